package server

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"storymail/storage"
)

const writtenBody = "Hi,\n\nTwo years ago I froze in my first team meeting.\n\nNobody followed the plan I had spent a week writing. " +
	"People follow clarity, not authority.\n\nLead Well shows you how, for $299 instead of $499.\n\n" +
	"Book your seat: https://example.com/book?ref=news&utm_source=email\n\nTest\n\nP.S. The spring seats go first."

// writtenEmail stores an email for userID as a finished generation would (its first version
// included) and answers its id.
func (e *testEnv) writtenEmail(userID, body string, subjects []string, preview string) string {
	e.t.Helper()
	ctx := context.Background()
	in, errs := validateEmail(toInput(validEmailBody()))
	if len(errs) > 0 {
		e.t.Fatalf("test input invalid: %v", errs)
	}
	email, _, err := e.db.CreateEmail(ctx, newEmailID(), userID, in)
	if err != nil {
		e.t.Fatal(err)
	}
	done, err := e.db.CompleteEmails(ctx, []storage.Completion{{ID: email.ID, Subjects: subjects, Content: body, PreviewText: preview, Raw: "test"}})
	if err != nil || !done[email.ID] {
		e.t.Fatalf("complete email: %v %v", done, err)
	}
	return email.ID
}

func toInput(m map[string]string) storage.EmailInput {
	return storage.EmailInput{Title: m["title"], ContentFocus: m["contentFocus"], Story: m["story"], Lesson: m["lesson"],
		StoryType: m["storyType"], TargetAudience: m["targetAudience"], DesiredEmotion: m["desiredEmotion"],
		CallToAction: m["callToAction"], CtaURL: m["ctaUrl"], CampaignName: m["campaignName"],
		TonePreference: m["tonePreference"], EmailLength: m["emailLength"], ProductName: m["productName"],
		Price: m["price"], SalePrice: m["salePrice"]}
}

var testSubjects = []string{"I froze in my first meeting", "The plan nobody followed", "Clarity beats authority"}

const testPreview = "What a week-long plan taught me about leading people who do not have to listen"

func num(v any) int { f, _ := v.(float64); return int(f) }

func TestEmailEditValidation(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	uid := c.signUpVerified("editor@example.com", "secret1")
	id := env.writtenEmail(uid, writtenBody, testSubjects, testPreview)
	path := "/api/emails/" + id
	long := strings.Repeat("a", 151)
	cases := []struct {
		name  string
		body  any
		field string
		msg   string
	}{
		{"no version", map[string]any{"generatedContent": "New body"}, "version", "Send the version of the email you last saw"},
		{"version not a number", map[string]any{"version": "one", "generatedContent": "x"}, "version", "version must be a whole number."},
		{"nothing to save", map[string]any{"version": 1}, "", "Nothing to save"},
		{"subjects not a list", map[string]any{"version": 1, "generatedSubject": "one line"}, "generatedSubject", "must be a list"},
		{"no subject lines", map[string]any{"version": 1, "generatedSubject": []string{}}, "generatedSubject", "between 1 and 10"},
		{"eleven subject lines", map[string]any{"version": 1, "generatedSubject": strings.Split("a b c d e f g h i j k", " ")}, "generatedSubject", "between 1 and 10"},
		{"empty subject line", map[string]any{"version": 1, "generatedSubject": []string{"Fine", "  "}}, "generatedSubject", "Subject line 2 is empty."},
		{"long subject line", map[string]any{"version": 1, "generatedSubject": []string{long}}, "generatedSubject", "Subject line 1 is too long"},
		{"duplicate subject line", map[string]any{"version": 1, "generatedSubject": []string{"Same", " same "}}, "generatedSubject", "Subject line 2 repeats line 1"},
		{"short preview", map[string]any{"version": 1, "previewText": "Too short"}, "previewText", "between 40 and 110 characters (it has 9)"},
		{"long preview", map[string]any{"version": 1, "previewText": strings.Repeat("word ", 30)}, "previewText", "between 40 and 110"},
		{"preview repeats the subject", map[string]any{"version": 1, "generatedSubject": []string{testPreview}}, "previewText", "must not repeat the first subject line"},
		{"empty body", map[string]any{"version": 1, "generatedContent": " \n "}, "generatedContent", "can't be empty"},
		{"long body", map[string]any{"version": 1, "generatedContent": strings.Repeat("x", 10_001)}, "generatedContent", "at most 10,000 characters"},
		{"body not text", map[string]any{"version": 1, "generatedContent": 42}, "generatedContent", "must be text"},
	}
	for _, tc := range cases {
		r := c.do("PATCH", path, tc.body)
		if r.status != 400 || !strings.Contains(r.message(t), tc.msg) {
			t.Errorf("%s: %d %s", tc.name, r.status, r.body)
			continue
		}
		if tc.field != "" && r.json(t)["field"] != tc.field {
			t.Errorf("%s: field = %v", tc.name, r.json(t)["field"])
		}
	}
	// Nothing was stored by any of them.
	got := c.do("GET", path, nil).json(t)
	if num(got["version"]) != 1 || num(got["revision"]) != 1 || got["generatedContent"] != writtenBody || got["previewText"] != testPreview {
		t.Fatalf("email changed by refused edits: %v", got)
	}
}

