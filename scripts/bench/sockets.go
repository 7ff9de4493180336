package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/fasthttp/websocket"

	"storymail/realtime"
)

// socketResults is what the WebSocket benchmark found.
type socketResults struct {
	clients     int
	connected   int
	connectTime time.Duration
	rssBefore   int64 // bytes
	rssAfter    int64
	rssActive   int64   // after the broadcasts: every socket has written (stacks grown, buffers used)
	perClient   float64 // bytes of resident memory per socket, connected and idle
	perActive   float64 // the same after the broadcasts
	broadcasts  []broadcastRun
	slow        int
	slowFilled  int // bytes queued towards each slow socket before the measured broadcasts
	slowRuns    []broadcastRun
	slowDropped int // slow sockets the server reports it dropped
}

type broadcastRun struct {
	received  int
	lat       dist
	serverCPU time.Duration // CPU the serve process used from the publish until the last arrival
	clientCPU time.Duration // CPU the load generator used in the same span
}

// sourceIPs spreads clients over several loopback source addresses so ten thousand sockets
// never exhaust one address's ephemeral ports.
var sourceIPs = []net.IP{{127, 0, 0, 2}, {127, 0, 0, 3}, {127, 0, 0, 4}, {127, 0, 0, 5}}

// dialer returns a WebSocket dialer to addr (127.0.0.1:port) from source address src.
// rcvBuf > 0 shrinks the client's receive buffer (a reader that stalls fills it quickly).
func (b *bench) dialer(addr string, src net.IP, rcvBuf int) *websocket.Dialer {
	return &websocket.Dialer{
		HandshakeTimeout: 15 * time.Second,
		ReadBufferSize:   1024,
		WriteBufferSize:  256,
		NetDial: func(_, _ string) (net.Conn, error) {
			d := net.Dialer{Timeout: 10 * time.Second, LocalAddr: &net.TCPAddr{IP: src}}
			c, err := d.Dial("tcp4", addr)
			if err != nil {
				return nil, err
			}
			if rcvBuf > 0 {
				_ = c.(*net.TCPConn).SetReadBuffer(rcvBuf)
			}
			return c, nil
		},
	}
}

func (b *bench) dialWS(addr string, src net.IP, cookie string, rcvBuf int) (*websocket.Conn, error) {
	h := http.Header{"Origin": {b.origin}}
	if cookie != "" {
		h.Set("Cookie", "sm_session="+cookie)
	}
	c, resp, err := b.dialer(addr, src, rcvBuf).Dial(b.wsURL(), h)
	if err != nil {
		if resp != nil {
			return nil, fmt.Errorf("%w (HTTP %d)", err, resp.StatusCode)
		}
		return nil, err
	}
	return c, nil
}

// socketsAddr is the serve process that holds the benchmark's sockets: one started for it alone
// when -sockets-addr is given, else the one under test.
func (b *bench) socketsAddr() string {
	if b.cfg.socketsAddr != "" {
		return b.cfg.socketsAddr
	}
	return b.addr
}

