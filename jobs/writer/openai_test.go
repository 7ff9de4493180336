package writer

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeLLM is an HTTP server speaking the OpenAI chat-completions streaming
// wire format. Each request takes the next scripted reply.
type fakeLLM struct {
	t       *testing.T
	srv     *httptest.Server
	mu      sync.Mutex
	replies []reply
	reqs    []capturedRequest
}

type reply struct {
	status int      // non-200: a JSON error body with this status
	chunks []string // content deltas, streamed one SSE event each
	finish string   // finish_reason of the last chunk ("stop" when empty)
	errMid bool     // send an in-stream error event after the chunks
	cut    bool     // end the response without a finish reason or [DONE]
	abort  bool     // drop the connection mid-answer
}

type capturedRequest struct {
	method, path, auth, contentType string
	body                            map[string]any
}

func newFakeLLM(t *testing.T, replies ...reply) *fakeLLM {
	f := &fakeLLM{t: t, replies: replies}
	f.srv = httptest.NewServer(http.HandlerFunc(f.serve))
	t.Cleanup(f.srv.Close)
	return f
}

func (f *fakeLLM) serve(w http.ResponseWriter, r *http.Request) {
	raw, _ := io.ReadAll(r.Body)
	var body map[string]any
	_ = json.Unmarshal(raw, &body)
	f.mu.Lock()
	f.reqs = append(f.reqs, capturedRequest{r.Method, r.URL.Path, r.Header.Get("Authorization"), r.Header.Get("Content-Type"), body})
	if len(f.replies) == 0 {
		f.mu.Unlock()
		http.Error(w, `{"error":{"message":"no more replies"}}`, http.StatusTeapot)
		return
	}
	rep := f.replies[0]
	f.replies = f.replies[1:]
	f.mu.Unlock()

	if rep.status != 0 && rep.status != http.StatusOK {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(rep.status)
		fmt.Fprintf(w, `{"error":{"message":"scripted failure %d","type":"server_error","code":null}}`, rep.status)
		return
	}
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	fl := w.(http.Flusher)
	send := func(v any) {
		b, _ := json.Marshal(v)
		fmt.Fprintf(w, "data: %s\n\n", b)
		fl.Flush()
	}
	chunk := func(delta map[string]any, finish any) map[string]any {
		return map[string]any{
			"id": "chatcmpl-test", "object": "chat.completion.chunk", "created": 1700000000, "model": body["model"],
			"choices": []any{map[string]any{"index": 0, "delta": delta, "finish_reason": finish, "logprobs": nil}},
		}
	}
	send(chunk(map[string]any{"role": "assistant", "content": ""}, nil))
	for _, c := range rep.chunks {
		send(chunk(map[string]any{"content": c}, nil))
	}
	if rep.errMid {
		fmt.Fprint(w, "data: {\"error\":{\"message\":\"overloaded\",\"type\":\"server_error\"}}\n\n")
		fl.Flush()
		return
	}
	if rep.cut {
		return
	}
	if rep.abort {
		panic(http.ErrAbortHandler)
	}
	finish := rep.finish
	if finish == "" {
		finish = "stop"
	}
	send(chunk(map[string]any{}, finish))
	if opts, _ := body["stream_options"].(map[string]any); opts["include_usage"] == true {
		// As OpenAI does: a last chunk with no choices carries the usage.
		send(map[string]any{"id": "chatcmpl-test", "object": "chat.completion.chunk", "created": 1700000000,
			"model": body["model"], "choices": []any{},
			"usage": map[string]any{"prompt_tokens": 1000, "completion_tokens": 500, "total_tokens": 1500}})
	}
	fmt.Fprint(w, "data: [DONE]\n\n")
	fl.Flush()
}

func (f *fakeLLM) requests() []capturedRequest {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]capturedRequest(nil), f.reqs...)
}

