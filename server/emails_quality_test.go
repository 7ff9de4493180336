package server

import (
	"context"
	"strings"
	"testing"
)

const frenchStory = "L'année dernière, j'ai failli fermer ma boulangerie. Les ventes avaient baissé de quarante pour cent et je travaillais quatre-vingts heures par semaine sans jamais voir le bout."

// A story the offline writer cannot write is refused before any credit is taken, and the form
// can ask the same question before submit.
func TestUnwritableLanguageRefusedBeforeCredit(t *testing.T) {
	env := newTestEnv(t)
	env.srv.opts.OfflineWriter = true
	c := env.client()
	c.signUpVerified("lang@example.com", "secret1")

	r := c.do("POST", "/api/emails", with("story", frenchStory))
	if r.status != 422 {
		t.Fatalf("French story with the offline writer: %d %s", r.status, r.body)
	}
	body := r.json(t)
	if body["code"] != "language_unsupported" || body["field"] != "story" || body["language"] != "fr" {
		t.Fatalf("answer = %s", r.body)
	}
	for _, want := range []string{"French", "English and Spanish", "LLM_BASE_URL", "No credit was used."} {
		if !strings.Contains(r.message(t), want) {
			t.Errorf("message lacks %q: %s", want, r.message(t))
		}
	}
	if u := c.do("GET", "/api/usage", nil).json(t)["usage"].(map[string]any); u["emailsCreated"] != 0.0 {
		t.Fatalf("a refused story took a credit: %v", u)
	}
	var n int
	_ = env.db.Pool.QueryRow(context.Background(), `SELECT count(*) FROM emails`).Scan(&n)
	if n != 0 {
		t.Fatalf("a refused story was stored")
	}

	check := func(story string) map[string]any {
		r := c.do("POST", "/api/emails/language", map[string]string{"story": story})
		if r.status != 200 {
			t.Fatalf("language check: %d %s", r.status, r.body)
		}
		return r.json(t)
	}
	if v := check(frenchStory); v["supported"] != false || v["languageName"] != "French" || v["message"] == "" {
		t.Fatalf("French verdict = %v", v)
	}
	spanish := "El año pasado casi cierro mi panadería. Las ventas habían bajado un cuarenta por ciento y trabajaba ochenta horas por semana."
	if v := check(spanish); v["supported"] != true || v["language"] != "es" || v["builtInWriter"] != true {
		t.Fatalf("Spanish verdict = %v", v)
	}
	if r := c.do("POST", "/api/emails", with("story", spanish)); r.status != 201 {
		t.Fatalf("Spanish story refused: %d %s", r.status, r.body)
	}

	// With a model configured, every language is written.
	env.srv.opts.OfflineWriter = false
	if v := check(frenchStory); v["supported"] != true || v["builtInWriter"] != false {
		t.Fatalf("French with a model = %v", v)
	}
	if r := env.client().do("POST", "/api/emails/language", map[string]string{"story": frenchStory}); r.status != 401 {
		t.Fatalf("signed-out language check: %d", r.status)
	}
}

// Every written email carries its quality report on the single-email answer, not in lists.
func TestWrittenEmailCarriesQualityReport(t *testing.T) {
	env := newTestEnv(t)
	env.startWorker()
	c := env.client()
	c.signUpVerified("quality@example.com", "secret1")
	id := c.do("POST", "/api/emails", validEmailBody()).json(t)["id"].(string)
	var email map[string]any
	eventually(t, "the email to be written", func() bool {
		email = c.do("GET", "/api/emails/"+id, nil).json(t)
		return email["status"] == "generated"
	})
	q, ok := email["quality"].(map[string]any)
	if !ok {
		t.Fatalf("no quality report: %v", email)
	}
	checks, _ := q["checks"].([]any)
	seen := map[string]bool{}
	for _, ch := range checks {
		m := ch.(map[string]any)
		seen[m["id"].(string)] = true
		if m["message"] == "" || (m["status"] != "pass" && m["status"] != "warn" && m["status"] != "fail") {
			t.Fatalf("bad check %v", m)
		}
	}
	for _, id := range []string{"length", "links", "subjects", "facts", "language", "leaks", "repetition", "readability", "structure"} {
		if !seen[id] {
			t.Errorf("report lacks the %s check", id)
		}
	}
	if score, _ := q["score"].(float64); score <= 0 || score > 100 {
		t.Fatalf("score = %v", q["score"])
	}
	list := c.do("GET", "/api/emails", nil)
	var items []map[string]any
	if err := jsonUnmarshal(list.body, &items); err != nil || len(items) != 1 {
		t.Fatalf("list = %s", list.body)
	}
	if _, has := items[0]["quality"]; has {
		t.Fatal("lists must stay small: no quality report per item")
	}
	// Nobody else reads it.
	other := env.client()
	other.ip = "10.0.0.2"
	other.signUpVerified("other@example.com", "secret1")
	if r := other.do("GET", "/api/emails/"+id, nil); r.status != 404 {
		t.Fatalf("another user read the email: %d", r.status)
	}
}