// benchSockets connects the visitor sockets to a server that has not yet served any signed-in
// traffic, reads its memory, times broadcasts to all of them, then again with sockets that
// stopped reading. It signs up the slow readers' account itself, after the memory reading.
func (b *bench) benchSockets(ctx context.Context) (*socketResults, error) {
	n := b.cfg.sockets
	res := &socketResults{clients: n, slow: b.cfg.slowClients}
	maxSeq := 2*b.cfg.runs + 1
	// lat[seq][client] in nanoseconds; 0 = not received.
	lat := make([][]int64, maxSeq+1)
	for i := range lat {
		lat[i] = make([]int64, n)
	}
	var received [64]atomic.Int64

	before, err := rss(b.cfg.serverPID)
	if err != nil {
		return nil, err
	}
	res.rssBefore = before

	conns := make([]*websocket.Conn, n)
	var wg sync.WaitGroup
	sem := make(chan struct{}, 128) // bounded dials: the listen backlog is finite
	var failed atomic.Int64
	var firstErr atomic.Value
	start := time.Now()
	for i := 0; i < n && ctx.Err() == nil; i++ {
		sem <- struct{}{}
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, err := b.dialWS(b.socketsAddr(), sourceIPs[i%len(sourceIPs)], "", 0)
			<-sem
			if err != nil {
				failed.Add(1)
				firstErr.CompareAndSwap(nil, err.Error())
				return
			}
			conns[i] = c
			go readBroadcasts(c, i, lat, &received)
		}()
	}
	wg.Wait()
	res.connectTime = time.Since(start)
	res.connected = n - int(failed.Load())
	log.Printf("  %d/%d sockets connected in %s", res.connected, n, res.connectTime.Round(time.Millisecond))
	if e := firstErr.Load(); e != nil {
		log.Printf("  first connect error: %s", e)
	}
	defer func() {
		for _, c := range conns {
			if c != nil {
				_ = c.Close()
			}
		}
	}()
	if res.connected == 0 {
		return res, errors.New("no socket connected")
	}
	time.Sleep(5 * time.Second) // the server's buffers and goroutines reach steady state
	after, err := rss(b.cfg.serverPID)
	if err != nil {
		return nil, err
	}
	res.rssAfter = after
	res.perClient = float64(after-before) / float64(res.connected)
	log.Printf("  server RSS %s -> %s: %.1f KB per socket", mib(before), mib(after), res.perClient/1024)

	pub := realtime.NewPublisher(b.rdb, b.cfg.prefix)
	seq := 0
	broadcast := func() (broadcastRun, error) {
		seq++
		cpu0, cpuSelf0 := procCPU(b.cfg.serverPID), selfCPU()
		data := map[string]any{"benchSeq": seq, "sentAt": time.Now().UnixNano(), "totalUsers": 0, "emailsThisWeek": 0, "totalEmails": 0}
		if err := pub.ToAll(ctx, realtime.TypeStatsPublic, data); err != nil {
			return broadcastRun{}, err
		}
		deadline := time.Now().Add(15 * time.Second)
		for received[seq].Load() < int64(res.connected) && time.Now().Before(deadline) {
			time.Sleep(2 * time.Millisecond)
		}
		r := broadcastRun{serverCPU: procCPU(b.cfg.serverPID) - cpu0, clientCPU: selfCPU() - cpuSelf0}
		time.Sleep(50 * time.Millisecond)
		var d []time.Duration
		for _, v := range lat[seq] {
			if v > 0 {
				d = append(d, time.Duration(v))
			}
		}
		r.received, r.lat = len(d), summarize(d)
		return r, nil
	}
	logRun := func(what string, i int, r broadcastRun) {
		log.Printf("  broadcast %d%s: %d/%d received, min %.1f ms, p50 %.1f ms, p99 %.1f ms, max %.1f ms; CPU server %s, load generator %s",
			i+1, what, r.received, res.connected, ms(r.lat.min), ms(r.lat.p50), ms(r.lat.p99), ms(r.lat.max), r.serverCPU, r.clientCPU)
	}
	for i := 0; i < b.cfg.runs; i++ {
		r, err := broadcast()
		if err != nil {
			return nil, err
		}
		logRun("", i, r)
		res.broadcasts = append(res.broadcasts, r)
		time.Sleep(time.Second)
	}
	if res.rssActive, err = rss(b.cfg.serverPID); err != nil {
		return nil, err
	}
	res.perActive = float64(res.rssActive-before) / float64(res.connected)
	log.Printf("  server RSS after the broadcasts %s: %.1f KB per socket", mib(res.rssActive), res.perActive/1024)
	if b.cfg.slowClients <= 0 {
		return res, nil
	}

	// Slow readers: signed in as one user, they stop reading after the handshake with a tiny
	// receive buffer; events to that user fill the path until the server's writes block.
	if b.slowUser == nil {
		if b.slowUser, err = b.signUp(ctx, "bench-slow-"+b.runID+"@example.com", "bench-pass-123"); err != nil {
			return nil, err
		}
	}
	droppedBefore := countDropped(b.cfg.serverLog)
	var slow []*websocket.Conn
	defer func() {
		for _, c := range slow {
			_ = c.Close()
		}
	}()
	for i := 0; i < b.cfg.slowClients; i++ {
		c, err := b.dialWS(b.socketsAddr(), net.IP{127, 0, 0, 6}, b.slowUser.cookie, 4096)
		if err != nil {
			return nil, fmt.Errorf("slow client: %w", err)
		}
		slow = append(slow, c)
	}
	// 24 events of 64 KB (1.5 MB per socket) fill the kernel buffers; the rest waits in the
	// hub's per-socket queue, which stays below its limit of 64.
	fill := strings.Repeat("x", 64<<10)
	const fills = 24
	for i := 0; i < fills; i++ {
		if err := pub.ToUser(ctx, b.slowUser.id, "bench.fill", map[string]string{"pad": fill}); err != nil {
			return nil, err
		}
	}
	res.slowFilled = fills * len(fill)
	time.Sleep(2 * time.Second)
	for i := 0; i < b.cfg.runs; i++ {
		r, err := broadcast()
		if err != nil {
			return nil, err
		}
		logRun(fmt.Sprintf(" with %d stalled readers", b.cfg.slowClients), i, r)
		res.slowRuns = append(res.slowRuns, r)
		time.Sleep(time.Second)
	}
	res.slowDropped = countDropped(b.cfg.serverLog) - droppedBefore
	return res, nil
}