func (f *fakeLLM) writer(t *testing.T) Writer {
	t.Helper()
	w, err := New(Options{BaseURL: f.srv.URL + "/v1", APIKey: "test-key", Model: "test-model", HTTPClient: f.srv.Client()})
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// split cuts s into pieces of n bytes on rune boundaries, as a model's
// tokens would arrive.
func split(s string, n int) []string {
	var out []string
	r := []rune(s)
	for i := 0; i < len(r); i += n {
		out = append(out, string(r[i:min(i+n, len(r))]))
	}
	return out
}

func llmInput() Input {
	in := bakeryInput()
	in.SubjectCount = 3
	in.UTMURL = BuildUTMURL(in.CtaURL, in.CampaignName, in.Title, in.StoryType, in.DesiredEmotion)
	return in
}

// goodBody is an email a careful writer would send for llmInput: in the
// medium band, every fact from the brief, the tracked link twice.
func goodBody(link string) string {
	return `Hey there,

One night a regular customer left a note on my bakery counter. It wasn't an order. It was a thank-you for being open every single morning.

I almost didn't read it. Two years ago I was ready to shut down the bakery. Sales were flat. I was working 80-hour weeks and hadn't taken a day off in months. Every week I planned some big launch that was going to fix everything, and every week I ended up more tired than the week before.

That note stopped me. The customer hadn't come back for a launch. They came back because the door was open and the bread was there, morning after morning.

So I changed one thing. I stopped chasing big launches and focused on showing up. Same hours, same bread, same small improvements, every single day. None of it was exciting. All of it added up, and it sounds too simple to matter until you try it.

Here is what I learned, and it is the thing I wish someone had told me sooner: consistency beats motivation. Motivation comes and goes with your mood. Consistency keeps going when the mood is gone, and customers feel the difference long before your numbers do.

If you run a small business and you feel stuck, you probably don't need another burst of energy. You need a rhythm you can keep, even on the days nobody notices.

That is why I put together The Consistency Playbook. It is a 30-day guide to building habits that keep your business growing, so you can grow steadily without burning out. Over 1,200 owners have used it to get back on track.

The regular price is $97. Right now it is $47.

If you're ready to stop starting over, get The Consistency Playbook here: ` + link + `

Talk soon,

P.S. You don't need a big launch this month. You need the next 30 days, one morning at a time. The playbook is $47 instead of $97: ` + link
}

var goodSubjects = []string{"The note on my bakery counter", "Why I stopped chasing big launches", "What 80-hour weeks taught me"}

func answerOf(subjects []string, body string) string {
	return "<subjects>\n" + strings.Join(subjects, "\n") + "\n</subjects>\n<email>\n" + body + "\n</email>"
}

func goodAnswer(link string) (answer, body string) {
	body = goodBody(link)
	return answerOf(goodSubjects, body), body
}

func TestOpenAIStreamsAndParses(t *testing.T) {
	in := llmInput()
	answer, body := goodAnswer(in.UTMURL)
	f := newFakeLLM(t, reply{chunks: split(answer, 7)})
	var deltas []string
	res, err := f.writer(t).Write(context.Background(), in, func(s string) { deltas = append(deltas, s) })
	if err != nil {
		t.Fatalf("Write: %v", err)
	}
	if strings.Join(res.Subjects, "|") != strings.Join(goodSubjects, "|") {
		t.Fatalf("subjects = %q", res.Subjects)
	}
	if res.Content != body {
		t.Fatalf("content = %q\nwant %q", res.Content, body)
	}
	if res.Raw != answer {
		t.Fatalf("raw answer not kept: %q", res.Raw)
	}
	if len(deltas) < 5 {
		t.Fatalf("body was not streamed: %d deltas", len(deltas))
	}
	if got := strings.Join(deltas, ""); got != body {
		t.Fatalf("streamed body = %q\nwant %q", got, body)
	}
	for _, d := range deltas {
		if strings.Contains(d, "<") || strings.Contains(d, "subjects") {
			t.Fatalf("scaffolding leaked into a delta: %q", d)
		}
	}

	reqs := f.requests()
	if len(reqs) != 1 {
		t.Fatalf("%d requests, want 1", len(reqs))
	}
	r := reqs[0]
	if r.method != http.MethodPost || r.path != "/v1/chat/completions" {
		t.Fatalf("request %s %s", r.method, r.path)
	}
	if r.auth != "Bearer test-key" {
		t.Fatalf("Authorization = %q", r.auth)
	}
	if !strings.HasPrefix(r.contentType, "application/json") {
		t.Fatalf("Content-Type = %q", r.contentType)
	}
	if r.body["model"] != "test-model" || r.body["stream"] != true {
		t.Fatalf("model/stream = %v/%v", r.body["model"], r.body["stream"])
	}
	msgs, _ := r.body["messages"].([]any)
	if len(msgs) != 2 {
		t.Fatalf("messages = %v", r.body["messages"])
	}
	sys, user := msgs[0].(map[string]any), msgs[1].(map[string]any)
	if sys["role"] != "system" || user["role"] != "user" {
		t.Fatalf("roles = %v, %v", sys["role"], user["role"])
	}
	prompt, _ := user["content"].(string)
	for _, want := range []string{in.UTMURL, "Exactly 3 subject lines", "between 300 and 400 words", "stop short rather than add events", "Two years ago I was ready to shut down my bakery", "Consistency beats motivation", "The Consistency Playbook", "$47", "<field name=\"tone of voice\">\ncasual", "<field name=\"emotion the reader should feel\">\nhope"} {
		if !strings.Contains(prompt, want) {
			t.Errorf("user prompt lacks %q:\n%s", want, prompt)
		}
	}
}

func TestOpenAIMalformedThenGood(t *testing.T) {
	in := llmInput()
	good, body := goodAnswer(in.UTMURL)
	bad := "<subjects>\nOnly one\n</subjects>\n<email>\nA body.\n</email>"
	f := newFakeLLM(t, reply{chunks: split(bad, 5)}, reply{chunks: split(good, 9)})
	var streamed strings.Builder
	res, err := f.writer(t).Write(context.Background(), in, func(s string) { streamed.WriteString(s) })
	if err != nil {
		t.Fatalf("Write: %v", err)
	}
	if res.Content != body || len(res.Subjects) != 3 {
		t.Fatalf("result = %+v", res)
	}
	// The first answer was held back (too few subjects), so the preview is
	// exactly the good body.
	if streamed.String() != body {
		t.Fatalf("preview = %q", streamed.String())
	}
	if !strings.Contains(res.Raw, bad) || !strings.Contains(res.Raw, good) {
		t.Fatalf("raw should keep both answers: %q", res.Raw)
	}
	reqs := f.requests()
	if len(reqs) != 2 {
		t.Fatalf("%d requests, want 2", len(reqs))
	}
	msgs := reqs[1].body["messages"].([]any)
	if len(msgs) != 4 {
		t.Fatalf("retry should carry the bad answer and a correction, got %d messages", len(msgs))
	}
	if m := msgs[2].(map[string]any); m["role"] != "assistant" || !strings.Contains(fmt.Sprint(m["content"]), "Only one") {
		t.Fatalf("retry assistant message = %v", m)
	}
	if m := msgs[3].(map[string]any); m["role"] != "user" || !strings.Contains(fmt.Sprint(m["content"]), "exactly 3 subject lines") {
		t.Fatalf("retry correction = %v", m)
	}
}

func TestOpenAIMalformedTwice(t *testing.T) {
	in := llmInput()
	f := newFakeLLM(t,
		reply{chunks: []string{"Sure! Here is your email: Hello."}},
		reply{chunks: []string{"<subjects>\nA\nB\nC\n</subjects>\n<email>\n", "  \n</email>"}},
	)
	res, err := f.writer(t).Write(context.Background(), in, nil)
	if !errors.Is(err, ErrMalformed) || errors.Is(err, ErrTransient) {
		t.Fatalf("err = %v, want ErrMalformed", err)
	}
	if len(f.requests()) != 2 {
		t.Fatalf("%d requests, want 2 (one retry)", len(f.requests()))
	}
	if !strings.Contains(res.Raw, "Sure! Here is your email") {
		t.Fatalf("raw answers not kept on failure: %q", res.Raw)
	}
}

func TestOpenAITruncatedAnswerIsRetried(t *testing.T) {
	in := llmInput()
	good, body := goodAnswer(in.UTMURL)
	f := newFakeLLM(t,
		reply{chunks: []string{"<subjects>\nA\nB\nC\n</subjects>\n<email>\nHey there,\n\nTwo years ago"}, finish: "length"},
		reply{chunks: split(good, 11)},
	)
	res, err := f.writer(t).Write(context.Background(), in, nil)
	if err != nil || res.Content != body {
		t.Fatalf("res = %+v, err = %v", res, err)
	}
	if len(f.requests()) != 2 {
		t.Fatalf("%d requests", len(f.requests()))
	}
}

func TestOpenAIErrors(t *testing.T) {
	tests := []struct {
		name      string
		reply     reply
		transient bool
	}{
		{"500", reply{status: 500}, true},
		{"502", reply{status: 502}, true},
		{"503", reply{status: 503}, true},
		{"429", reply{status: 429}, true},
		{"408", reply{status: 408}, true},
		{"error event mid-stream", reply{chunks: []string{"<subjects>\nA\n"}, errMid: true}, true},
		{"401", reply{status: 401}, false},
		{"400", reply{status: 400}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := newFakeLLM(t, tt.reply)
			_, err := f.writer(t).Write(context.Background(), llmInput(), nil)
			if err == nil {
				t.Fatal("want an error")
			}
			if errors.Is(err, ErrTransient) != tt.transient {
				t.Fatalf("err = %v, transient = %v, want %v", err, errors.Is(err, ErrTransient), tt.transient)
			}
			if errors.Is(err, ErrMalformed) {
				t.Fatalf("provider failure reported as malformed: %v", err)
			}
			if n := len(f.requests()); n != 1 {
				t.Fatalf("%d requests: the queue, not the writer, retries", n)
			}
		})
	}
}

