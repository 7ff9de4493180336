package server

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"io"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"storymail/server/auth"
	"storymail/storage"
)

// seedEmails writes n emails for userID straight into the database, the titles numbered.
func seedEmails(t *testing.T, env *testEnv, userID string, n int, title func(i int) string) {
	t.Helper()
	ctx := context.Background()
	if _, err := env.db.Pool.Exec(ctx, `UPDATE users SET bonus_credits = 100000 WHERE id = $1`, userID); err != nil {
		t.Fatal(err)
	}
	in := storage.EmailInput{ContentFocus: "Our spring coaching launch", Story: strings.Repeat("A long story. ", 200),
		StoryType: "direct", TargetAudience: "managers", DesiredEmotion: "hope", CallToAction: "book",
		CtaURL: "https://example.com", CampaignName: "spring", EmailLength: "short"}
	for i := range n {
		in.Title = title(i)
		if _, _, err := env.db.CreateEmail(ctx, uuid.NewString(), userID, in); err != nil {
			t.Fatal(err)
		}
	}
}

var linkNext = regexp.MustCompile(`^<(/api/emails\?[^>]+)>; rel="next"$`)

// The library answers the spec's array, newest first, a page at a time: each page names the
// next in a Link header until the last; items carry what a card shows, not the long texts.
func TestListEmailsPages(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	userID := c.signUpVerified("pages@example.com", "secret1")
	seedEmails(t, env, userID, 120, func(i int) string { return "Email " + string(rune('A'+i%26)) })
	other := env.client()
	otherID := other.signUpVerified("pages-other@example.com", "secret1")
	seedEmails(t, env, otherID, 3, func(int) string { return "Not yours" })

	want, err := env.db.ListEmails(context.Background(), userID, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	path := "/api/emails"
	sizes := []int{}
	for pages := 0; path != ""; pages++ {
		if pages > 5 {
			t.Fatal("pages never end")
		}
		r := c.do("GET", path, nil)
		if r.status != 200 {
			t.Fatalf("GET %s: %d %s", path, r.status, r.body)
		}
		var items []map[string]any
		if err := json.Unmarshal(r.body, &items); err != nil {
			t.Fatalf("GET %s is not an array: %s", path, r.body)
		}
		sizes = append(sizes, len(items))
		for _, it := range items {
			for _, long := range []string{"generatedContent", "story", "rawResponse", "lesson"} {
				if _, ok := it[long]; ok {
					t.Fatalf("list item carries %s", long)
				}
			}
			if it["userId"] != userID {
				t.Fatalf("someone else's email listed: %v", it["userId"])
			}
			got = append(got, it["id"].(string))
		}
		path = ""
		if link := r.header.Get("Link"); link != "" {
			m := linkNext.FindStringSubmatch(link)
			if m == nil {
				t.Fatalf("Link header %q", link)
			}
			path = m[1]
		}
	}
	if len(sizes) != 3 || sizes[0] != 50 || sizes[1] != 50 || sizes[2] != 20 {
		t.Fatalf("page sizes %v, want [50 50 20]", sizes)
	}
	if len(got) != len(want) {
		t.Fatalf("%d emails paged, %d stored", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i].ID {
			t.Fatalf("email %d out of order", i)
		}
	}

	// A limit of its own, and the same again in the next link.
	r := c.do("GET", "/api/emails?limit=7", nil)
	var items []map[string]any
	_ = json.Unmarshal(r.body, &items)
	if r.status != 200 || len(items) != 7 || !strings.Contains(r.header.Get("Link"), "limit=7&") {
		t.Fatalf("limit=7: %d, %d items, Link %q", r.status, len(items), r.header.Get("Link"))
	}

	// Search on the server: case-insensitive, wildcards plain, paged like the rest.
	r = c.do("GET", "/api/emails?search=email+c", nil)
	_ = json.Unmarshal(r.body, &items)
	if r.status != 200 || len(items) != 5 { // i%26 == 2 for 5 of 120
		t.Fatalf("search: %d, %d items", r.status, len(items))
	}
	for _, it := range items {
		if it["title"] != "Email C" {
			t.Fatalf("search matched %v", it["title"])
		}
	}
	r = c.do("GET", "/api/emails?search=%25", nil)
	_ = json.Unmarshal(r.body, &items)
	if r.status != 200 || len(items) != 0 {
		t.Fatalf("search %%: %d, %d items (a wildcard must match only itself)", r.status, len(items))
	}
}

func TestListEmailsRefusesBadParameters(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	c.signUpVerified("badlist@example.com", "secret1")
	good := encodeCursor(&storage.EmailCursor{CreatedAt: mustTime(t, "2026-01-02T03:04:05.123456Z"), ID: uuid.NewString()})
	tampered := []byte(good)
	tampered[3] ^= 0x01
	cases := map[string]string{
		"limit zero":       "/api/emails?limit=0",
		"limit too big":    "/api/emails?limit=101",
		"limit not number": "/api/emails?limit=ten",
		"cursor garbage":   "/api/emails?cursor=not-a-cursor",
		"cursor cut":       "/api/emails?cursor=" + good[:len(good)-2],
		"cursor tampered":  "/api/emails?cursor=" + string(tampered) + "A",
		"search bad utf-8": "/api/emails?search=%ff",
		"search nul":       "/api/emails?search=a%00b",
		"search too long":  "/api/emails?search=" + strings.Repeat("x", 201),
	}
	for name, path := range cases {
		r := c.do("GET", path, nil)
		if r.status != 400 || r.message(t) == "" || r.json(t)["code"] == nil {
			t.Errorf("%s: %d %s, want 400 with a message", name, r.status, r.body)
		}
	}
	if r := c.do("GET", "/api/emails?cursor="+good, nil); r.status != 200 {
		t.Fatalf("a well-formed cursor: %d %s", r.status, r.body)
	}
}

// JSON answers of a kilobyte or more are gzipped for clients that accept it, and not for others.
func TestJSONAnswersAreCompressed(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	userID := c.signUpVerified("gzip@example.com", "secret1")
	seedEmails(t, env, userID, 30, func(int) string { return "Compressed" })
	get := func(acceptEncoding string) ([]byte, string) {
		req := httptest.NewRequest("GET", "/api/emails", nil)
		req.Header.Set("Cookie", auth.CookieName+"="+c.cookie)
		req.Header.Set("X-Forwarded-For", c.ip)
		if acceptEncoding != "" {
			req.Header.Set("Accept-Encoding", acceptEncoding)
		}
		res, err := env.srv.App().Test(req, 30_000)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		if res.StatusCode != 200 {
			t.Fatalf("status %d", res.StatusCode)
		}
		if !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
			t.Fatalf("Vary %q", res.Header.Get("Vary"))
		}
		raw, _ := io.ReadAll(res.Body)
		return raw, res.Header.Get("Content-Encoding")
	}
	plain, enc := get("")
	if enc != "" || !json.Valid(plain) {
		t.Fatalf("without Accept-Encoding: encoding %q", enc)
	}
	if _, enc := get("gzip;q=0, br"); enc != "" {
		t.Fatalf("gzip refused with q=0, answered %q", enc)
	}
	zipped, enc := get("gzip, deflate, br")
	if enc != "gzip" || len(zipped) >= len(plain)/2 {
		t.Fatalf("with gzip: encoding %q, %d bytes for %d plain", enc, len(zipped), len(plain))
	}
	zr, err := gzip.NewReader(bytes.NewReader(zipped))
	if err != nil {
		t.Fatal(err)
	}
	unzipped, _ := io.ReadAll(zr)
	if !bytes.Equal(unzipped, plain) {
		t.Fatal("the gzipped answer is not the plain one")
	}
	// Small answers stay plain.
	req := httptest.NewRequest("GET", "/api/usage", nil)
	req.Header.Set("Cookie", auth.CookieName+"="+c.cookie)
	req.Header.Set("Accept-Encoding", "gzip")
	res, err := env.srv.App().Test(req, 30_000)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.Header.Get("Content-Encoding") != "" {
		t.Fatalf("a small answer was compressed")
	}
}

func mustTime(t *testing.T, s string) time.Time {
	t.Helper()
	v, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
