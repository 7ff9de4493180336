package server

import (
	"bytes"
	"encoding/json"
	"io"
	"mime"
	"mime/multipart"
	"net/mail"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// hostileBody holds markup a story (or an edit) could carry; the export must print it as text.
const hostileBody = "Hi,\n\n<script>alert('body')</script> happened to me.\nThen this: \"><img src=x onerror=alert(1)>\n\n" +
	"Book now: https://example.com/book?a=1&b=\"><script>alert(2)</script>.\n\n" +
	"javascript:alert(3) is not a link.\n\nP.S. <b>Bold</b> claims & more."

var eventAttr = regexp.MustCompile(`(?i)<[^>]*\son[a-z]+\s*=`)

var tagName = regexp.MustCompile(`<\s*/?\s*([a-zA-Z][a-zA-Z0-9]*)`)

// allowedTags are every element the HTML export writes itself.
var allowedTags = map[string]bool{"html": true, "head": true, "meta": true, "title": true, "body": true, "div": true,
	"table": true, "tr": true, "td": true, "p": true, "br": true, "a": true}

func TestExportHTMLIsInertAndEmailSafe(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	uid := c.signUpVerified("export@example.com", "secret1")
	id := env.writtenEmail(uid, hostileBody, []string{`"><img src=x onerror=alert(4)> subject`, "Second <script>"},
		`Preview <script>alert(5)</script> with "quotes" and enough length`)
	if _, err := env.db.Pool.Exec(t.Context(), `UPDATE emails SET title = $2 WHERE id = $1`, id, `My <script>x</script> "launch": a/b`); err != nil {
		t.Fatal(err)
	}
	r := c.do("GET", "/api/emails/"+id+"/export?format=html", nil)
	if r.status != 200 {
		t.Fatalf("export: %d %s", r.status, r.body)
	}
	if ct := r.header.Get("Content-Type"); ct != "text/html; charset=utf-8" {
		t.Fatalf("Content-Type = %q", ct)
	}
	disp, params, err := mime.ParseMediaType(r.header.Get("Content-Disposition"))
	if err != nil || disp != "attachment" || params["filename"] != `My -script-x--script- -launch-- a-b.html` {
		t.Fatalf("Content-Disposition = %q (%v)", r.header.Get("Content-Disposition"), err)
	}
	out := string(r.body)
	for _, m := range tagName.FindAllStringSubmatch(out, -1) {
		if !allowedTags[strings.ToLower(m[1])] {
			t.Errorf("export holds a <%s> element: user text was not escaped", m[1])
		}
	}
	if m := eventAttr.FindString(out); m != "" {
		t.Errorf("an element of the export carries an event handler: %s", m)
	}
	for _, bad := range []string{"<style", "class=", `href="javascript`, "<script"} {
		if strings.Contains(strings.ToLower(out), strings.ToLower(bad)) {
			t.Errorf("export holds %q", bad)
		}
	}
	for _, want := range []string{
		"&lt;script&gt;alert(&#39;body&#39;)&lt;/script&gt;",
		"&#34;&gt;&lt;img src=x onerror=alert(1)&gt;",
		`<a href="https://example.com/book?a=1&amp;b=" style=`, // the link stops at the quote
		"&lt;b&gt;Bold&lt;/b&gt; claims &amp; more.",
		"<title>&#34;&gt;&lt;img src=x onerror=alert(4)&gt; subject</title>",
		"Preview &lt;script&gt;alert(5)&lt;/script&gt; with &#34;quotes&#34;",
		"display:none",
		"font-style:italic",
		"<br>",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("export lacks %q", want)
		}
	}
	if r.header.Get("Content-Security-Policy") != "sandbox" {
		t.Errorf("the export can run in the app's origin")
	}

	r = c.do("GET", "/api/emails/"+id+"/export?format=text", nil)
	if r.status != 200 || r.header.Get("Content-Type") != "text/plain; charset=utf-8" {
		t.Fatalf("text export: %d %v", r.status, r.header)
	}
	text := string(r.body)
	for _, want := range []string{"Subject Line Options:\n1. \"><img src=x onerror=alert(4)> subject\n2. Second <script>",
		"Preview text: Preview <script>", hostileBody, "Tracking link: https://example.com/book?ref=news&utm_source="} {
		if !strings.Contains(text, want) {
			t.Errorf("text export lacks %q:\n%s", want, text)
		}
	}
	if _, params, _ := mime.ParseMediaType(r.header.Get("Content-Disposition")); !strings.HasSuffix(params["filename"], ".txt") {
		t.Errorf("text file name = %q", params["filename"])
	}

	for _, q := range []string{"?format=pdf", "", "?format=HTML"} {
		if r := c.do("GET", "/api/emails/"+id+"/export"+q, nil); r.status != 400 || !strings.Contains(r.message(t), "html or text") {
			t.Errorf("export%s: %d %s", q, r.status, r.body)
		}
	}
}

