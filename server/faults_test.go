package server

import (
	"context"
	"io"
	"net"
	"net/url"
	"sync"
	"testing"
	"time"

	"storymail/storage"
)

// tcpProxy forwards connections to a real server and can cut them all, standing in for a
// PostgreSQL that goes away and comes back.
type tcpProxy struct {
	ln     net.Listener
	target string
	mu     sync.Mutex
	down   bool
	conns  []net.Conn
}

func startProxy(t *testing.T, target string) *tcpProxy {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &tcpProxy{ln: ln, target: target}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			p.mu.Lock()
			if p.down {
				p.mu.Unlock()
				c.Close()
				continue
			}
			up, err := net.Dial("tcp", target)
			if err != nil {
				p.mu.Unlock()
				c.Close()
				continue
			}
			p.conns = append(p.conns, c, up)
			p.mu.Unlock()
			go func() { _, _ = io.Copy(up, c); up.Close() }()
			go func() { _, _ = io.Copy(c, up); c.Close() }()
		}
	}()
	t.Cleanup(func() { ln.Close(); p.setDown(true) })
	return p
}

func (p *tcpProxy) setDown(down bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.down = down
	if down {
		for _, c := range p.conns {
			c.Close()
		}
		p.conns = nil
	}
}

func TestPostgresOutage(t *testing.T) {
	env := newTestEnv(t)
	c := env.client()
	c.signUpVerified("outage@example.com", "secret1")

	// Re-open the same database through a proxy we can cut.
	u, _ := url.Parse(env.dsn)
	proxy := startProxy(t, u.Host)
	u.Host = proxy.ln.Addr().String()
	db, err := storage.Open(context.Background(), u.String())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	env.srv.opts.DB = db

	if r := c.do("GET", "/readyz", nil); r.status != 200 {
		t.Fatalf("readyz before outage: %d %s", r.status, r.body)
	}
	proxy.setDown(true)
	start := time.Now()
	r := c.do("GET", "/readyz", nil)
	if r.status != 503 {
		t.Fatalf("readyz during outage: %d %s", r.status, r.body)
	}
	if time.Since(start) > 5*time.Second {
		t.Fatal("readyz hung")
	}
	if r := c.do("GET", "/healthz", nil); r.status != 200 {
		t.Fatalf("healthz must only say the process is up: %d", r.status)
	}
	r = c.do("POST", "/api/emails", validEmailBody())
	if r.status != 503 || r.message(t) != "The service is temporarily unavailable. Please try again in a moment." {
		t.Fatalf("create during outage: %d %s", r.status, r.body)
	}
	proxy.setDown(false)
	deadline := time.Now().Add(10 * time.Second)
	for {
		r = c.do("POST", "/api/emails", validEmailBody())
		if r.status == 201 || time.Now().After(deadline) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if r.status != 201 {
		t.Fatalf("after recovery: %d %s", r.status, r.body)
	}
	// Nothing half-written: exactly the one email and one credit.
	var emails, used int
	_ = env.db.Pool.QueryRow(context.Background(), `SELECT (SELECT count(*) FROM emails), (SELECT credits_used FROM users WHERE email = 'outage@example.com')`).Scan(&emails, &used)
	if emails != 1 || used != 1 {
		t.Fatalf("emails %d, credits used %d", emails, used)
	}
}
