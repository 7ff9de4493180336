package main

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"path"
	"slices"
	"strings"
	"time"
)

// analysis is the hand-written explanation of the misses, kept beside the code that measures
// them and copied into every report.
//
//go:embed analysis.md
var analysis string

// Targets of the issue, on this 2-core machine.
const (
	targetRPS    = 3000.0
	targetAPIP99 = 50 * time.Millisecond
	// The library's paged list (GET /api/emails, 50 cards of a 300-email library, gzipped).
	targetListRPS = 6000.0
	targetListP99 = 30 * time.Millisecond
	// Emails whose owner, socket open, never learned they were generated: by push, or by the
	// catch-up a sequence gap or a quiet spell starts.
	targetUnlearned    = 0
	targetPerSocketKB  = 25.0
	targetBroadcastP99 = 200 * time.Millisecond
	targetPipelineRate = 1000.0
	targetPushP99      = 50 * time.Millisecond
	targetLandingJSKB  = 100.0
	targetLCP          = 400 * time.Millisecond
)

type report struct {
	cfg               config
	started, finished time.Time
	machine           machine
	api               *apiResults
	sockets           *socketResults
	pipeline          *pipelineResults
	landing           *landingResults
}

// landingResults is the JSON written by landing.mjs.
type landingResults struct {
	URL  string `json:"url"`
	Runs []struct {
		LCP *struct {
			StartTime float64 `json:"startTime"`
			Size      float64 `json:"size"`
			Element   string  `json:"element"`
			Text      string  `json:"text"`
		} `json:"lcp"`
		LoadMs float64 `json:"loadMs"`
		Nav    *struct {
			TTFB          *float64 `json:"ttfb"`
			DCL           *float64 `json:"domContentLoaded"`
			FCP           *float64 `json:"fcp"`
			LastScriptEnd float64  `json:"lastScriptEnd"`
		} `json:"nav"`
		JS []struct {
			Path            string `json:"path"`
			Status          int    `json:"status"`
			Bytes           int    `json:"bytes"`
			GzipBytes       int    `json:"gzipBytes"`
			ContentEncoding string `json:"contentEncoding"`
			Private         bool   `json:"private"`
		} `json:"js"`
	} `json:"runs"`
	ChromiumArgs []string `json:"chromiumArgs"`
}

func readLanding(file string) (*landingResults, error) {
	raw, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var l landingResults
	if err := json.Unmarshal(raw, &l); err != nil {
		return nil, err
	}
	return &l, nil
}

// verdict says whether a value met its target and, if not, by how much.
func verdict(ok bool, miss string) string {
	if ok {
		return "met"
	}
	return "**missed** (" + miss + ")"
}

func pctOver(got, target float64) string { return fmt.Sprintf("%.0f%% over", (got/target-1)*100) }
func pctUnder(got, target float64) string {
	return fmt.Sprintf("%.0f%% short", (1-got/target)*100)
}

func (r *report) write(file string) error {
	var w strings.Builder
	p := func(format string, a ...any) { fmt.Fprintf(&w, format, a...) }
	m := r.machine
	m.loadEnd = loadAvg()
	p("# StoryMail benchmarks\n\n")
	p("Measured on %s (UTC) by `make bench` (load generator: %s). Server, PostgreSQL, Redis, the load generator\n",
		r.started.UTC().Format("2006-01-02 15:04"), r.finished.Sub(r.started).Round(time.Second))
	p("and Chromium all share the same machine and talk over loopback. Every figure is the median of\n")
	p("%d runs unless a table lists the runs; latency percentiles are nearest-rank.\n\n", r.cfg.runs)

	p("## Machine\n\n| | |\n|---|---|\n")
	p("| CPU | %s |\n| Cores | %d |\n| RAM | %.1f GiB |\n| Kernel | Linux %s |\n| OS | %s |\n", m.cpu, m.cores, m.ramGiB, m.kernel, m.os)
	p("| Load average (1, 5, 15 min) at start / end | %s / %s |\n", m.loadStart, m.loadEnd)
	p("| Go | %s |\n| Node.js | %s |\n| PostgreSQL | %s |\n| Redis | %s |\n| Chromium | %s |\n\n", m.goVersion, m.node, m.postgres, m.redis, m.chromium)

	p("## Commands\n\n```sh\n")
	if r.cfg.commands != "" {
		p("%s\n", strings.TrimSpace(r.cfg.commands))
	} else {
		p("go run ./scripts/bench %s\n", strings.Join(os.Args[1:], " "))
	}
	p("```\n\n")

	r.summary(p)
	r.apiSection(p)
	r.socketSection(p)
	r.pipelineSection(p)
	r.landingSection(p)
	if strings.TrimSpace(analysis) != "" {
		p("%s\n", strings.TrimSpace(analysis))
	}
	return os.WriteFile(file, []byte(w.String()), 0o644)
}