// readBroadcasts reads one visitor socket until it closes, timing the bench's broadcasts. The
// two numbers are picked out without a JSON decoder: ten thousand of these share the machine
// with the server, and the less the clients spend, the more the figure is the server's.
func readBroadcasts(c *websocket.Conn, idx int, lat [][]int64, received *[64]atomic.Int64) {
	for {
		_, msg, err := c.ReadMessage()
		if err != nil {
			return
		}
		now := time.Now().UnixNano()
		seq, ok1 := intField(msg, `"benchSeq":`)
		sent, ok2 := intField(msg, `"sentAt":`)
		if !ok1 || !ok2 || seq <= 0 || seq >= int64(len(lat)) {
			continue
		}
		lat[seq][idx] = now - sent
		received[seq].Add(1)
	}
}

// intField reads the integer following key in a JSON text.
func intField(msg []byte, key string) (int64, bool) {
	i := bytes.Index(msg, []byte(key))
	if i < 0 {
		return 0, false
	}
	var n int64
	digits := 0
	for _, c := range msg[i+len(key):] {
		if c < '0' || c > '9' {
			break
		}
		n = n*10 + int64(c-'0')
		digits++
	}
	return n, digits > 0
}

// rss reads a process's resident memory (VmRSS) in bytes.
func rss(pid int) (int64, error) {
	if pid <= 0 {
		return 0, errors.New("-server-pid is required to read the server's memory")
	}
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "VmRSS:"); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb * 1024, err
		}
	}
	return 0, errors.New("no VmRSS in /proc/" + strconv.Itoa(pid) + "/status")
}

// countDropped counts the server's "dropping slow socket" log lines.
func countDropped(logFile string) int {
	if logFile == "" {
		return 0
	}
	raw, err := os.ReadFile(logFile)
	if err != nil {
		return 0
	}
	return bytes.Count(raw, []byte("dropping slow socket"))
}

// procCPU is the user+system CPU time a process has used (clock ticks of 10 ms).
func procCPU(pid int) time.Duration {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// Fields after the command name, which is in parentheses and may contain spaces.
	rest := raw[bytes.LastIndexByte(raw, ')')+1:]
	f := strings.Fields(string(rest))
	if len(f) < 13 {
		return 0
	}
	ut, _ := strconv.ParseInt(f[11], 10, 64)
	st, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(ut+st) * 10 * time.Millisecond
}

// selfCPU is the CPU time this process has used.
func selfCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func mib(b int64) string { return fmt.Sprintf("%.1f MiB", float64(b)/(1<<20)) }
