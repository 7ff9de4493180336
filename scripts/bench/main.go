// Command bench measures a running StoryMail server on this machine and writes BENCHMARKS.md:
// authenticated API throughput and latency, WebSocket fan-out (memory per socket, broadcast
// latency, a slow reader present), the generation pipeline (emails per second and the push
// latency next to the spec's polling) and the landing page figures measured by landing.mjs.
//
// scripts/bench.sh starts the server, its own database and Redis prefix, then runs this with
// `go run ./scripts/bench`. Every load loop is bounded in time and count and targets loopback only.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"log"
	"net/url"
	"os"
	"runtime/debug"
	"runtime/pprof"
	"strings"
	"syscall"
	"time"

	"storymail/storage"
)

// config is every knob of one bench run.
type config struct {
	baseURL     string // the server's APP_URL (also the Origin of every request)
	serverPID   int
	socketsAddr string
	databaseURL string
	redisURL    string
	prefix      string
	outbox      string
	out         string
	landing     string // JSON written by landing.mjs, optional
	serverLog   string
	commands    string // how the run was started, for the report

	runs        int
	apiConns    int
	apiDuration time.Duration
	apiWarmup   time.Duration
	sockets     int
	slowClients int
	pipeUsers   int
	pipeWindow  time.Duration
	pipeWarmup  time.Duration
	pollEvery   int
	pipeRate    float64
	workers     int
	budget      time.Duration
	only        string
	cpuProfile  string
}

func parseFlags() config {
	var c config
	flag.StringVar(&c.baseURL, "base-url", "http://localhost:8080", "the server's APP_URL")
	flag.IntVar(&c.serverPID, "server-pid", 0, "pid of the serve process that holds the sockets (resident memory is read from /proc)")
	flag.StringVar(&c.socketsAddr, "sockets-addr", "", "127.0.0.1:port of a serve process started only for the sockets benchmark (default: the -base-url server)")
	flag.StringVar(&c.databaseURL, "database-url", "", "the server's DATABASE_URL (bench credits are granted through the storage package)")
	flag.StringVar(&c.redisURL, "redis-url", "redis://127.0.0.1:6379/0", "the server's REDIS_URL")
	flag.StringVar(&c.prefix, "prefix", "sm:", "the server's REDIS_PREFIX")
	flag.StringVar(&c.outbox, "outbox", "", "the server's MAIL_OUTBOX_DIR (verification links are read from it)")
	flag.StringVar(&c.out, "out", "BENCHMARKS.md", "report file")
	flag.StringVar(&c.landing, "landing", "", "landing page results (JSON from scripts/bench/landing.mjs)")
	flag.StringVar(&c.serverLog, "server-log", "", "the log of the server that holds the sockets (slow sockets it dropped are counted)")
	flag.StringVar(&c.commands, "commands", "", "the commands that produced this run, one per line, for the report")
	flag.IntVar(&c.runs, "runs", 3, "measured runs of each benchmark")
	flag.IntVar(&c.apiConns, "api-conns", 64, "concurrent connections of the API benchmark")
	flag.DurationVar(&c.apiDuration, "api-duration", 10*time.Second, "length of one API run")
	flag.DurationVar(&c.apiWarmup, "api-warmup", 2*time.Second, "unmeasured load before the API runs")
	flag.IntVar(&c.sockets, "sockets", 10_000, "concurrent WebSocket clients")
	flag.IntVar(&c.slowClients, "slow-clients", 100, "sockets that stop reading")
	flag.IntVar(&c.pipeUsers, "pipeline-users", 64, "users submitting in parallel in the pipeline benchmark")
	flag.DurationVar(&c.pipeWindow, "pipeline-window", 10*time.Second, "submission window of one pipeline run")
	flag.DurationVar(&c.pipeWarmup, "pipeline-warmup", 3*time.Second, "window of an unmeasured pipeline run before the measured ones (0: none)")
	flag.Float64Var(&c.pipeRate, "pipeline-rate", 1050, "emails submitted per second in the pipeline benchmark, spread evenly over the users (0: back to back)")
	flag.IntVar(&c.workers, "workers", 64, "the server's WORKERS, for the report")
	flag.IntVar(&c.pollEvery, "poll-every", 10, "every n-th submitted email also gets a poller on the spec's schedule")
	flag.DurationVar(&c.budget, "budget", 9*time.Minute, "hard limit for the whole run")
	flag.StringVar(&c.cpuProfile, "cpuprofile", "", "write the load generator's own CPU profile here")
	flag.StringVar(&c.only, "only", "", "run only these benchmarks (comma separated: sockets,api,pipeline)")
	flag.Parse()
	return c
}

