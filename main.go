// Command storymail is the whole StoryMail service in one binary:
//
//	storymail serve [--no-worker]   HTTP API, WebSocket, embedded UI and generation workers
//	storymail worker                generation and webhook workers only
//	storymail migrate [--fresh]     create the database if missing and apply migrations
//	storymail admin create --email E --password P --role super|admin
//	storymail admin demo            (development) ensure a demo super admin and print it
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"
	"time"

	"github.com/redis/go-redis/v9"

	"storymail/jobs"
	"storymail/jobs/writer"
	"storymail/migrations"
	"storymail/realtime"
	"storymail/server"
	"storymail/server/auth"
	"storymail/server/billing"
	"storymail/server/mail"
	"storymail/storage"
	"storymail/ui"
)

func main() {
	if len(os.Args) < 2 {
		usage()
		os.Exit(2)
	}
	cfg, err := LoadConfig()
	if err != nil {
		fmt.Fprintln(os.Stderr, "config:", err)
		os.Exit(2)
	}
	log := newLogger(cfg)
	slog.SetDefault(log)
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	if os.Getenv("GOGC") == "" {
		// The live heap is small and the allocation rate high (row scans, 34 KB lists), so at
		// Go's default of 100 the collector ran often enough to cost a fifth of the CPU under
		// load; 200 trades a few megabytes for a quarter more requests per second.
		debug.SetGCPercent(200)
	}
	args := os.Args[2:]
	switch os.Args[1] {
	case "serve":
		err = runServe(ctx, cfg, log, args)
	case "worker":
		err = runWorker(ctx, cfg, log, args)
	case "migrate":
		err = runMigrate(ctx, cfg, args)
	case "admin":
		err = runAdmin(ctx, cfg, args)
	case "-h", "--help", "help":
		usage()
		return
	default:
		usage()
		os.Exit(2)
	}
	if err != nil {
		log.Error(os.Args[1]+" failed", "err", err)
		os.Exit(1)
	}
}

func usage() {
	fmt.Fprintln(os.Stderr, `usage: storymail <command>
  serve [--no-worker]   serve the API, WebSocket and UI (and run workers)
  worker                run generation and webhook workers only
  migrate [--fresh]     create the database if missing and apply migrations
  admin create --email E --password P --role super|admin
  admin demo            ensure the development demo super admin and print it`)
}

func newLogger(cfg Config) *slog.Logger {
	opts := &slog.HandlerOptions{Level: slog.LevelInfo}
	if cfg.AppEnv == "production" {
		return slog.New(slog.NewJSONHandler(os.Stdout, opts))
	}
	if cfg.AppEnv == "test" {
		opts.Level = slog.LevelWarn
	}
	return slog.New(slog.NewTextHandler(os.Stderr, opts))
}

// deps are the long-lived connections every command shares.
type deps struct {
	db     *storage.DB
	rdb    *redis.Client
	prefix string
}

func (d *deps) close() {
	if d.rdb != nil {
		_ = d.rdb.Close()
	}
	if d.db != nil {
		d.db.Close()
	}
}

func connect(ctx context.Context, cfg Config, migrate bool) (*deps, error) {
	if migrate {
		if err := storage.EnsureDatabase(ctx, cfg.DatabaseURL); err != nil {
			return nil, err
		}
		if err := storage.Migrate(ctx, cfg.DatabaseURL, migrations.FS); err != nil {
			return nil, err
		}
	}
	db, err := storage.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, err
	}
	opts, err := redis.ParseURL(cfg.RedisURL)
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("parse REDIS_URL: %w", err)
	}
	rdb := redis.NewClient(opts)
	pctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := rdb.Ping(pctx).Err(); err != nil {
		db.Close()
		return nil, fmt.Errorf("ping redis: %w", err)
	}
	return &deps{db: db, rdb: rdb, prefix: cfg.RedisPrefix}, nil
}

