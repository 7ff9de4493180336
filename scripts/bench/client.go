package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/valyala/fasthttp"

	"storymail/storage"
)

// bench holds the connections every benchmark shares.
type bench struct {
	cfg    config
	base   *url.URL
	origin string // scheme://host:port of APP_URL
	addr   string // 127.0.0.1:port, dialled directly
	db     *storage.DB
	rdb    *redis.Client
	http   *fasthttp.HostClient // set-up calls and pollers

	runID     string // makes this run's account addresses unique
	apiUser   *user
	slowUser  *user
	pipeUsers []*user
}

// user is a signed-in account of the bench.
type user struct {
	id, email, cookie string
}

func newBench(ctx context.Context, cfg config, base *url.URL, db *storage.DB) (*bench, error) {
	port := base.Port()
	if port == "" {
		port = "80"
	}
	opts, err := redis.ParseURL(cfg.redisURL)
	if err != nil {
		return nil, fmt.Errorf("-redis-url: %w", err)
	}
	rdb := redis.NewClient(opts)
	if err := rdb.Ping(ctx).Err(); err != nil {
		return nil, fmt.Errorf("redis: %w", err)
	}
	b := &bench{cfg: cfg, base: base, runID: fmt.Sprintf("%x", time.Now().UnixNano()&0xffffffff), origin: base.Scheme + "://" + base.Host, db: db, rdb: rdb,
		addr: net.JoinHostPort("127.0.0.1", port)}
	b.http = b.hostClient(512)
	return b, nil
}

func (b *bench) close() {
	_ = b.rdb.Close()
	b.http.CloseIdleConnections()
}

// hostClient returns a client holding at most conns keep-alive connections to the server.
// It dials 127.0.0.1 whatever APP_URL's host name says (the server listens on IPv4).
func (b *bench) hostClient(conns int) *fasthttp.HostClient {
	return &fasthttp.HostClient{
		Addr:                b.addr,
		MaxConns:            conns,
		MaxConnWaitTimeout:  30 * time.Second,
		ReadTimeout:         30 * time.Second,
		WriteTimeout:        30 * time.Second,
		MaxIdleConnDuration: time.Minute,
		ReadBufferSize:      16 << 10,
	}
}

// prepare fills a request the way the UI sends it: the app's Host and Origin, JSON and the
// session cookie.
func (b *bench) prepare(req *fasthttp.Request, method, path, cookie string, body []byte) {
	req.Reset()
	req.Header.SetMethod(method)
	req.SetRequestURI(b.origin + path)
	req.Header.SetHost(b.base.Host)
	req.Header.Set("Origin", b.origin)
	if body != nil {
		req.Header.SetContentType("application/json")
		req.SetBody(body)
	}
	if cookie != "" {
		req.Header.SetCookie("sm_session", cookie)
	}
}

type answer struct {
	status int
	body   []byte
	cookie string // sm_session set by the answer, if any
}

// call is one request outside the measured loops.
func (b *bench) call(method, path, cookie string, body any) (answer, error) {
	var raw []byte
	if body != nil {
		var err error
		if raw, err = json.Marshal(body); err != nil {
			return answer{}, err
		}
	}
	req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
	defer fasthttp.ReleaseRequest(req)
	defer fasthttp.ReleaseResponse(resp)
	b.prepare(req, method, path, cookie, raw)
	if err := b.http.Do(req, resp); err != nil {
		return answer{}, fmt.Errorf("%s %s: %w", method, path, err)
	}
	a := answer{status: resp.StatusCode(), body: append([]byte(nil), resp.Body()...)}
	var ck fasthttp.Cookie
	ck.SetKey("sm_session")
	if resp.Header.Cookie(&ck) {
		a.cookie = string(ck.Value())
	}
	return a, nil
}

// setupUsers signs up, verifies (through the mail outbox) and signs in every bench account
// through the public API, then grants bench credits through the storage package.
func (b *bench) setupUsers(ctx context.Context) error {
	emails := []string{"bench-api-" + b.runID + "@example.com"}
	for i := 0; i < b.cfg.pipeUsers; i++ {
		emails = append(emails, fmt.Sprintf("bench-pipe-%d-%s@example.com", i, b.runID))
	}
	users := make([]*user, len(emails))
	// Password hashing dominates (19 MiB of argon2id memory each): three at a time.
	sem := make(chan struct{}, 3)
	var wg sync.WaitGroup
	errc := make(chan error, len(emails))
	for i, e := range emails {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			u, err := b.signUp(ctx, e, "bench-pass-123")
			if err != nil {
				errc <- err
				return
			}
			users[i] = u
		}()
	}
	wg.Wait()
	close(errc)
	if err := <-errc; err != nil {
		return err
	}
	b.apiUser, b.pipeUsers = users[0], users[1:]
	// Credits: the API user needs 300 emails, pipeline users thousands. Trial accounts hold 10.
	for _, u := range users {
		if _, err := b.db.AddBonusCredits(ctx, u.id, 1_000_000); err != nil {
			return fmt.Errorf("grant bench credits: %w", err)
		}
	}
	return nil
}

