// Package server is StoryMail's HTTP face: the Fiber app, its middleware and the JSON API
// handlers grouped by area, the WebSocket endpoint and the embedded UI.
package server

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/netip"
	"net/url"
	"strings"
	"time"

	"github.com/go-redis/redis_rate/v10"
	gojson "github.com/goccy/go-json"
	"github.com/gofiber/fiber/v2"
	"github.com/redis/go-redis/v9"
	"github.com/valyala/fasthttp"

	"storymail/jobs"
	"storymail/jobs/writer"
	"storymail/realtime"
	"storymail/server/auth"
	"storymail/server/billing"
	"storymail/server/mail"
	"storymail/storage"
)

// Options wire the server to its collaborators. Every field but UI is required.
type Options struct {
	Env                 string // development, test or production
	AppURL              string
	SuperAdminID        string
	SupportEmail        string
	RateLimitMultiplier float64
	// TrustedProxies are the addresses or CIDR ranges of the load balancers in front of the
	// server, whose X-Forwarded-For names the client. Empty: clients connect directly.
	TrustedProxies []string
	// MaxConnsPerIP caps the TCP connections one client address (an IPv6 /64) holds open;
	// trusted proxies are exempt. MaxSocketsPerIP caps the WebSockets of one client, read
	// through the proxies. Zero: no cap.
	MaxConnsPerIP   int
	MaxSocketsPerIP int
	// ReadHeaderTimeout bounds the wait for a request's head (zero: 10 s): a client that opens
	// connections and sends nothing, or a byte at a time, holds each only this long.
	ReadHeaderTimeout time.Duration

	DB          *storage.DB
	Redis       *redis.Client
	RedisPrefix string
	Sessions    *auth.Sessions
	Mailer      mail.Sender
	Queue       *jobs.Queue
	Notifier    *jobs.Notifier
	Webhooks    *jobs.WebhookSender
	Hub         *realtime.Hub   // nil: /ws answers 503 (e.g. tests without sockets)
	Billing     *billing.Client // nil or without a secret key: local test mode
	Logger      *slog.Logger
	UI          fs.FS // the built UI (index.html at its root); nil serves a notice instead
	// OfflineWriter is set when no model is configured: stories in a language the offline
	// writer cannot write are refused before a credit is taken.
	OfflineWriter bool
	// Writer rewrites parts of written emails; nil rewrites offline.
	Writer writer.Writer
}

// Server is the configured Fiber application.
type Server struct {
	opts      Options
	app       *fiber.App
	limiter   *redis_rate.Limiter
	appOrigin string
	origins   map[string]bool
	secure    bool
	bg        *background
	proxies   []netip.Prefix
	events    *realtime.Publisher
	sockets   *perClient
	csp       string
}

// IsDevelopment reports APP_ENV=development, which enables the test pages and endpoints.
func (s *Server) IsDevelopment() bool { return s.opts.Env == "development" }

// New builds the app and registers every route.
func New(opts Options) (*Server, error) {
	if opts.DB == nil || opts.Redis == nil || opts.Sessions == nil || opts.Mailer == nil || opts.Queue == nil || opts.Notifier == nil {
		return nil, fmt.Errorf("server: DB, Redis, Sessions, Mailer, Queue and Notifier are required")
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	if opts.RateLimitMultiplier <= 0 {
		opts.RateLimitMultiplier = 1
	}
	u, err := url.Parse(opts.AppURL)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return nil, fmt.Errorf("APP_URL must be an absolute URL, got %q", opts.AppURL)
	}
	proxies, err := parseProxies(opts.TrustedProxies)
	if err != nil {
		return nil, err
	}
	s := &Server{
		opts:      opts,
		limiter:   redis_rate.NewLimiter(opts.Redis),
		appOrigin: u.Scheme + "://" + u.Host,
		secure:    opts.Env != "development" && opts.Env != "test",
		bg:        newBackground(opts.Logger),
		proxies:   proxies,
		events:    realtime.NewPublisher(opts.Redis, opts.RedisPrefix),
		sockets:   newPerClient(opts.MaxSocketsPerIP),
	}
	if opts.ReadHeaderTimeout <= 0 {
		opts.ReadHeaderTimeout = defaultReadHeaderTimeout
		s.opts.ReadHeaderTimeout = opts.ReadHeaderTimeout
	}
	s.csp = contentSecurityPolicy(s.appOrigin, opts.UI)
	s.origins = map[string]bool{s.appOrigin: true}
	if s.IsDevelopment() {
		// The Vite dev server proxies /api from its own origin.
		s.origins["http://localhost:5173"] = true
		s.origins["http://127.0.0.1:5173"] = true
	}
	cfg := fiber.Config{
		AppName:      "StoryMail",
		ErrorHandler: errorHandler(opts.Logger),
		BodyLimit:    256 * 1024,
		// fasthttp's ReadTimeout runs from the first byte of a request (from the accept on a new
		// connection) to the end of its head; bodyReadTimeout then extends it for the body.
		ReadTimeout:           opts.ReadHeaderTimeout,
		WriteTimeout:          60 * time.Second,
		IdleTimeout:           idleTimeout,
		DisableStartupMessage: true,
		// The largest request head accepted, cookies included: 8 KB, the usual limit. Each open
		// WebSocket keeps this buffer for its whole life, so it is not set any larger.
		ReadBufferSize: 8 * 1024,
		// The read buffer goes back to its pool once a request is read whole, rather than
		// staying with an idle keep-alive connection, and a WebSocket then reads from the bare
		// connection instead of keeping it for life (fasthttp hands the hijacked socket its
		// buffer only while bytes are still in it).
		ReduceMemoryUsage: true,
		// Same output as encoding/json, a fraction of the CPU: lists of emails are most of what
		// the API encodes.
		JSONEncoder: gojson.Marshal,
	}
	if len(proxies) > 0 {
		// c.IP() (rate limits, sessions) reads X-Forwarded-For, but only from these peers.
		cfg.ProxyHeader = fiber.HeaderXForwardedFor
		cfg.EnableTrustedProxyCheck = true
		cfg.EnableIPValidation = true
		for _, p := range proxies {
			if p.IsSingleIP() {
				cfg.TrustedProxies = append(cfg.TrustedProxies, p.Addr().String())
			} else {
				cfg.TrustedProxies = append(cfg.TrustedProxies, p.String())
			}
		}
	}
	s.app = fiber.New(cfg)
	s.app.Server().HeaderReceived = func(*fasthttp.RequestHeader) fasthttp.RequestConfig {
		return fasthttp.RequestConfig{ReadTimeout: bodyReadTimeout}
	}
	if len(proxies) > 0 {
		s.app.Use(s.forwardedClient)
	}
	s.routes()
	return s, nil
}