func runServe(ctx context.Context, cfg Config, log *slog.Logger, args []string) error {
	fl := flag.NewFlagSet("serve", flag.ExitOnError)
	noWorker := fl.Bool("no-worker", false, "do not run generation workers in this process")
	_ = fl.Parse(args)
	logOpenFileLimit(log)

	d, err := connect(ctx, cfg, true)
	if err != nil {
		return err
	}
	defer d.close()
	sessions, err := auth.NewSessions(cfg.JWTSecret, d.db)
	if err != nil {
		return err
	}
	mailer, err := mail.New(mail.Options{SMTPURL: cfg.SMTPURL, From: cfg.MailFrom, OutboxDir: cfg.MailOutboxDir, Logger: log})
	if err != nil {
		return err
	}
	var uiFS fs.FS
	if sub, err := fs.Sub(ui.Dist, "dist"); err == nil {
		if _, err := fs.Stat(sub, "index.html"); err == nil {
			uiFS = sub
		}
	}
	hub, err := realtime.New(realtime.Options{Redis: d.rdb, Prefix: cfg.RedisPrefix, Logger: log})
	if err != nil {
		return err
	}
	bg := newOwner(ctx)
	bg.run("realtime hub", hub.Run)
	if !*noWorker && cfg.Workers > 0 {
		if err := startWorker(bg, cfg, log, d); err != nil {
			return err
		}
	}
	if !*noWorker && cfg.WebhookWorkers > 0 {
		if err := startWebhookWorker(bg, cfg, log, d); err != nil {
			return err
		}
	}
	queue := jobs.NewQueue(d.rdb, cfg.RedisPrefix)
	notifier := d.notifier(cfg, log)
	bill, err := billing.New(billing.Options{SecretKey: cfg.StripeSecretKey, WebhookSecret: cfg.StripeWebhookSecret,
		PriceID: cfg.StripePriceID, APIBase: cfg.StripeAPIBase})
	if err != nil {
		return err
	}
	// Rewrites of one part run in the server process, through the same writer as generation.
	var rewriter writer.Writer
	if cfg.ModelConfigured() {
		if rewriter, err = writer.New(writer.Options{BaseURL: cfg.LLMBaseURL, APIKey: cfg.LLMAPIKey, Model: cfg.LLMModel,
			Temperature: cfg.LLMTemperature, MaxTokens: cfg.LLMMaxTokens}); err != nil {
			return err
		}
	}
	srv, err := server.New(server.Options{
		Env: cfg.AppEnv, AppURL: cfg.AppURL, SuperAdminID: cfg.SuperAdminID, SupportEmail: cfg.SupportEmail,
		RateLimitMultiplier: cfg.RateLimitMultiplier, TrustedProxies: cfg.TrustedProxies,
		MaxConnsPerIP: cfg.MaxConnsPerIP, MaxSocketsPerIP: cfg.MaxSocketsPerIP,
		DB: d.db, Redis: d.rdb, RedisPrefix: cfg.RedisPrefix, Sessions: sessions, Mailer: mailer,
		Queue: queue, Notifier: notifier, Billing: bill, Webhooks: jobs.NewWebhookSender(d.db, queue, webhookClient(cfg), log), Hub: hub,
		Logger: log, UI: uiFS, OfflineWriter: !cfg.ModelConfigured() && cfg.Writer != "noop",
		Writer: rewriter,
	})
	if err != nil {
		return err
	}

	errc := make(chan error, 1)
	go func() { errc <- srv.Listen(":" + cfg.Port) }()
	log.Info("storymail serving", "url", cfg.AppURL, "port", cfg.Port, "env", cfg.AppEnv, "ui", uiFS != nil, "workers", !*noWorker)
	select {
	case err := <-errc:
		bg.stop()
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down: finishing in-flight requests")
	sctx, cancel := context.WithTimeout(context.Background(), 25*time.Second)
	defer cancel()
	err = srv.Shutdown(sctx)
	bg.stop()
	return err
}

// lowOpenFileLimit is where a limit starts to hold a server back: each connection, socket and
// pooled database or Redis connection takes a descriptor.
const lowOpenFileLimit = 8192

// logOpenFileLimit raises the soft open-file limit to the hard one and says what it is.
func logOpenFileLimit(log *slog.Logger) {
	soft, hard, err := raiseOpenFileLimit()
	switch {
	case err != nil:
		log.Warn("open-file limit", "soft", soft, "hard", hard, "err", err)
	case soft < lowOpenFileLimit:
		log.Warn("open-file limit is low; raise the hard limit (ulimit -Hn, LimitNOFILE)", "limit", soft)
	default:
		log.Info("open-file limit", "limit", soft)
	}
}

// startWorker runs the generation workers under bg.
func startWorker(bg *owner, cfg Config, log *slog.Logger, d *deps) error {
	var wr writer.Writer = writer.NoopWriter{}
	if cfg.Writer != "noop" {
		var err error
		if wr, err = writer.New(writer.Options{BaseURL: cfg.LLMBaseURL, APIKey: cfg.LLMAPIKey, Model: cfg.LLMModel,
			Temperature: cfg.LLMTemperature, MaxTokens: cfg.LLMMaxTokens}); err != nil {
			return err
		}
	}
	// Each idle worker holds a Redis connection for its blocking XREADGROUP, so the workers get
	// their own pool: sharing the request pool lets WORKERS goroutines starve the API.
	opts, err := redis.ParseURL(cfg.RedisURL)
	if err != nil {
		return fmt.Errorf("parse REDIS_URL: %w", err)
	}
	opts.PoolSize = cfg.Workers + 8
	wrdb := redis.NewClient(opts)
	// The same holds for PostgreSQL: the workers' few statements per batch must not queue behind
	// every API request for a connection of the shared pool.
	wdb, err := storage.OpenForWorkers(bg.ctx, cfg.DatabaseURL, workerDBConns)
	if err != nil {
		_ = wrdb.Close()
		return err
	}
	queue := jobs.NewQueue(wrdb, cfg.RedisPrefix)
	w, err := jobs.NewWorker(jobs.Options{
		DB: wdb, Queue: queue, Writer: wr, Notifier: d.notifier(cfg, log),
		Webhooks: jobs.NewWebhookSender(wdb, queue, webhookClient(cfg), log), Logger: log, Concurrency: cfg.Workers,
	})
	if err != nil {
		_ = wrdb.Close()
		wdb.Close()
		return err
	}
	// The pools close only once the in-flight tasks have recorded their outcomes.
	bg.run("jobs worker", func(ctx context.Context) error {
		defer wdb.Close()
		defer wrdb.Close()
		return w.Run(ctx)
	})
	return nil
}

// webhookClient is the HTTP client of outbound webhooks under the configured address policy.
func webhookClient(cfg Config) *jobs.WebhookClient {
	return jobs.NewWebhookClient(jobs.WebhookClientOptions{AllowPrivate: cfg.WebhookAllowPrivate})
}

// startWebhookWorker runs the webhook deliveries under bg, with their own Redis connections and
// concurrency: a slow endpoint holds only these, never a generation slot.
func startWebhookWorker(bg *owner, cfg Config, log *slog.Logger, d *deps) error {
	opts, err := redis.ParseURL(cfg.RedisURL)
	if err != nil {
		return fmt.Errorf("parse REDIS_URL: %w", err)
	}
	opts.PoolSize = cfg.WebhookWorkers + 4
	rdb := redis.NewClient(opts)
	sender := jobs.NewWebhookSender(d.db, jobs.NewQueue(rdb, cfg.RedisPrefix), webhookClient(cfg), log)
	w, err := jobs.NewWebhookWorker(jobs.WebhookWorkerOptions{Sender: sender, Logger: log, Concurrency: cfg.WebhookWorkers})
	if err != nil {
		_ = rdb.Close()
		return err
	}
	bg.run("webhook worker", func(ctx context.Context) error {
		defer rdb.Close()
		return w.Run(ctx)
	})
	return nil
}

// workerDBConns is the workers' own PostgreSQL pool: a reader, a recorder, the sweeper and the
// rare failure or webhook statement.
const workerDBConns = 6

// notifier publishes domain events; staff dashboards get stats.admin with every stats change.
func (d *deps) notifier(cfg Config, log *slog.Logger) *jobs.Notifier {
	n := jobs.NewNotifier(d.db, realtime.NewPublisher(d.rdb, d.prefix), log)
	n.SetAdminStatsHook(server.AdminStatsHook(d.db, n, cfg.StripeSecretKey != "", log))
	return n
}

func runWorker(ctx context.Context, cfg Config, log *slog.Logger, _ []string) error {
	d, err := connect(ctx, cfg, false)
	if err != nil {
		return err
	}
	defer d.close()
	bg := newOwner(ctx)
	if err := startWorker(bg, cfg, log, d); err != nil {
		return err
	}
	if cfg.WebhookWorkers > 0 {
		if err := startWebhookWorker(bg, cfg, log, d); err != nil {
			return err
		}
	}
	<-ctx.Done()
	log.Info("worker stopping: finishing in-flight tasks")
	bg.stop()
	return nil
}

func runMigrate(ctx context.Context, cfg Config, args []string) error {
	fl := flag.NewFlagSet("migrate", flag.ExitOnError)
	fresh := fl.Bool("fresh", false, "drop and recreate the database first (never in production)")
	_ = fl.Parse(args)
	if *fresh {
		if cfg.AppEnv == "production" {
			return errors.New("migrate --fresh is refused in production")
		}
		if err := storage.DropDatabase(ctx, cfg.DatabaseURL); err != nil {
			return err
		}
	}
	if err := storage.EnsureDatabase(ctx, cfg.DatabaseURL); err != nil {
		return err
	}
	if err := storage.Migrate(ctx, cfg.DatabaseURL, migrations.FS); err != nil {
		return err
	}
	fmt.Println("migrations applied")
	return nil
}