func main() {
	log.SetFlags(log.Ltime)
	log.SetPrefix("bench: ")
	cfg := parseFlags()
	// The load generator shares the cores with the server: collect its garbage less often.
	debug.SetGCPercent(400)
	if cfg.databaseURL == "" || cfg.outbox == "" {
		log.Fatal("-database-url and -outbox are required")
	}
	ctx, cancel := context.WithTimeout(context.Background(), cfg.budget)
	defer cancel()
	// A run that overstays its budget stops the process, wherever it is.
	time.AfterFunc(cfg.budget+30*time.Second, func() {
		log.Print("time budget exceeded; giving up")
		os.Exit(3)
	})
	if cfg.cpuProfile != "" {
		f, err := os.Create(cfg.cpuProfile)
		if err != nil {
			log.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			log.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	err := run(ctx, cfg)
	pprof.StopCPUProfile()
	if err != nil {
		log.Fatal(err)
	}
}

func run(ctx context.Context, cfg config) error {
	started := time.Now()
	u, err := url.Parse(cfg.baseURL)
	if err != nil || u.Host == "" || !strings.HasPrefix(u.Scheme, "http") {
		return fmt.Errorf("-base-url %q is not an http URL", cfg.baseURL)
	}
	if !loopbackHost(u.Hostname()) {
		return fmt.Errorf("-base-url must be a loopback address, got %s", u.Hostname())
	}
	db, err := storage.Open(ctx, cfg.databaseURL)
	if err != nil {
		return err
	}
	defer db.Close()
	b, err := newBench(ctx, cfg, u, db)
	if err != nil {
		return err
	}
	defer b.close()

	rep := &report{cfg: cfg, started: started}
	rep.machine = collectMachine(ctx, db, b.rdb)

	// Sockets first: the memory per socket is measured on a server that has served nothing but
	// the landing page (or on a server of its own, -sockets-addr), so the delta is not flattered
	// by memory freed by earlier load.
	if cfg.wants("sockets") {
		log.Printf("sockets: %d clients", cfg.sockets)
		if rep.sockets, err = b.benchSockets(ctx); err != nil {
			return fmt.Errorf("sockets: %w", err)
		}
	}
	if cfg.socketsAddr != "" {
		// Every instance hears every event: left running, the sockets' server would take CPU
		// from the one under test for the rest of the run.
		stopProcess(cfg.serverPID, 10*time.Second)
	}
	if cfg.wants("api") || cfg.wants("pipeline") {
		log.Print("creating bench users through the API")
		if err := b.setupUsers(ctx); err != nil {
			return fmt.Errorf("set up users: %w", err)
		}
	}
	if cfg.wants("api") {
		log.Print("api: GET /api/emails and GET /api/usage")
		if rep.api, err = b.benchAPI(ctx); err != nil {
			return fmt.Errorf("api: %w", err)
		}
	}
	if cfg.wants("pipeline") {
		log.Print("pipeline: submit -> stream -> worker -> generated")
		if rep.pipeline, err = b.benchPipeline(ctx); err != nil {
			return fmt.Errorf("pipeline: %w", err)
		}
	}
	if cfg.landing != "" {
		if rep.landing, err = readLanding(cfg.landing); err != nil {
			return fmt.Errorf("landing results: %w", err)
		}
	}
	rep.finished = time.Now()
	if err := rep.write(cfg.out); err != nil {
		return err
	}
	log.Printf("wrote %s in %s", cfg.out, time.Since(started).Round(time.Second))
	return nil
}

func (c config) wants(name string) bool {
	if c.only == "" {
		return true
	}
	for _, n := range strings.Split(c.only, ",") {
		if strings.TrimSpace(n) == name {
			return true
		}
	}
	return false
}

func loopbackHost(h string) bool {
	return h == "localhost" || strings.HasPrefix(h, "127.") || h == "::1"
}

// stopProcess sends SIGTERM to pid and waits until it has exited (or is a zombie its parent has
// not yet reaped), at most limit.
func stopProcess(pid int, limit time.Duration) {
	if pid <= 0 || syscall.Kill(pid, syscall.SIGTERM) != nil {
		return
	}
	for deadline := time.Now().Add(limit); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
		if err != nil {
			return
		}
		// The state follows the parenthesised command name.
		if _, rest, ok := bytes.Cut(stat, []byte(") ")); ok && len(rest) > 0 && rest[0] == 'Z' {
			return
		}
	}
	log.Printf("warning: pid %d still running %s after SIGTERM", pid, limit)
}