type printer func(format string, a ...any)

func (r *report) summary(p printer) {
	p("## Summary\n\n| Benchmark | Target | Measured | Verdict |\n|---|---|---|---|\n")
	if r.api != nil {
		for _, res := range r.api.results {
			var rps []float64
			var p99 []time.Duration
			for _, run := range res.runs {
				rps = append(rps, run.rps())
				p99 = append(p99, run.lat.p99)
			}
			mr, mp := median(rps), medianDur(p99)
			wantRPS, wantP99 := targetRPS, targetAPIP99
			if res.path == "/api/emails" {
				wantRPS, wantP99 = targetListRPS, targetListP99
			}
			p("| `GET %s`, %d connections | ≥ %.0f req/s | %.0f req/s | %s |\n", res.path, r.api.conns, wantRPS, mr,
				verdict(mr >= wantRPS, pctUnder(mr, wantRPS)))
			p("| `GET %s` p99 | ≤ %.0f ms | %.1f ms | %s |\n", res.path, ms(wantP99), ms(mp),
				verdict(mp <= wantP99, pctOver(ms(mp), ms(wantP99))))
		}
	}
	if s := r.sockets; s != nil {
		kb := max(s.perClient, s.perActive) / 1024
		p("| Sockets held by one `serve` | %d | %d | %s |\n", s.clients, s.connected, verdict(s.connected >= s.clients, fmt.Sprintf("%d failed", s.clients-s.connected)))
		p("| Resident memory per socket | ≤ %.0f KB | %.1f KB | %s |\n", targetPerSocketKB, kb, verdict(kb <= targetPerSocketKB, pctOver(kb, targetPerSocketKB)))
		bp := medianDur(p99s(s.broadcasts))
		p("| `stats.public` to all sockets, p99 | ≤ %.0f ms | %.1f ms | %s |\n", ms(targetBroadcastP99), ms(bp), verdict(bp <= targetBroadcastP99, pctOver(ms(bp), ms(targetBroadcastP99))))
		if len(s.slowRuns) > 0 {
			sp := medianDur(p99s(s.slowRuns))
			p("| Same, with %d sockets that stopped reading | ≤ %.0f ms | %.1f ms | %s |\n", s.slow, ms(targetBroadcastP99), ms(sp), verdict(sp <= targetBroadcastP99, pctOver(ms(sp), ms(targetBroadcastP99))))
		}
	}
	if pl := r.pipeline; pl != nil && len(pl.runs) > 0 {
		var rate []float64
		var push, poll []time.Duration
		for _, run := range pl.runs {
			rate = append(rate, run.rate)
			push = append(push, run.push.p99)
			poll = append(poll, run.poll.p99)
		}
		mr, mp := median(rate), medianDur(push)
		p("| Pipeline, emails generated per second | ≥ %.0f/s | %.0f/s | %s |\n", targetPipelineRate, mr, verdict(mr >= targetPipelineRate, pctUnder(mr, targetPipelineRate)))
		p("| `generated` → owner's socket, p99 | ≤ %.0f ms | %.1f ms | %s |\n", ms(targetPushP99), ms(mp), verdict(mp <= targetPushP99, pctOver(ms(mp), ms(targetPushP99))))
		unlearned, missed, caught := 0, 0, 0
		for _, run := range pl.runs {
			unlearned += run.unlearned
			missed += run.pushMissing
			caught += run.caughtUp
		}
		p("| Generated emails whose owner never learned it (push missed and no catch-up) | %d | %d (%d pushes missed, %d caught up) | %s |\n",
			targetUnlearned, unlearned, missed, caught, verdict(unlearned <= targetUnlearned, fmt.Sprintf("%d emails", unlearned)))
		mpoll := medianDur(poll)
		ratio := "n/a"
		if mp > 0 {
			ratio = fmt.Sprintf("%.0f× sooner", float64(mpoll)/float64(mp))
		}
		p("| Spec polling (1 s, then every 2 s), same emails, p99 | (reference) | %.0f ms | push is %s |\n", ms(mpoll), ratio)
	}
	if l := r.landing; l != nil && len(l.Runs) > 0 {
		gz, fcp, lcp, private, files := r.landingFigures()
		p("| Landing `/`: JavaScript, gzipped | ≤ %.0f KB | %.1f KB | %s |\n", targetLandingJSKB, gz, verdict(gz <= targetLandingJSKB, pctOver(gz, targetLandingJSKB)))
		p("| Landing `/`: first paint (FCP) | (reference) | %.0f ms | prerendered: paints before scripts run |\n", ms(fcp))
		p("| Landing `/`: Largest Contentful Paint | ≤ %.0f ms | %.0f ms | %s |\n", ms(targetLCP), ms(lcp), verdict(lcp <= targetLCP, pctOver(ms(lcp), ms(targetLCP))))
		p("| Landing `/`: signed-in or admin code requested | none | %s | %s |\n", listOrNone(private), verdict(len(private) == 0, fmt.Sprintf("%d of %d files", len(private), files)))
	}
	p("\n")
}

