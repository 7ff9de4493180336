package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gofiber/fiber/v2"
	"github.com/valyala/fasthttp"

	"storymail/jobs"
	"storymail/realtime"
	"storymail/server/auth"
	"storymail/server/mail"
	"storymail/storage"
	"storymail/storage/storagetest"
)

// Fuzz targets for every JSON body the server decodes. Seeds live in testdata/fuzz/<target>/
// and in fuzzSeeds; `go test` replays them, `go test -fuzz` explores from them.

// fuzzSeeds are bodies that reach each branch: valid requests, wrong types, odd encodings,
// and the inputs that once produced a 500 (a character cut in half, a NUL).
func fuzzSeeds() [][]byte {
	valid, _ := json.Marshal(validEmailBody())
	withNUL, _ := json.Marshal(with("story", validEmailBody()["story"]+"\x00"))
	return [][]byte{
		withNUL,
		[]byte(`{"name":"A\u0000n","email":"ann@example.com","reason":"Support","message":"Hello there, a question."}`),
		nil,
		[]byte(`{}`),
		[]byte(`null`),
		[]byte(`[]`),
		[]byte(`"text"`),
		[]byte(`{"email": 5}`),
		[]byte(`{"email":"ann@example.com","password":"secret1","firstName":"Ann","lastName":"Lee"}`),
		[]byte(`{"email":"ann@example.com","password":"secret1","firstName":"` + strings.Repeat("a", 99) + `é"}`),
		[]byte(`{"email":"nul@example.com","password":"secret1","firstName":"a\u0000b"}`),
		[]byte(`{"email":"ANN@EXAMPLE.COM ","password":"` + strings.Repeat("p", 300) + `"}`),
		[]byte(`{"email":"\"quoted\"@example.com","password":"secret1"}`),
		valid,
		[]byte(`{"title":"x","contentFocus":"0123456789","story":"` + strings.Repeat("s", 50) + `","storyType":"direct","targetAudience":"0123456789","desiredEmotion":"e","callToAction":"c","ctaUrl":"https://example.com","campaignName":"c","emailLength":"epic"}`),
		[]byte(`{"ctaUrl":"javascript:alert(1)","storyType":"indirect"}`),
		[]byte(`{"story":"\ud800\udc00 \ufffd \u2028"}`),
		[]byte(`{"name":"Ann","email":"ann@example.com","reason":"Support","message":"Hello there, a question.","subject":"Hi\r\nBcc: x@example.com"}`),
		[]byte(`{"token":"abc","newPassword":"secret12","currentPassword":"secret1"}`),
		[]byte("\xef\xbb\xbf{\"email\":\"bom@example.com\"}"),
		[]byte(`{"email":"a@b.co","email":"dup@example.com"}`),
		[]byte(strings.Repeat(`{"a":`, 200) + `1` + strings.Repeat(`}`, 200)),
	}
}