func TestEmailEditSavesVersionsAndConflicts(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	uid := c.signUpVerified("editor@example.com", "secret1")
	id := env.writtenEmail(uid, writtenBody, testSubjects, testPreview)
	path := "/api/emails/" + id

	before := c.do("GET", path, nil).json(t)
	if num(before["version"]) != 1 || before["previewText"] != testPreview {
		t.Fatalf("written email: %v", before)
	}
	newBody := strings.Replace(writtenBody, "Two years ago", "Three years ago", 1)
	r := c.do("PATCH", path, map[string]any{"version": 1, "revision": 1, "generatedContent": newBody + "\r\n",
		"generatedSubject": []string{"  The plan   nobody followed ", "I froze in my first meeting"}})
	if r.status != 200 {
		t.Fatalf("save: %d %s", r.status, r.body)
	}
	saved := r.json(t)
	if saved["generatedContent"] != newBody || num(saved["version"]) != 2 || num(saved["revision"]) != 2 {
		t.Fatalf("saved = %v", saved)
	}
	if subj := saved["generatedSubject"].([]any); len(subj) != 2 || subj[0] != "The plan nobody followed" {
		t.Fatalf("subjects = %v", subj)
	}
	if saved["previewText"] != testPreview {
		t.Fatalf("an edit that did not send previewText changed it: %v", saved["previewText"])
	}
	q, ok := saved["quality"].(map[string]any)
	if !ok || len(q["checks"].([]any)) == 0 {
		t.Fatalf("quality not measured again: %v", saved["quality"])
	}
	if got := c.do("GET", path, nil).json(t); got["generatedContent"] != newBody || num(got["version"]) != 2 {
		t.Fatalf("GET after save = %v", got)
	}

	// A second save of the same editing session updates version 2 in place.
	r = c.do("PATCH", path, map[string]any{"version": 2, "revision": 2, "previewText": "A different preview line that is long enough to be kept"})
	if r.status != 200 || num(r.json(t)["version"]) != 2 || num(r.json(t)["revision"]) != 3 {
		t.Fatalf("second save: %d %s", r.status, r.body)
	}
	versions := c.do("GET", path+"/versions", nil).json(t)
	list := versions["versions"].([]any)
	if len(list) != 2 || num(versions["current"]) != 2 {
		t.Fatalf("versions after two saves in one session: %s", mustJSON(versions))
	}
	latest := list[0].(map[string]any)
	if num(latest["number"]) != 2 || latest["kind"] != "edit" || latest["authorId"] != uid || latest["authorName"] != "Test" ||
		latest["previewText"] != "A different preview line that is long enough to be kept" || latest["current"] != true {
		t.Fatalf("latest version = %v", latest)
	}
	if first := list[1].(map[string]any); first["kind"] != "generated" || first["generatedContent"] != writtenBody || first["current"] != false {
		t.Fatalf("first version = %v", first)
	}

	// A copy opened before those saves is refused with the current email.
	for _, stale := range []map[string]any{{"version": 1}, {"version": 2, "revision": 2}} {
		stale["generatedContent"] = "My text from the other tab"
		r = c.do("PATCH", path, stale)
		body := r.json(t)
		if r.status != 409 || body["code"] != "version_conflict" {
			t.Fatalf("stale %v: %d %s", stale, r.status, r.body)
		}
		cur := body["current"].(map[string]any)
		if num(cur["version"]) != 2 || num(cur["revision"]) != 3 || cur["generatedContent"] != newBody {
			t.Fatalf("conflict's current = %v", cur)
		}
	}
	// Overwriting means sending the current version and revision.
	if r = c.do("PATCH", path, map[string]any{"version": 2, "revision": 3, "generatedContent": "Overwritten text."}); r.status != 200 {
		t.Fatalf("overwrite: %d %s", r.status, r.body)
	}

	// Ten minutes later the session is over: the next save is a new version.
	if _, err := env.db.Pool.Exec(context.Background(), `UPDATE email_versions SET created_at = now() - interval '11 minutes' WHERE email_id = $1`, id); err != nil {
		t.Fatal(err)
	}
	r = c.do("PATCH", path, map[string]any{"version": 2, "revision": 4, "generatedContent": "Text of a later session."})
	if r.status != 200 || num(r.json(t)["version"]) != 3 {
		t.Fatalf("save after the session: %d %s", r.status, r.body)
	}
	if n := len(c.do("GET", path+"/versions", nil).json(t)["versions"].([]any)); n != 3 {
		t.Fatalf("versions = %d, want 3", n)
	}
}

