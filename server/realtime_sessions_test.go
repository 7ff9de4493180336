package server

import (
	"testing"
	"time"

	"github.com/fasthttp/websocket"
)

// TestDeleteAccountClosesSockets: every socket the account opened, in every browser, closes with
// 1008 once the account is deleted; other people's sockets stay.
func TestDeleteAccountClosesSockets(t *testing.T) {
	env := newTestEnv(t)
	base := env.listen()
	laptop := env.client()
	email := "closing@example.com"
	laptop.signUpVerified(email, "secret1")
	phone := env.client()
	if r := phone.do("POST", "/api/auth/login", map[string]string{"email": email, "password": "secret1"}); r.status != 200 {
		t.Fatalf("second login: %d", r.status)
	}
	other := env.client()
	other.signUpVerified("staying@example.com", "secret1")

	dial := env.dialer(t, base)
	mine := map[string]*websocket.Conn{"laptop tab 1": dial(laptop.cookie), "laptop tab 2": dial(laptop.cookie), "phone": dial(phone.cookie)}
	theirs := []*websocket.Conn{dial(other.cookie), dial("")}
	env.waitConnections(t, 5)

	if r := laptop.do("DELETE", "/api/user/delete-account", nil); r.status != 200 {
		t.Fatalf("delete: %d %s", r.status, r.body)
	}
	for name, ws := range mine {
		expectPolicyClose(t, name, ws)
	}
	// The others still hear events.
	if err := env.srv.events.ToAll(t.Context(), "marker", nil); err != nil {
		t.Fatal(err)
	}
	for _, ws := range theirs {
		readUntil(t, ws, "marker", nil)
	}
	if st := env.hub.Stats(); st.Connections != 2 {
		t.Fatalf("after delete: %+v", st)
	}
}

// TestLogoutClosesThatBrowsersSockets: a logout closes the sockets opened with that session
// (1008); the same account's other browser keeps its socket and its events.
func TestLogoutClosesThatBrowsersSockets(t *testing.T) {
	env := newTestEnv(t)
	base := env.listen()
	laptop := env.client()
	email := "leaving-laptop@example.com"
	userID := laptop.signUpVerified(email, "secret1")
	phone := env.client()
	if r := phone.do("POST", "/api/auth/login", map[string]string{"email": email, "password": "secret1"}); r.status != 200 {
		t.Fatalf("second login: %d", r.status)
	}
	dial := env.dialer(t, base)
	laptopWS, phoneWS := dial(laptop.cookie), dial(phone.cookie)
	env.waitConnections(t, 2)

	if r := laptop.do("POST", "/api/auth/logout", nil); r.status != 200 {
		t.Fatalf("logout: %d %s", r.status, r.body)
	}
	expectPolicyClose(t, "laptop socket", laptopWS)
	if err := env.srv.events.ToUser(t.Context(), userID, "marker", nil); err != nil {
		t.Fatal(err)
	}
	readUntil(t, phoneWS, "marker", nil)
	if st := env.hub.Stats(); st.Connections != 1 {
		t.Fatalf("after logout: %+v", st)
	}
}

// TestSocketsResyncAfterRedisRestart: when Redis comes back, every open socket is told to
// resync, since events published while the hub was not subscribed never reached it; the
// socket itself stays open.
func TestSocketsResyncAfterRedisRestart(t *testing.T) {
	red, env := newEnvOnPrivateRedis(t)
	base := env.listen()
	c := env.client()
	userID := c.signUpVerified("resync@example.com", "secret1")
	user, _, err := env.dialWS(base, c.cookie, testOrigin)
	if err != nil {
		t.Fatal(err)
	}
	defer user.Close()
	visitor, _, err := env.dialWS(base, "", testOrigin)
	if err != nil {
		t.Fatal(err)
	}
	defer visitor.Close()
	userEvents, visitorEvents := socketEvents(user), socketEvents(visitor)

	red.stop()
	red.start()
	for name, events := range map[string]<-chan wsEvent{"user": userEvents, "visitor": visitorEvents} {
		if !awaitEvent(t, events, "resync", nil, 20*time.Second) {
			t.Fatalf("%s: no resync after Redis came back", name)
		}
	}
	if n := env.hub.Stats().Resyncs; n != 1 {
		t.Fatalf("resyncs = %d, want 1", n)
	}
	// The same socket carries events again.
	deadline := time.Now().Add(10 * time.Second)
	for !awaitEvent(t, userEvents, "usage", nil, 200*time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("no event after the resync")
		}
		env.srv.opts.Notifier.Usage(t.Context(), userID)
	}
}

// dialer opens sockets on base, closed at the end of the test.
func (e *testEnv) dialer(t *testing.T, base string) func(cookie string) *websocket.Conn {
	return func(cookie string) *websocket.Conn {
		t.Helper()
		ws, _, err := e.dialWS(base, cookie, testOrigin)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = ws.Close() })
		return ws
	}
}

// waitConnections waits until the hub holds n sockets.
func (e *testEnv) waitConnections(t *testing.T, n int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for e.hub.Stats().Connections != n {
		if time.Now().After(deadline) {
			t.Fatalf("sockets registered: %+v, want %d", e.hub.Stats(), n)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// expectPolicyClose reads past any events until the server closes ws with 1008.
func expectPolicyClose(t *testing.T, name string, ws *websocket.Conn) {
	t.Helper()
	_ = ws.SetReadDeadline(time.Now().Add(5 * time.Second))
	for {
		_, _, err := ws.ReadMessage()
		if err == nil {
			continue // events sent before the close
		}
		if !websocket.IsCloseError(err, websocket.ClosePolicyViolation) {
			t.Fatalf("%s: %v, want close 1008", name, err)
		}
		return
	}
}