func p99s(runs []broadcastRun) []time.Duration {
	var out []time.Duration
	for _, r := range runs {
		out = append(out, r.lat.p99)
	}
	return out
}

func listOrNone(v []string) string {
	if len(v) == 0 {
		return "none"
	}
	return "`" + strings.Join(v, "`, `") + "`"
}

func (r *report) apiSection(p printer) {
	a := r.api
	if a == nil {
		return
	}
	p("## API\n\nA signed-in user with %d generated emails; %d keep-alive connections, one closed-loop\n", a.emails, a.conns)
	p("client per connection (fasthttp), %s per run after a %s warm-up. Each request goes through the\n", a.duration, r.cfg.apiWarmup)
	p("whole middleware chain: request id, access log, origin check, and the session checked against\n")
	p("PostgreSQL in the query that loads the user row (for `/api/emails`, sent with the list's first page in one round trip).\n")
	p("`GET /api/emails` answers the first page of the library (50 cards, the next page named by a `Link` header); requests\n")
	p("accept gzip as browsers do, and Body is what went on the wire (before compression in brackets). The database is\n")
	p("vacuumed and analysed once the library is written, as autovacuum keeps a database in service.\n\n")
	p("| Endpoint | Body | Run | Requests | req/s | p50 | p90 | p99 | max | errors |\n|---|---|---|---|---|---|---|---|---|---|\n")
	for _, res := range a.results {
		for i, run := range res.runs {
			p("| `GET %s` | %.1f KB (%.1f KB) | %d | %d | %.0f | %.2f ms | %.2f ms | %.2f ms | %.1f ms | %d |\n", res.path, float64(res.bodyBytes)/1024, float64(res.plainSize)/1024, i+1,
				run.requests, run.rps(), ms(run.lat.p50), ms(run.lat.p90), ms(run.lat.p99), ms(run.lat.max), run.errors)
		}
	}
	p("\n")
}

func (r *report) socketSection(p printer) {
	s := r.sockets
	if s == nil {
		return
	}
	p("## WebSockets\n\n%d visitor sockets on `/ws` of one `serve` process (fasthttp/websocket clients in\n", s.clients)
	p("one process, spread over 4 loopback source addresses, 128 handshakes in flight), connected in\n")
	p("%s. Server resident memory (VmRSS): %s before, %s with every socket connected and idle\n",
		s.connectTime.Round(time.Millisecond), mib(s.rssBefore), mib(s.rssAfter))
	p("(%.1f KB per socket), %s after the broadcasts below (%.1f KB per socket: each socket's goroutines\n", s.perClient/1024, mib(s.rssActive), s.perActive/1024)
	p("have now written, so their stacks have grown; the summary uses the larger figure). ")
	if r.cfg.socketsAddr != "" {
		p("The sockets\nwent to a `serve --no-worker` started for this benchmark alone (same database and Redis) that had\n")
		p("served nothing before, so memory other work freed cannot hide their cost; it is stopped once this\nbenchmark is done. ")
	} else {
		p("The server had\nserved only the landing page before. ")
	}
	p("Its baseline still holds\nthe 19 MiB the start-up password hash (argon2id) left behind, so up to %.1f KB per socket may be\n", 19*1024/float64(max(s.connected, 1)))
	p("hidden by reuse.\n\n")
	p("Broadcast: `realtime.Publisher.ToAll` publishes one `stats.public` carrying its send time; each\n")
	p("client takes the difference on arrival (same clock), so the figure includes Redis, the hub's\n")
	p("fan-out, the socket writes and the client process being scheduled on the same 2 cores.\n\n")
	p("| Broadcast | Received | first | p50 | p90 | p99 | max | server CPU | load generator CPU |\n|---|---|---|---|---|---|---|---|---|\n")
	for i, b := range s.broadcasts {
		p("| %d | %d/%d | %.1f ms | %.1f ms | %.1f ms | %.1f ms | %.1f ms | %s | %s |\n", i+1, b.received, s.connected, ms(b.lat.min), ms(b.lat.p50), ms(b.lat.p90), ms(b.lat.p99), ms(b.lat.max),
			b.serverCPU.Round(time.Millisecond), b.clientCPU.Round(time.Millisecond))
	}
	if len(s.slowRuns) > 0 {
		p("\nWith %d more sockets (signed in as one user) that stopped reading after the handshake, with a\n", s.slow)
		p("4 KB receive buffer, and %.1f MB of events queued to each of them before the broadcasts (their\n", float64(s.slowFilled)/(1<<20))
		p("kernel buffers are full and the server's writes to them block). The server dropped %d of them\n", s.slowDropped)
		p("during these broadcasts (a socket is dropped when its queue of 64 events is full).\n\n")
		p("| Broadcast | Received (reading sockets) | first | p50 | p90 | p99 | max | server CPU | load generator CPU |\n|---|---|---|---|---|---|---|---|---|\n")
		for i, b := range s.slowRuns {
			p("| %d | %d/%d | %.1f ms | %.1f ms | %.1f ms | %.1f ms | %.1f ms | %s | %s |\n", i+1, b.received, s.connected, ms(b.lat.min), ms(b.lat.p50), ms(b.lat.p90), ms(b.lat.p99), ms(b.lat.max),
				b.serverCPU.Round(time.Millisecond), b.clientCPU.Round(time.Millisecond))
		}
	}
	p("\n")
}