func TestEmailEditRefusedUntilWritten(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	c.signUpVerified("editor@example.com", "secret1")
	id := c.do("POST", "/api/emails", validEmailBody()).json(t)["id"].(string) // no worker: stays processing
	edit := map[string]any{"version": 0, "generatedContent": "My own text"}
	r := c.do("PATCH", "/api/emails/"+id, edit)
	if r.status != 409 || r.json(t)["code"] != "not_editable" || !strings.Contains(r.message(t), "still being written") {
		t.Fatalf("processing: %d %s", r.status, r.body)
	}
	if _, err := env.db.FailEmail(context.Background(), id, "writer down", ""); err != nil {
		t.Fatal(err)
	}
	r = c.do("PATCH", "/api/emails/"+id, edit)
	if r.status != 409 || !strings.Contains(r.message(t), "writing it failed") {
		t.Fatalf("failed: %d %s", r.status, r.body)
	}
	if r = c.do("POST", "/api/emails/"+id+"/versions/1/restore", nil); r.status != 409 {
		t.Fatalf("restore on a failed email: %d %s", r.status, r.body)
	}
	if r = c.do("POST", "/api/emails/"+id+"/send-test", nil); r.status != 409 {
		t.Fatalf("send-test of a failed email: %d %s", r.status, r.body)
	}
	if r = c.do("GET", "/api/emails/"+id+"/versions", nil); r.status != 200 || len(r.json(t)["versions"].([]any)) != 0 {
		t.Fatalf("versions of a failed email: %d %s", r.status, r.body)
	}
}

func TestRestoreVersion(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	uid := c.signUpVerified("editor@example.com", "secret1")
	id := env.writtenEmail(uid, writtenBody, testSubjects, testPreview)
	path := "/api/emails/" + id
	if r := c.do("PATCH", path, map[string]any{"version": 1, "generatedContent": "Short edited text.", "previewText": ""}); r.status != 200 {
		t.Fatalf("edit: %d %s", r.status, r.body)
	}
	r := c.do("POST", path+"/versions/1/restore", nil)
	if r.status != 200 {
		t.Fatalf("restore: %d %s", r.status, r.body)
	}
	got := r.json(t)
	if num(got["version"]) != 3 || got["generatedContent"] != writtenBody || got["previewText"] != testPreview ||
		len(got["generatedSubject"].([]any)) != 3 || got["quality"] == nil {
		t.Fatalf("restored = %v", got)
	}
	list := c.do("GET", path+"/versions", nil).json(t)["versions"].([]any)
	top := list[0].(map[string]any)
	if len(list) != 3 || top["kind"] != "restore" || num(top["restoredFrom"]) != 1 || top["generatedContent"] != writtenBody {
		t.Fatalf("versions after restore = %s", mustJSON(list))
	}
	// The restore is a version of its own: the edit after it is a new one, not folded into it.
	if r = c.do("PATCH", path, map[string]any{"version": 3, "generatedContent": "After the restore."}); r.status != 200 || num(r.json(t)["version"]) != 4 {
		t.Fatalf("edit after restore: %d %s", r.status, r.body)
	}
	for _, tc := range []struct {
		path   string
		status int
	}{
		{path + "/versions/4/restore", 409}, {path + "/versions/99/restore", 404},
		{path + "/versions/0/restore", 404}, {path + "/versions/abc/restore", 404},
	} {
		if r := c.do("POST", tc.path, nil); r.status != tc.status {
			t.Errorf("%s: %d %s", tc.path, r.status, r.body)
		}
	}
}

