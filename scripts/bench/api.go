package main

import (
	"context"
	"fmt"
	"log"
	"sync"
	"time"

	"github.com/valyala/fasthttp"
)

// apiRun is one timed run against one endpoint.
type apiRun struct {
	requests int
	errors   int // transport errors and non-200 answers
	elapsed  time.Duration
	lat      dist
}

func (r apiRun) rps() float64 { return float64(r.requests) / r.elapsed.Seconds() }

// apiResult is every run of one endpoint.
type apiResult struct {
	path      string
	bodyBytes int // as sent: gzipped when the server compressed it
	plainSize int // before compression
	runs      []apiRun
}

type apiResults struct {
	conns    int
	duration time.Duration
	emails   int
	results  []apiResult
}

// apiLibrary is how many emails the API user owns: a grown library, of which GET /api/emails
// answers the first page (50 cards).
const apiLibrary = 300

// benchAPI loads two authenticated GETs with a fixed number of keep-alive connections, one
// closed-loop worker per connection. Requests accept gzip, as browsers do.
func (b *bench) benchAPI(ctx context.Context) (*apiResults, error) {
	if err := b.createEmails(ctx, b.apiUser, apiLibrary); err != nil {
		return nil, err
	}
	// A database in service has statistics and few dead rows (autovacuum); this fresh one has
	// neither, and PostgreSQL may run without autovacuum here. Unvacuumed and unanalysed, the
	// list read every email version of the user and sorted them: 8 times the work per page.
	if err := b.db.VacuumAnalyze(ctx); err != nil {
		return nil, fmt.Errorf("vacuum analyze: %w", err)
	}
	out := &apiResults{conns: b.cfg.apiConns, duration: b.cfg.apiDuration, emails: apiLibrary}
	for _, path := range []string{"/api/emails", "/api/usage"} {
		a, err := b.call("GET", path, b.apiUser.cookie, nil)
		if err != nil {
			return nil, err
		}
		if a.status != 200 {
			return nil, fmt.Errorf("GET %s: %d %s", path, a.status, a.body)
		}
		res := apiResult{path: path, plainSize: len(a.body), bodyBytes: b.sentSize(path)}
		hc := b.hostClient(b.cfg.apiConns)
		b.loadGET(ctx, hc, path, b.cfg.apiWarmup) // connections up, caches warm
		for i := 0; i < b.cfg.runs && ctx.Err() == nil; i++ {
			r := b.loadGET(ctx, hc, path, b.cfg.apiDuration)
			log.Printf("  GET %s run %d: %.0f req/s, p50 %.2f ms, p99 %.2f ms, errors %d",
				path, i+1, r.rps(), ms(r.lat.p50), ms(r.lat.p99), r.errors)
			res.runs = append(res.runs, r)
		}
		hc.CloseIdleConnections()
		out.results = append(out.results, res)
	}
	return out, ctx.Err()
}

func (b *bench) loadGET(ctx context.Context, hc *fasthttp.HostClient, path string, d time.Duration) apiRun {
	conns := b.cfg.apiConns
	lats := make([][]time.Duration, conns)
	errs := make([]int, conns)
	start := time.Now()
	stop := start.Add(d)
	var wg sync.WaitGroup
	for w := 0; w < conns; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
			defer fasthttp.ReleaseRequest(req)
			defer fasthttp.ReleaseResponse(resp)
			b.prepare(req, "GET", path, b.apiUser.cookie, nil)
			req.Header.Set("Accept-Encoding", "gzip, deflate, br")
			own := make([]time.Duration, 0, 1<<14)
			for ctx.Err() == nil {
				t0 := time.Now()
				if !t0.Before(stop) {
					break
				}
				err := hc.Do(req, resp)
				own = append(own, time.Since(t0))
				if err != nil || resp.StatusCode() != 200 {
					errs[w]++
				}
				resp.Reset()
			}
			lats[w] = own
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	var all []time.Duration
	r := apiRun{elapsed: elapsed}
	for w := range lats {
		all = append(all, lats[w]...)
		r.errors += errs[w]
	}
	r.requests = len(all)
	r.lat = summarize(all)
	return r
}

// sentSize is how many body bytes one GET of path puts on the wire for a browser (gzip accepted).
func (b *bench) sentSize(path string) int {
	req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
	defer fasthttp.ReleaseRequest(req)
	defer fasthttp.ReleaseResponse(resp)
	b.prepare(req, "GET", path, b.apiUser.cookie, nil)
	req.Header.Set("Accept-Encoding", "gzip, deflate, br")
	if err := b.http.Do(req, resp); err != nil {
		return 0
	}
	return len(resp.Body())
}