func TestOpenAINetworkErrors(t *testing.T) {
	// Nothing listens on the address any more.
	srv := httptest.NewServer(http.NotFoundHandler())
	url := srv.URL
	srv.Close()
	w, err := New(Options{BaseURL: url + "/v1", APIKey: "k"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write(context.Background(), llmInput(), nil); !errors.Is(err, ErrTransient) {
		t.Fatalf("connection refused: err = %v, want ErrTransient", err)
	}

	// The answer stops mid-email, cleanly or with the connection dropped.
	for _, rep := range []reply{{cut: true}, {abort: true}} {
		rep.chunks = []string{"<subjects>\nA\nB\nC\n</subjects>\n<email>\nHel"}
		f := newFakeLLM(t, rep)
		if _, err := f.writer(t).Write(context.Background(), llmInput(), nil); !errors.Is(err, ErrTransient) {
			t.Fatalf("stream cut (abort=%v): err = %v, want ErrTransient", rep.abort, err)
		}
	}

	// A server that hangs past the job's deadline.
	hang := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body) // lets the server notice the client leaving
		select {
		case <-r.Context().Done():
		case <-time.After(5 * time.Second):
		}
	}))
	t.Cleanup(hang.Close)
	w, _ = New(Options{BaseURL: hang.URL, APIKey: "k"})
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	if _, err := w.Write(ctx, llmInput(), nil); !errors.Is(err, ErrTransient) {
		t.Fatalf("timeout: err = %v, want ErrTransient", err)
	}
}

