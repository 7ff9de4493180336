package server

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/fasthttp/websocket"

	"storymail/jobs"
	"storymail/jobs/writer"
	"storymail/server/auth"
)

func (e *testEnv) dialWS(base, cookie, origin string) (*websocket.Conn, *http.Response, error) {
	h := http.Header{}
	if origin != "" {
		h.Set("Origin", origin)
	}
	if cookie != "" {
		h.Set("Cookie", auth.CookieName+"="+cookie)
	}
	return websocket.DefaultDialer.Dial("ws"+strings.TrimPrefix(base, "http")+"/ws", h)
}

type wsEvent struct {
	Type string          `json:"type"`
	Data json.RawMessage `json:"data"`
}

func readUntil(t *testing.T, ws *websocket.Conn, typ string, match func(json.RawMessage) bool) json.RawMessage {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		_ = ws.SetReadDeadline(deadline)
		_, raw, err := ws.ReadMessage()
		if err != nil {
			t.Fatalf("waiting for %s: %v", typ, err)
		}
		var ev wsEvent
		if json.Unmarshal(raw, &ev) == nil && ev.Type == typ && (match == nil || match(ev.Data)) {
			return ev.Data
		}
	}
}

func TestSocketFollowsGenerationAndStats(t *testing.T) {
	env := newTestEnv(t)
	base := env.listen()
	// A worker writes the emails, as in `serve`.
	w, err := jobs.NewWorker(jobs.Options{DB: env.db, Queue: env.srv.opts.Queue, Writer: writer.NewOffline(),
		Notifier: env.srv.opts.Notifier, Logger: env.srv.opts.Logger, Concurrency: 2})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { _ = w.Run(ctx); close(done) }()
	t.Cleanup(func() { cancel(); <-done })

	// Foreign pages cannot open a socket.
	if _, res, err := env.dialWS(base, "", "https://evil.example"); err == nil || res == nil || res.StatusCode != 403 {
		t.Fatalf("foreign origin accepted: %v", err)
	}
	visitor, _, err := env.dialWS(base, "", testOrigin)
	if err != nil {
		t.Fatal(err)
	}
	defer visitor.Close()

	c := env.client()
	c.signUpVerified("live@example.com", "secret1")
	ws, _, err := env.dialWS(base, c.cookie, testOrigin)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	// Let the hub register both sockets before events flow.
	time.Sleep(100 * time.Millisecond)

	r := c.do("POST", "/api/emails", validEmailBody())
	if r.status != 201 {
		t.Fatalf("create: %d %s", r.status, r.body)
	}
	id := r.json(t)["id"].(string)
	readUntil(t, ws, "usage", nil)
	readUntil(t, ws, "email.delta", func(d json.RawMessage) bool { return strings.Contains(string(d), id) })
	readUntil(t, ws, "email.status", func(d json.RawMessage) bool {
		return strings.Contains(string(d), id) && strings.Contains(string(d), `"generated"`)
	})
	// The visitor's landing page hears about the new email, but never the owner's events.
	stats := readUntil(t, visitor, "stats.public", func(d json.RawMessage) bool { return strings.Contains(string(d), `"totalEmails":1`) })
	var s map[string]int
	_ = json.Unmarshal(stats, &s)
	if s["totalUsers"] != 1 {
		t.Fatalf("stats: %s", stats)
	}
}