// A finished generation is recorded as version 1 by the worker's own completion.
func TestGenerationIsTheFirstVersion(t *testing.T) {
	env := newTestEnv(t)
	env.startWorker()
	c := env.client()
	c.signUpVerified("gen@example.com", "secret1")
	id := c.do("POST", "/api/emails", validEmailBody()).json(t)["id"].(string)
	var email map[string]any
	eventually(t, "the email to be written", func() bool {
		email = c.do("GET", "/api/emails/"+id, nil).json(t)
		return email["status"] == "generated"
	})
	if num(email["version"]) != 1 || num(email["revision"]) != 1 {
		t.Fatalf("written email version = %v/%v", email["version"], email["revision"])
	}
	list := c.do("GET", "/api/emails/"+id+"/versions", nil).json(t)["versions"].([]any)
	if len(list) != 1 {
		t.Fatalf("versions = %s", mustJSON(list))
	}
	v := list[0].(map[string]any)
	if v["kind"] != "generated" || v["generatedContent"] != email["generatedContent"] ||
		fmt.Sprint(v["generatedSubject"]) != fmt.Sprint(email["generatedSubject"]) {
		t.Fatalf("version 1 = %v, email = %v", v, email)
	}
}

// Every new route answers 404 for someone else's email (and for ids that are no email), 401
// signed out.
func TestEmailEditRoutesAreOwnersOnly(t *testing.T) {
	env := newTestEnv(t)
	owner := env.client()
	ownerID := owner.signUpVerified("owner@example.com", "secret1")
	id := env.writtenEmail(ownerID, writtenBody, testSubjects, testPreview)
	other := env.client()
	other.ip = "10.0.0.2"
	other.signUpVerified("other@example.com", "secret1")
	routes := []struct{ method, path string }{
		{"PATCH", "/api/emails/%s"}, {"GET", "/api/emails/%s/versions"}, {"POST", "/api/emails/%s/versions/1/restore"},
		{"GET", "/api/emails/%s/export?format=html"}, {"GET", "/api/emails/%s/export?format=text"}, {"POST", "/api/emails/%s/send-test"},
	}
	edit := map[string]any{"version": 1, "generatedContent": "Not yours."}
	for _, rt := range routes {
		for _, target := range []string{id, "00000000-0000-0000-0000-000000000000", "not-an-id"} {
			if r := other.do(rt.method, fmt.Sprintf(rt.path, target), edit); r.status != 404 || r.message(t) != "Email not found" {
				t.Errorf("%s %s as another user: %d %s", rt.method, fmt.Sprintf(rt.path, target), r.status, r.body)
			}
		}
		if r := env.client().do(rt.method, fmt.Sprintf(rt.path, id), edit); r.status != 401 {
			t.Errorf("%s signed out: %d", rt.method, r.status)
		}
	}
	if got := owner.do("GET", "/api/emails/"+id, nil).json(t); got["generatedContent"] != writtenBody || num(got["version"]) != 1 {
		t.Fatalf("another user changed the email: %v", got)
	}
	if env.mailCount("other@example.com") != 1 { // the verification mail only
		t.Fatalf("another user was sent a test of this email")
	}
}