// parseProxies reads the TrustedProxies entries: IP addresses or CIDR ranges.
func parseProxies(list []string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, e := range list {
		e = strings.TrimSpace(e)
		if e == "" {
			continue
		}
		p, err := netip.ParsePrefix(e)
		if err != nil {
			a, aerr := netip.ParseAddr(e)
			if aerr != nil || a.Zone() != "" {
				return nil, fmt.Errorf("TRUSTED_PROXIES: %q is neither an IP address nor a CIDR range", e)
			}
			a = a.Unmap()
			p = netip.PrefixFrom(a, a.BitLen())
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

// forwardedClient narrows X-Forwarded-For to the one address c.IP() reports. Fiber would take
// the header's first entry, which the client itself can write: each proxy appends the address it
// saw, so the client is the last entry that is not one of ours.
func (s *Server) forwardedClient(c *fiber.Ctx) error {
	if c.IsProxyTrusted() {
		h := &c.Request().Header
		if ip := forwardedClientIP(h.PeekAll(fiber.HeaderXForwardedFor), s.proxies); ip != "" {
			h.Set(fiber.HeaderXForwardedFor, ip)
		} else {
			h.Del(fiber.HeaderXForwardedFor) // c.IP() is then the peer's address
		}
	}
	return c.Next()
}

// forwardedClientIP walks X-Forwarded-For from the right past the trusted proxies. If every
// entry is a proxy the first one is taken; an unreadable entry ends the walk, since nothing left
// of it can be believed.
func forwardedClientIP(values [][]byte, proxies []netip.Prefix) string {
	var hops []string
	for _, v := range values {
		hops = append(hops, strings.Split(string(v), ",")...)
	}
	client := ""
	for i := len(hops) - 1; i >= 0; i-- {
		hop := strings.TrimSpace(hops[i])
		if hop == "" {
			continue
		}
		a, err := netip.ParseAddr(hop)
		if err != nil {
			ap, perr := netip.ParseAddrPort(hop)
			if perr != nil {
				break
			}
			a = ap.Addr()
		}
		a = a.Unmap().WithZone("")
		client = a.String()
		if !trusted(a, proxies) {
			break
		}
	}
	return client
}

func trusted(a netip.Addr, proxies []netip.Prefix) bool {
	for _, p := range proxies {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// App exposes the Fiber app (tests use app.Test).
func (s *Server) App() *fiber.App { return s.app }

// Timeouts of a connection. The idle timeout outlasts the 60 s that load balancers commonly keep
// an idle upstream connection, so the server never closes one a balancer is about to reuse.
const (
	defaultReadHeaderTimeout = 10 * time.Second
	bodyReadTimeout          = 30 * time.Second
	idleTimeout              = 75 * time.Second
)

// Listen serves on addr until Shutdown.
func (s *Server) Listen(addr string) error {
	ln, err := net.Listen(s.app.Config().Network, addr)
	if err != nil {
		return fmt.Errorf("failed to listen: %w", err)
	}
	return s.Serve(ln)
}

// Serve serves the connections of ln until Shutdown: accept errors are retried, never fatal,
// and each client's connections and sockets are capped.
func (s *Server) Serve(ln net.Listener) error {
	return s.app.Listener(newGuardedListener(ln, s.opts.ReadHeaderTimeout, s.opts.MaxConnsPerIP, s.proxies, s.opts.Logger))
}

// Shutdown stops accepting connections, lets in-flight requests finish and waits for
// background sends (mail) to complete.
func (s *Server) Shutdown(ctx context.Context) error {
	err := s.app.ShutdownWithContext(ctx)
	s.bg.wait(ctx)
	return err
}

func (s *Server) key(parts ...string) string {
	return s.opts.RedisPrefix + strings.Join(parts, ":")
}