func (r *report) pipelineSection(p printer) {
	pl := r.pipeline
	if pl == nil {
		return
	}
	if r.cfg.pipeRate > 0 {
		p("## Generation pipeline\n\n%d signed-in users submit `POST /api/emails` at %.0f emails/s in all (open loop: each user on\n", pl.users, r.cfg.pipeRate)
		p("its own even schedule, one connection each) for %s per run after an unmeasured %s warm-up run, with the server's `WRITER=noop` and `WORKERS=%d`:\n", r.cfg.pipeWindow, r.cfg.pipeWarmup, r.cfg.workers)
		p("submit → Redis Stream → worker → `generated`.\n")
	} else {
		p("## Generation pipeline\n\n%d signed-in users submit `POST /api/emails` back to back for %s per run (one\n", pl.users, r.cfg.pipeWindow)
		p("connection each) with the server's `WRITER=noop` and `WORKERS=%d`: submit → Redis Stream → worker → `generated`.\n", r.cfg.workers)
	}
	p("Each owner has a socket open; every %d%s submitted email also gets a poller that follows the spec's schedule\n", r.cfg.pollEvery, ordinal(r.cfg.pollEvery))
	p("(`GET /api/emails/{id}` 1 s after the submit answered, then every 2 s; a client with an open socket\n")
	p("does not poll, so polling every email would load the server with requests no real client sends). Rate = emails whose\n")
	p("`generated_at` falls in seconds 2..%d of the window, per second (\"until the last\": every\n", int(r.cfg.pipeWindow/time.Second))
	p("submitted email over the time until the last one was generated, backlog included). Push = socket receives\n")
	p("`email.status` `generated` minus `generated_at`; poll = the poll that saw `generated` minus\n")
	p("`generated_at` (both on this machine's clock).\n\n")
	p("| Run | Submitted | Submit/s | Generated/s (window) | Generated/s (until the last) | Per second | Submit→generated p50 / p99 | Push p50 / p99 / max | Poll p50 / p99 | Poll ÷ push (p50, p99) | Poll requests |\n")
	p("|---|---|---|---|---|---|---|---|---|---|---|\n")
	for i, run := range pl.runs {
		per := make([]string, len(run.perSecond))
		for j, n := range run.perSecond {
			per[j] = fmt.Sprint(n)
		}
		ratio := func(a, b time.Duration) string {
			if b <= 0 {
				return "n/a"
			}
			return fmt.Sprintf("%.0f×", float64(a)/float64(b))
		}
		p("| %d | %d (%d rejected) | %.0f | %.0f | %.0f | %s | %.0f / %.0f ms | %.1f / %.1f / %.1f ms | %.0f / %.0f ms | %s, %s | %d |\n",
			i+1, run.submitted, run.rejected, run.submitRate, run.rate, run.overall, strings.Join(per, " "),
			ms(run.endToEnd.p50), ms(run.endToEnd.p99), ms(run.push.p50), ms(run.push.p99), ms(run.push.max),
			ms(run.poll.p50), ms(run.poll.p99), ratio(run.poll.p50, run.push.p50), ratio(run.poll.p99, run.push.p99), run.pollRequests)
		if run.generated != run.submitted || run.pushMissing > 0 || run.unlearned > 0 {
			p("\nRun %d: %d of %d submitted emails generated; %d generated emails had no `email.status` on the owner's socket, %d of them learned through a catch-up (sequence gap, or one look after %s without news), %d never.\n\n",
				i+1, run.generated, run.submitted, run.pushMissing, run.caughtUp, quietLook, run.unlearned)
		}
	}
	p("\n")
}