// FuzzDecodeRequests decodes every body into each request struct the auth, email and contact
// handlers use, then runs their validation: decoding answers nil or a 400, and whatever passes
// validation is what the database accepts.
func FuzzDecodeRequests(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	app := fiber.New()
	f.Fuzz(func(t *testing.T, body []byte) {
		c := app.AcquireCtx(&fasthttp.RequestCtx{})
		defer app.ReleaseCtx(c)
		c.Request().SetBody(body)
		decode := func(name string, v any) bool {
			err := decodeJSON(c, v)
			if err != nil {
				var ae *apiError
				if !errors.As(err, &ae) || ae.Status != fiber.StatusBadRequest {
					t.Fatalf("%s: decodeJSON answered %v, want nil or a 400", name, err)
				}
				return false
			}
			checkStoredText(t, name, v)
			return true
		}

		var signup signupRequest
		if decode("signup", &signup) {
			_ = validEmail(storage.NormalizeEmail(signup.Email))
			for _, s := range []string{clean(signup.FirstName, 100), clean(signup.LastName, 100)} {
				if len(s) > 100 || !utf8.ValidString(s) || strings.ContainsRune(s, 0) {
					t.Fatalf("clean gave %q: too long, broken UTF-8 or a NUL", s)
				}
			}
		}
		var login loginRequest
		if decode("login", &login) {
			_ = validEmail(storage.NormalizeEmail(login.Email))
		}
		var email storage.EmailInput
		if decode("email", &email) {
			in, errs := validateEmail(email)
			checkEmailInput(t, in, errs)
		}
		var contact contactRequest
		if decode("contact", &contact) {
			m, err := validateContact(contact)
			var ae *apiError
			switch {
			case err != nil && (!errors.As(err, &ae) || ae.Status != fiber.StatusBadRequest || ae.Message == ""):
				t.Fatalf("validateContact answered %v", err)
			case err == nil:
				if n := utf8.RuneCountInString(m.Name); n < 2 || n > maxContactName || !validEmail(m.Email) ||
					!contactReasons[m.Reason] || strings.ContainsAny(m.Name+m.Subject, "\r\n") {
					t.Fatalf("invalid contact message accepted: %+v", m)
				}
			}
		}
	})
}

// checkStoredText fails when a decoded string could not be stored: PostgreSQL text takes valid
// UTF-8 without NUL characters.
func checkStoredText(t *testing.T, name string, v any) {
	t.Helper()
	rv := reflect.ValueOf(v).Elem()
	for i := 0; i < rv.NumField(); i++ {
		f := rv.Field(i)
		if f.Kind() != reflect.String {
			continue
		}
		if s := f.String(); !utf8.ValidString(s) || strings.ContainsRune(s, 0) {
			t.Fatalf("%s.%s = %q was accepted but cannot be stored", name, rv.Type().Field(i).Name, s)
		}
	}
}

// checkEmailInput holds validateEmail to spec §5: either it names only known fields, or every
// rule holds for the cleaned input.
func checkEmailInput(t *testing.T, in storage.EmailInput, errs map[string]string) {
	t.Helper()
	if len(errs) > 0 {
		known := map[string]bool{}
		for _, f := range emailFieldOrder {
			known[f] = true
		}
		for f, msg := range errs {
			if !known[f] || msg == "" {
				t.Fatalf("problem %q=%q is not one the form can show", f, msg)
			}
		}
		return
	}
	n := utf8.RuneCountInString
	fields := map[string]string{"title": in.Title, "contentFocus": in.ContentFocus, "story": in.Story,
		"targetAudience": in.TargetAudience, "desiredEmotion": in.DesiredEmotion, "callToAction": in.CallToAction,
		"ctaUrl": in.CtaURL, "campaignName": in.CampaignName, "emailLength": in.EmailLength}
	for k, v := range fields {
		if v != strings.TrimSpace(v) || v == "" {
			t.Fatalf("%s = %q accepted untrimmed or empty", k, v)
		}
	}
	switch {
	case n(in.Title) > maxShortField, n(in.ContentFocus) < 10, n(in.ContentFocus) > maxLongField,
		n(in.Story) < 50, n(in.Story) > maxLongField, n(in.TargetAudience) < 10, n(in.TargetAudience) > maxLongField,
		in.StoryType != "direct" && in.StoryType != "indirect", !validURL(in.CtaURL), n(in.CtaURL) > 2000,
		!emailLengths[in.EmailLength], n(in.CampaignName) > maxShortField:
		t.Fatalf("invalid email accepted: %+v", in)
	}
}

// fuzzServer is a server on its own database and Redis prefix, built once per fuzz process
// and shared by every input, with a verified user that has credits to spare.
type fuzzServer struct {
	srv    *Server
	db     *storage.DB
	outbox string
	cookie string
}