func TestEmailFileName(t *testing.T) {
	for in, want := range map[string]string{
		"Spring launch":            "Spring launch",
		"../../etc/passwd":         "-..-etc-passwd",
		"  ...hidden  ":            "hidden",
		"a\tb\nc":                  "a b c",
		"":                         "email",
		"///":                      "---",
		"Café: día 1?":             "Café- día 1-",
		strings.Repeat("x", 300):   strings.Repeat("x", 100),
		"Name with trailing dot. ": "Name with trailing dot",
	} {
		if got := emailFileName(in); got != want {
			t.Errorf("emailFileName(%q) = %q, want %q", in, got, want)
		}
	}
}

// outboxMessage answers the newest outbox message to addr, parsed.
func (e *testEnv) outboxMessage(addr string) *mail.Message {
	e.t.Helper()
	files, _ := filepath.Glob(filepath.Join(e.outbox, "*.eml"))
	for i := len(files) - 1; i >= 0; i-- {
		raw, _ := os.ReadFile(files[i])
		m, err := mail.ReadMessage(bytes.NewReader(raw))
		if err != nil {
			e.t.Fatalf("outbox file %s: %v", files[i], err)
		}
		if to, _ := m.Header.AddressList("To"); len(to) == 1 && to[0].Address == addr {
			return m
		}
	}
	e.t.Fatalf("no mail to %s", addr)
	return nil
}

func TestSendTestArrivesWithBothParts(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	uid := c.signUpVerified("tester@example.com", "secret1")
	id := env.writtenEmail(uid, hostileBody, []string{"Café stories: the one I never told", "Second line"}, testPreview)
	r := c.do("POST", "/api/emails/"+id+"/send-test", nil)
	if r.status != 200 || r.json(t)["to"] != "tester@example.com" || r.message(t) != "Test email sent to tester@example.com." {
		t.Fatalf("send-test: %d %s", r.status, r.body)
	}
	m := env.outboxMessage("tester@example.com")
	subject, err := new(mime.WordDecoder).DecodeHeader(m.Header.Get("Subject"))
	if err != nil || subject != "Café stories: the one I never told" {
		t.Fatalf("Subject = %q (%v)", subject, err)
	}
	mt, params, err := mime.ParseMediaType(m.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/alternative" {
		t.Fatalf("Content-Type = %q", m.Header.Get("Content-Type"))
	}
	parts := map[string]string{}
	mr := multipart.NewReader(m.Body, params["boundary"])
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		ct, _, _ := mime.ParseMediaType(p.Header.Get("Content-Type"))
		b, _ := io.ReadAll(p)
		parts[ct] = string(b)
	}
	if !strings.Contains(parts["text/plain"], "<script>alert('body')</script> happened to me.") || strings.Contains(parts["text/plain"], "<p") {
		t.Fatalf("plain-text part = %q", parts["text/plain"])
	}
	html := parts["text/html"]
	if !strings.Contains(html, "display:none") || !strings.Contains(html, testPreview) || strings.Contains(html, "<script") ||
		!strings.Contains(html, "&lt;script&gt;alert(&#39;body&#39;)") {
		t.Fatalf("HTML part = %q", html)
	}
}

func TestSendTestLimitedToTenAnHour(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	uid := c.signUpVerified("limit@example.com", "secret1")
	id := env.writtenEmail(uid, writtenBody, testSubjects, testPreview)
	for i := 1; i <= 10; i++ {
		if r := c.do("POST", "/api/emails/"+id+"/send-test", nil); r.status != 200 {
			t.Fatalf("send %d: %d %s", i, r.status, r.body)
		}
	}
	r := c.do("POST", "/api/emails/"+id+"/send-test", nil)
	if r.status != 429 || r.json(t)["code"] != "send_test_limit" || !strings.Contains(r.message(t), "10 test emails an hour") {
		t.Fatalf("11th send: %d %s", r.status, r.body)
	}
	if n := env.mailCount("limit@example.com"); n != 11 { // the verification mail and ten tests
		t.Fatalf("mails to the user = %d, want 11", n)
	}
}