func TestOpenAIInsertsMissingLink(t *testing.T) {
	in := llmInput()
	answer := "<subjects>\nA\nB\nC\n</subjects>\n<email>\nHi,\n\nStory.\n\nBuy it here: " + in.CtaURL + "\n\nBest,\n\nP.S. Soon.\n</email>"
	f := newFakeLLM(t, reply{chunks: split(answer, 13)})
	res, err := f.writer(t).Write(context.Background(), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Content, "Buy it here: "+in.UTMURL+"\n") {
		t.Fatalf("bare CTA URL not upgraded:\n%s", res.Content)
	}

	answer = "<subjects>\nA\nB\nC\n</subjects>\n<email>\nHi,\n\nStory.\n\nBest,\n\nP.S. Soon.\n</email>"
	f = newFakeLLM(t, reply{chunks: split(answer, 13)})
	res, err = f.writer(t).Write(context.Background(), in, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Content, "Here's the link: "+in.UTMURL+"\n\nP.S. Soon.") {
		t.Fatalf("link not inserted before the P.S.:\n%s", res.Content)
	}
}

func TestOpenAIWithoutKeyAndAdvancedPrompt(t *testing.T) {
	in := llmInput()
	in.Story = advC01
	in.Lesson = aiLesson
	in.UTMURL = "" // computed by the writer
	link := BuildUTMURL(in.CtaURL, in.CampaignName, in.Title, in.StoryType, in.DesiredEmotion)
	answer, _ := goodAnswer(link)
	f := newFakeLLM(t, reply{chunks: split(answer, 20)})
	w, err := New(Options{BaseURL: f.srv.URL, HTTPClient: f.srv.Client()})
	if err != nil {
		t.Fatal(err)
	}
	if w.Name() != "openai:"+DefaultModel {
		t.Fatalf("name %q", w.Name())
	}
	if _, err := w.Write(context.Background(), in, nil); err != nil {
		t.Fatal(err)
	}
	r := f.requests()[0]
	if r.path != "/chat/completions" || r.body["model"] != DefaultModel {
		t.Fatalf("path %q model %v", r.path, r.body["model"])
	}
	prompt := r.body["messages"].([]any)[1].(map[string]any)["content"].(string)
	for _, want := range []string{"<field name=\"story: client name\">\nMaria", "<field name=\"story: initial problem\">\nher online store", "<field name=\"story: results achieved\">\nrepeat purchases doubled", "Find the single lesson this story itself supports", link} {
		if !strings.Contains(prompt, want) {
			t.Errorf("prompt lacks %q:\n%s", want, prompt)
		}
	}
	for _, bad := range []string{`"fields"`, "{", aiLesson} {
		if strings.Contains(prompt, bad) {
			t.Errorf("prompt contains %q:\n%s", bad, prompt)
		}
	}
}

func TestBuildPromptBands(t *testing.T) {
	for length, want := range map[string]string{"short": "between 250 and 300 words", "medium": "between 300 and 400 words", "long": "between 400 and 450 words", "no-preference": "between 300 and 400 words"} {
		in := llmInput()
		in.EmailLength = length
		in.SubjectCount = 5
		in.EmailSubject = "Mine first"
		sys, user := BuildPrompt(in)
		if !strings.Contains(sys, "<subjects>") || !strings.Contains(sys, "<email>") {
			t.Fatalf("system prompt lacks the format")
		}
		for _, w := range []string{want, "Exactly 5 subject lines", "The first subject line is exactly the marketer's own, unchanged: Mine first"} {
			if !strings.Contains(user, w) {
				t.Errorf("%s: prompt lacks %q", length, w)
			}
		}
	}
}