func (b *bench) signUp(ctx context.Context, email, password string) (*user, error) {
	a, err := b.call("POST", "/api/auth/signup", "", map[string]string{"email": email, "password": password, "firstName": "Bench"})
	if err != nil {
		return nil, err
	}
	if a.status != 201 {
		return nil, fmt.Errorf("signup %s: %d %s", email, a.status, a.body)
	}
	var created struct {
		User struct {
			ID string `json:"id"`
		} `json:"user"`
	}
	if err := json.Unmarshal(a.body, &created); err != nil || created.User.ID == "" {
		return nil, fmt.Errorf("signup %s: no user id in %s", email, a.body)
	}
	link, err := b.verificationLink(ctx, email)
	if err != nil {
		return nil, err
	}
	lu, err := url.Parse(link)
	if err != nil {
		return nil, fmt.Errorf("verification link %q: %w", link, err)
	}
	a, err = b.call("GET", lu.RequestURI(), "", nil)
	if err != nil {
		return nil, err
	}
	if a.status != 303 {
		return nil, fmt.Errorf("verify %s: %d", email, a.status)
	}
	a, err = b.call("POST", "/api/auth/login", "", map[string]string{"email": email, "password": password})
	if err != nil {
		return nil, err
	}
	if a.status != 200 || a.cookie == "" {
		return nil, fmt.Errorf("login %s: %d %s", email, a.status, a.body)
	}
	return &user{id: created.User.ID, email: email, cookie: a.cookie}, nil
}

var linkRE = regexp.MustCompile(`https?://[^\s"<>]+/api/auth/verify-email\?token=[A-Za-z0-9_\-%=]+`)

// verificationLink reads the link from the .eml the server wrote for email.
func (b *bench) verificationLink(ctx context.Context, email string) (string, error) {
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) && ctx.Err() == nil {
		files, _ := filepath.Glob(filepath.Join(b.cfg.outbox, "*"+email+".eml"))
		for _, f := range files {
			raw, err := os.ReadFile(f)
			if err != nil {
				continue
			}
			if m := linkRE.FindString(string(raw)); m != "" {
				return m, nil
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	return "", errors.New("no verification mail for " + email + " in " + b.cfg.outbox)
}

// emailBody is a valid POST /api/emails body.
var emailBody = mustJSON(map[string]string{
	"title": "Spring launch", "contentFocus": "Our spring coaching launch for new managers",
	"story":  "Two years ago I froze in my first team meeting and nobody followed the plan I had spent a week writing.",
	"lesson": "People follow clarity, not authority.", "storyType": "direct",
	"targetAudience": "first-time managers in tech", "desiredEmotion": "hope", "callToAction": "book",
	"ctaUrl": "https://example.com/book?ref=news", "campaignName": "spring-2026", "tonePreference": "personal",
	"emailLength": "short", "productName": "Lead Well", "price": "$499", "salePrice": "$299",
})

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// createEmails submits n emails for u and waits until all are generated.
func (b *bench) createEmails(ctx context.Context, u *user, n int) error {
	for i := 0; i < n; i++ {
		a, err := b.call("POST", "/api/emails", u.cookie, json.RawMessage(emailBody))
		if err != nil {
			return err
		}
		if a.status != 201 {
			return fmt.Errorf("create email: %d %s", a.status, a.body)
		}
	}
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		list, err := b.db.ListEmails(ctx, u.id, 0)
		if err != nil {
			return err
		}
		done := 0
		for _, e := range list {
			if e.Status == storage.EmailGenerated {
				done++
			}
		}
		if done >= n {
			return nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return errors.New("the API user's emails were not generated within 30 s")
}

// wsURL is the socket endpoint; the dialer connects to 127.0.0.1 whatever its host says.
func (b *bench) wsURL() string {
	return "ws://" + b.base.Host + "/ws"
}
