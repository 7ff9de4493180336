package realtime

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// discardConn is an in-process socket that accepts every write at once, so
// the benchmark measures the hub, not the network.
type discardConn struct {
	written atomic.Int64
	once    sync.Once
	closed  chan struct{}
}

func newDiscardConn() *discardConn { return &discardConn{closed: make(chan struct{})} }

func (d *discardConn) ReadMessage() (int, []byte, error) {
	<-d.closed
	return 0, nil, context.Canceled
}
func (d *discardConn) WriteMessage(typ int, _ []byte) error {
	if typ == TextMessage {
		d.written.Add(1)
	}
	return nil
}
func (d *discardConn) WriteControl(int, []byte, time.Time) error { return nil }
func (d *discardConn) SetReadDeadline(time.Time) error           { return nil }
func (d *discardConn) SetWriteDeadline(time.Time) error          { return nil }
func (d *discardConn) SetReadLimit(int64)                        {}
func (d *discardConn) SetPongHandler(func(string) error)         {}
func (d *discardConn) Close() error {
	d.once.Do(func() { close(d.closed) })
	return nil
}

// BenchmarkFanOut measures one event delivered to N sockets: the event is
// encoded once and its bytes queued on every socket. ns/op is per event.
func BenchmarkFanOut(b *testing.B) {
	for _, n := range []int{10, 100, 1000, 10000} {
		b.Run(fmt.Sprintf("conns=%d", n), func(b *testing.B) {
			rdb := newRedis(b, "")
			h := startHub(b, Options{Redis: rdb, Prefix: testPrefix(), SendBuffer: 256})
			conns := make([]*discardConn, n)
			for i := range conns {
				conns[i] = newDiscardConn()
				go h.Serve(conns[i], Client{UserID: fmt.Sprint("u", i%(n/2+1))})
			}
			b.Cleanup(func() {
				for _, c := range conns {
					_ = c.Close()
				}
			})
			waitConns(b, h, n)
			ev, err := encodeEvent(TypeStatsPublic, map[string]int{"emails": 42, "users": 7})
			if err != nil {
				b.Fatal(err)
			}
			// Let the write pumps catch up every so often: the benchmark is
			// about fan-out, not about queues overflowing.
			const window = 128
			waitAll := func(want int64) {
				for _, c := range conns {
					for c.written.Load() < want {
						time.Sleep(10 * time.Microsecond)
					}
				}
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := range b.N {
				h.deliveries <- delivery{scope: scopeAll, event: ev}
				if (i+1)%window == 0 {
					waitAll(int64(i + 1))
				}
			}
			waitAll(int64(b.N))
			b.StopTimer()
			if d := h.Stats().Dropped; d != 0 {
				b.Fatalf("%d sockets dropped", d)
			}
			b.ReportMetric(float64(b.N)*float64(n)/b.Elapsed().Seconds(), "deliveries/s")
		})
	}
}

// BenchmarkPublishToAll measures the whole path through Redis: publish,
// subscription, fan-out to 100 sockets.
func BenchmarkPublishToAll(b *testing.B) {
	rdb := newRedis(b, "")
	h := startHub(b, Options{Redis: rdb, Prefix: testPrefix(), SendBuffer: 1024})
	const n = 100
	conns := make([]*discardConn, n)
	for i := range conns {
		conns[i] = newDiscardConn()
		go h.Serve(conns[i], Client{})
	}
	b.Cleanup(func() {
		for _, c := range conns {
			_ = c.Close()
		}
	})
	waitConns(b, h, n)
	ctx := context.Background()
	data := map[string]int{"emails": 42}
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		if err := h.ToAll(ctx, TypeStatsPublic, data); err != nil {
			b.Fatal(err)
		}
		if (i+1)%256 == 0 || i == b.N-1 {
			for _, c := range conns {
				for c.written.Load() < int64(i+1) {
					time.Sleep(10 * time.Microsecond)
				}
			}
		}
	}
}