func newFuzzServer(tb testing.TB) *fuzzServer {
	tb.Helper()
	db, _ := storagetest.NewDB(tb)
	rdb, prefix := storagetest.NewRedis(tb)
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	sessions, err := auth.NewSessions("fuzz-secret-fuzz-secret-fuzz-secret", db)
	if err != nil {
		tb.Fatal(err)
	}
	outbox := tb.TempDir()
	mailer, err := mail.New(mail.Options{OutboxDir: outbox, Logger: quiet})
	if err != nil {
		tb.Fatal(err)
	}
	queue := jobs.NewQueue(rdb, prefix)
	srv, err := New(Options{Env: "test", AppURL: testOrigin, SuperAdminID: "admin-owner", SupportEmail: "support@storymail.test",
		RateLimitMultiplier: 1e6, DB: db, Redis: rdb, RedisPrefix: prefix, Sessions: sessions, Mailer: mailer, Queue: queue,
		Notifier: jobs.NewNotifier(db, realtime.NewPublisher(rdb, prefix), quiet),
		Webhooks: jobs.NewWebhookSender(db, queue, nil, quiet), Logger: quiet})
	if err != nil {
		tb.Fatal(err)
	}
	awaitBackground(tb, srv)
	fs := &fuzzServer{srv: srv, db: db, outbox: outbox}

	// One verified, signed-in user through the API; bonus credits keep valid emails flowing.
	const email, password = "fuzz-owner@example.com", "fuzz-pass-1"
	if st, b, _ := fs.do(tb, "POST", "/api/auth/signup", []byte(`{"email":"`+email+`","password":"`+password+`"}`), ""); st != 201 {
		tb.Fatalf("signup: %d %s", st, b)
	}
	link := fs.link(tb, email)
	if st, _, _ := fs.do(tb, "GET", strings.TrimPrefix(link, testOrigin), nil, ""); st != 303 {
		tb.Fatalf("verify: %d", st)
	}
	st, b, cookie := fs.do(tb, "POST", "/api/auth/login", []byte(`{"email":"`+email+`","password":"`+password+`"}`), "")
	if st != 200 || cookie == "" {
		tb.Fatalf("login: %d %s", st, b)
	}
	fs.cookie = cookie
	if _, err := db.Pool.Exec(context.Background(), `UPDATE users SET bonus_credits = 1000000 WHERE email = $1`, email); err != nil {
		tb.Fatal(err)
	}
	return fs
}

func (fs *fuzzServer) link(tb testing.TB, addr string) string {
	tb.Helper()
	files, _ := filepath.Glob(filepath.Join(fs.outbox, "*.eml"))
	for _, f := range files {
		raw, _ := os.ReadFile(f)
		if !strings.Contains(string(raw), "To: <"+addr+">") {
			continue
		}
		for _, l := range linkRE.FindAllString(string(raw), -1) {
			if strings.Contains(l, "/api/auth/verify-email") {
				return l
			}
		}
	}
	tb.Fatalf("no verification link for %s", addr)
	return ""
}