// landingFigures: median gzipped JS (KB), median FCP and LCP, private chunks seen in any run, JS files.
func (r *report) landingFigures() (float64, time.Duration, time.Duration, []string, int) {
	var gz []float64
	var fcp, lcp []time.Duration
	var private []string
	files := 0
	for _, run := range r.landing.Runs {
		total := 0
		for _, f := range run.JS {
			total += f.GzipBytes
			if f.Private && !slices.Contains(private, path.Base(f.Path)) {
				private = append(private, path.Base(f.Path))
			}
		}
		files = max(files, len(run.JS))
		gz = append(gz, float64(total)/1024)
		if run.LCP != nil {
			lcp = append(lcp, time.Duration(run.LCP.StartTime*float64(time.Millisecond)))
		}
		if run.Nav != nil && run.Nav.FCP != nil {
			fcp = append(fcp, time.Duration(*run.Nav.FCP*float64(time.Millisecond)))
		}
	}
	return median(gz), medianDur(fcp), medianDur(lcp), private, files
}

func (r *report) landingSection(p printer) {
	l := r.landing
	if l == nil || len(l.Runs) == 0 {
		return
	}
	p("## Landing page\n\n`/` loaded %d times in headless Chromium (`%s`), each time with a new\n", len(l.Runs), strings.Join(l.ChromiumArgs, " "))
	p("empty profile (cold cache), 1280×860, until the network is idle. LCP is the last\n")
	p("`largest-contentful-paint` entry seen by a PerformanceObserver installed before the page's\n")
	p("scripts. Gzipped size = each JavaScript response body compressed with gzip -9.\n\n")
	p("| Run | TTFB | First paint (FCP) | Last script loaded | DOMContentLoaded | LCP | LCP element | JS files | JS bytes | JS gzipped |\n|---|---|---|---|---|---|---|---|---|---|\n")
	for i, run := range l.Runs {
		raw, gz := 0, 0
		for _, f := range run.JS {
			raw += f.Bytes
			gz += f.GzipBytes
		}
		lcp, el := "n/a", ""
		if run.LCP != nil {
			lcp = fmt.Sprintf("%.0f ms", run.LCP.StartTime)
			el = run.LCP.Element
			if run.LCP.Text != "" {
				el += " “" + strings.ReplaceAll(run.LCP.Text, "|", "/") + "”"
			}
		}
		opt := func(v *float64) string {
			if v == nil {
				return "n/a"
			}
			return fmt.Sprintf("%.0f ms", *v)
		}
		ttfb, fcp, dcl, last := "n/a", "n/a", "n/a", "n/a"
		if n := run.Nav; n != nil {
			ttfb, fcp, dcl, last = opt(n.TTFB), opt(n.FCP), opt(n.DCL), fmt.Sprintf("%.0f ms", n.LastScriptEnd)
		}
		p("| %d | %s | %s | %s | %s | %s | %s | %d | %.1f KB | %.1f KB |\n", i+1, ttfb, fcp, last, dcl, lcp, el, len(run.JS), float64(raw)/1024, float64(gz)/1024)
	}
	p("\nJavaScript requested by `/` (first run):\n\n| File | Bytes | Gzipped | Served with Content-Encoding | Signed-in/admin code |\n|---|---|---|---|---|\n")
	for _, f := range l.Runs[0].JS {
		enc := f.ContentEncoding
		if enc == "" {
			enc = "none"
		}
		p("| `%s` | %d | %d | %s | %v |\n", f.Path, f.Bytes, f.GzipBytes, enc, f.Private)
	}
	p("\n")
}

// ordinal is the English suffix of n ("st", "nd", "rd", "th").
func ordinal(n int) string {
	if n%100 >= 11 && n%100 <= 13 {
		return "th"
	}
	switch n % 10 {
	case 1:
		return "st"
	case 2:
		return "nd"
	case 3:
		return "rd"
	}
	return "th"
}
