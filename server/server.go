// Package server is StoryMail's HTTP face: the Fiber app, its middleware and the JSON API
// handlers grouped by area, the WebSocket endpoint and the embedded UI.
package server

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"net/url"
	"strings"
	"time"

	"github.com/go-redis/redis_rate/v10"
	"github.com/gofiber/fiber/v2"
	"github.com/redis/go-redis/v9"

	"storymail/jobs"
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
	s := &Server{
		opts:      opts,
		limiter:   redis_rate.NewLimiter(opts.Redis),
		appOrigin: u.Scheme + "://" + u.Host,
		secure:    opts.Env != "development" && opts.Env != "test",
		bg:        newBackground(opts.Logger),
	}
	s.origins = map[string]bool{s.appOrigin: true}
	if s.IsDevelopment() {
		// The Vite dev server proxies /api from its own origin.
		s.origins["http://localhost:5173"] = true
		s.origins["http://127.0.0.1:5173"] = true
	}
	s.app = fiber.New(fiber.Config{
		AppName:               "StoryMail",
		ErrorHandler:          errorHandler(opts.Logger),
		BodyLimit:             256 * 1024,
		ReadTimeout:           30 * time.Second,
		WriteTimeout:          60 * time.Second,
		IdleTimeout:           120 * time.Second,
		DisableStartupMessage: true,
		ReadBufferSize:        16 * 1024,
	})
	s.routes()
	return s, nil
}

// App exposes the Fiber app (tests use app.Test).
func (s *Server) App() *fiber.App { return s.app }

// Listen serves on addr until Shutdown.
func (s *Server) Listen(addr string) error { return s.app.Listen(addr) }

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