// do sends one request as the app's own page would and answers status, body and the session
// cookie it set, if any.
func (fs *fuzzServer) do(tb testing.TB, method, path string, body []byte, cookie string) (int, []byte, string) {
	tb.Helper()
	req := httptest.NewRequest(method, path, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", testOrigin)
	if cookie != "" {
		req.Header.Set("Cookie", auth.CookieName+"="+cookie)
	}
	res, err := fs.srv.App().Test(req, 30_000)
	if err != nil {
		tb.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	set := ""
	for _, ck := range res.Cookies() {
		if ck.Name == auth.CookieName {
			set = ck.Value
		}
	}
	return res.StatusCode, raw, set
}

// checkAnswer: never a server error, always a JSON object, a message with every refusal.
func checkAnswer(t *testing.T, what string, body []byte, status int, answer []byte) {
	t.Helper()
	if status >= 500 {
		t.Fatalf("%s answered %d for body %q: %s", what, status, body, answer)
	}
	var m map[string]any
	if err := json.Unmarshal(answer, &m); err != nil {
		t.Fatalf("%s answered %d with a body that is not a JSON object: %q", what, status, answer)
	}
	if msg, _ := m["message"].(string); status >= 400 && msg == "" {
		t.Fatalf("%s answered %d without a message: %s", what, status, answer)
	}
}

// FuzzSignupHandler posts every body to the signup endpoint.
func FuzzSignupHandler(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	fs := newFuzzServer(f)
	f.Fuzz(func(t *testing.T, body []byte) {
		status, answer, _ := fs.do(t, "POST", "/api/auth/signup", body, "")
		checkAnswer(t, "POST /api/auth/signup", body, status, answer)
	})
}

// FuzzCreateEmailHandler posts every body to the email form's endpoint as a signed-in user.
func FuzzCreateEmailHandler(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	fs := newFuzzServer(f)
	f.Fuzz(func(t *testing.T, body []byte) {
		status, answer, _ := fs.do(t, "POST", "/api/emails", body, fs.cookie)
		checkAnswer(t, "POST /api/emails", body, status, answer)
		if status == 201 {
			var created struct{ ID, Status string }
			if json.Unmarshal(answer, &created) != nil || created.ID == "" || created.Status != storage.EmailProcessing {
				t.Fatalf("created email answer lacks id/status: %s", answer)
			}
		}
	})
}

// FuzzAuthAndContactHandlers posts every body to the other JSON endpoints anyone can reach
// (and change-password, signed in).
func FuzzAuthAndContactHandlers(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	fs := newFuzzServer(f)
	paths := []string{"/api/auth/login", "/api/auth/resend-verification", "/api/auth/forgot-password",
		"/api/auth/reset-password", "/api/contact"}
	f.Fuzz(func(t *testing.T, body []byte) {
		for _, p := range paths {
			status, answer, _ := fs.do(t, "POST", p, body, "")
			checkAnswer(t, "POST "+p, body, status, answer)
		}
		status, answer, _ := fs.do(t, "POST", "/api/auth/change-password", body, fs.cookie)
		checkAnswer(t, "POST /api/auth/change-password", body, status, answer)
	})
}

// requestTextSeeds are (query text, header value, body) triples: the texts that once answered
// 500 because PostgreSQL refuses them (invalid UTF-8, a character cut in half, NUL), and sane ones.
func requestTextSeeds() [][3][]byte {
	valid, _ := json.Marshal(validEmailBody())
	return [][3][]byte{
		{[]byte("ann"), []byte("Mozilla/5.0 (X11; Linux x86_64)"), valid},
		{[]byte("\xff"), []byte("Mozilla/5.0 \xff\xfe"), []byte("{\"story\":\"\xff\xfe\"}")},
		{[]byte("\xc3"), []byte(strings.Repeat("a", 299) + "é" + strings.Repeat("b", 20)), []byte("{\"title\":\"caf\xc3\"}")},
		{[]byte("a\x00b"), []byte("nul\x00agent"), []byte(`{"title":"a\u0000b"}`)},
		{[]byte("%ff&status=%00"), []byte("\xed\xa0\x80"), []byte("\xef\xbb\xbf{}")},
		{[]byte("é✓ 😀"), []byte("é✓ 😀"), []byte(`{"search":"é"}`)},
		{nil, []byte("Mozilla/5.0"), valid}, // "/api/emails/" is the list, with emails in it by now
	}
}

// escapeAll percent-escapes every byte, so the decoded query value is exactly b.
func escapeAll(b []byte) string {
	var sb strings.Builder
	for _, c := range b {
		fmt.Fprintf(&sb, "%%%02X", c)
	}
	return sb.String()
}

// doRaw hands one request to the app's handler as fasthttp would after parsing it: the target
// and header bytes arrive exactly as given.
func (fs *fuzzServer) doRaw(method, target string, header map[string][]byte, body []byte, cookie string) (int, []byte) {
	var req fasthttp.Request
	req.Header.SetMethod(method)
	req.SetRequestURI(target)
	req.Header.Set("Origin", testOrigin)
	req.Header.SetContentType("application/json")
	if cookie != "" {
		req.Header.SetCookie(auth.CookieName, cookie)
	}
	for k, v := range header {
		req.Header.SetBytesV(k, v)
	}
	req.SetBody(body)
	var ctx fasthttp.RequestCtx
	ctx.Init(&req, &net.TCPAddr{IP: net.IPv4(127, 0, 0, 3), Port: 40000}, nil)
	fs.srv.App().Handler()(&ctx)
	return ctx.Response.StatusCode(), append([]byte(nil), ctx.Response.Body()...)
}

// FuzzRequestText puts arbitrary bytes where request text reaches PostgreSQL: the search and
// filter parameters of every admin list (escaped and raw), the User-Agent stored with a sign-in,
// and a JSON body. No combination may answer 500.
func FuzzRequestText(f *testing.F) {
	for _, s := range requestTextSeeds() {
		f.Add(s[0], s[1], s[2])
	}
	fs := newFuzzServer(f)
	const superEmail, superPassword = "fuzz-super@example.com", "fuzz-super-1"
	hash, err := auth.HashPassword(superPassword)
	if err != nil {
		f.Fatal(err)
	}
	if _, err := fs.db.UpsertAdmin(context.Background(), storage.NewUser{ID: "admin-owner", Email: superEmail, PasswordHash: hash}); err != nil {
		f.Fatal(err)
	}
	_, _, super := fs.do(f, "POST", "/api/auth/login", []byte(`{"email":"`+superEmail+`","password":"`+superPassword+`"}`), "")
	if super == "" {
		f.Fatal("super admin login failed")
	}
	lists := []string{"/api/admin/users", "/api/admin/emails", "/api/admin/subscriptions", "/api/admin/stats", "/api/admin/revenue"}
	ownerLogin := []byte(`{"email":"fuzz-owner@example.com","password":"fuzz-pass-1"}`)
	f.Fuzz(func(t *testing.T, query, header, body []byte) {
		check := func(what string, status int, answer []byte) {
			t.Helper()
			checkAnswer(t, what, body, status, answer)
		}
		for _, p := range lists {
			target := p + "?search=" + escapeAll(query) + "&status=" + escapeAll(query) + "&from=" + escapeAll(query)
			st, answer := fs.doRaw("GET", target, nil, nil, super)
			check("GET "+target, st, answer)
			// Unescaped, the bytes may not even parse as a target: then any answer but a 5xx will do.
			if st, answer = fs.doRaw("GET", p+"?search="+string(query), nil, nil, super); st >= 500 {
				t.Fatalf("GET %s?search=%q answered %d: %s", p, query, st, answer)
			}
		}
		st, answer := fs.doRaw("GET", "/api/emails/"+escapeAll(query), nil, nil, fs.cookie)
		if len(query) == 0 {
			// "/api/emails/" is the list itself: an array of the owner's cards.
			if st != 200 || !json.Valid(answer) || !bytes.HasPrefix(bytes.TrimSpace(answer), []byte("[")) {
				t.Fatalf("GET /api/emails/ answered %d: %s", st, answer)
			}
		} else {
			check("GET /api/emails/"+escapeAll(query), st, answer)
		}

		ua := map[string][]byte{"User-Agent": header, "X-Request-Id": header}
		st, answer = fs.doRaw("POST", "/api/auth/login", ua, ownerLogin, "")
		if st != 200 {
			t.Fatalf("login with User-Agent %q: %d %s", header, st, answer)
		}
		st, answer = fs.doRaw("POST", "/api/emails", ua, body, fs.cookie)
		check("POST /api/emails", st, answer)
		st, answer = fs.doRaw("POST", "/api/contact", ua, body, "")
		check("POST /api/contact", st, answer)
	})
}
