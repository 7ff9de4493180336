package realtime

import (
	"strings"
	"sync"
	"testing"
	"time"
)

type flushRecord struct {
	text string
	seq  int
	at   time.Time
}

type flushLog struct {
	mu      sync.Mutex
	flushes []flushRecord
	active  int // flushes running at once
	overlap bool
}

func (l *flushLog) flush(text string, seq int) {
	l.mu.Lock()
	l.active++
	l.overlap = l.overlap || l.active > 1
	l.flushes = append(l.flushes, flushRecord{text, seq, time.Now()})
	l.mu.Unlock()
	time.Sleep(2 * time.Millisecond) // a publish takes a moment
	l.mu.Lock()
	l.active--
	l.mu.Unlock()
}

func (l *flushLog) snapshot() []flushRecord {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]flushRecord(nil), l.flushes...)
}

func TestDeltaCoalescerRateAndOrder(t *testing.T) {
	const interval = 50 * time.Millisecond
	var log flushLog
	d := NewDeltaCoalescer(log.flush, interval)

	var want strings.Builder
	start := time.Now()
	for i := 0; time.Since(start) < 600*time.Millisecond; i++ {
		tok := string(rune('a'+i%26)) + " "
		want.WriteString(tok)
		d.Add(tok)
		time.Sleep(time.Millisecond)
	}
	d.Close()
	elapsed := time.Since(start)

	fl := log.snapshot()
	var got strings.Builder
	for i, f := range fl {
		if f.seq != i+1 {
			t.Fatalf("flush %d has seq %d", i, f.seq)
		}
		got.WriteString(f.text)
		// The last flush comes from Close and may follow sooner.
		if i > 0 && i < len(fl)-1 {
			if gap := f.at.Sub(fl[i-1].at); gap < interval-5*time.Millisecond {
				t.Fatalf("flushes %d and %d only %s apart", i-1, i, gap)
			}
		}
	}
	if got.String() != want.String() {
		t.Fatalf("text reordered or lost:\n got %q\nwant %q", got.String(), want.String())
	}
	if max := int(elapsed/interval) + 2; len(fl) > max {
		t.Fatalf("%d flushes in %s, want at most %d", len(fl), elapsed, max)
	}
	if len(fl) < 4 {
		t.Fatalf("only %d flushes in %s: text is held back too long", len(fl), elapsed)
	}
	if log.overlap {
		t.Fatal("flushes overlapped")
	}
	if d.Seq() != len(fl) {
		t.Fatalf("Seq() = %d, want %d", d.Seq(), len(fl))
	}
}

func TestDeltaCoalescerFirstChunkAndClose(t *testing.T) {
	var log flushLog
	d := NewDeltaCoalescer(log.flush, time.Hour)
	d.Add("Hello")
	waitUntil(t, "first chunk", func() bool { return len(log.snapshot()) == 1 })
	d.Add(", ")
	d.Add("world")
	time.Sleep(20 * time.Millisecond)
	if n := len(log.snapshot()); n != 1 {
		t.Fatalf("%d flushes before the interval, want 1", n)
	}
	d.Close()
	d.Close()
	d.Add("late")
	fl := log.snapshot()
	if len(fl) != 2 || fl[0].text != "Hello" || fl[1].text != ", world" || fl[1].seq != 2 {
		t.Fatalf("flushes = %+v", fl)
	}
	// Nothing pending: Close flushes nothing.
	var empty flushLog
	e := NewDeltaCoalescer(empty.flush, 0)
	e.Add("")
	e.Close()
	if n := len(empty.snapshot()); n != 0 {
		t.Fatalf("empty coalescer flushed %d times", n)
	}
}

func TestDeltaCoalescerConcurrentAdds(t *testing.T) {
	var log flushLog
	d := NewDeltaCoalescer(log.flush, 5*time.Millisecond)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 200 {
				d.Add("x")
				time.Sleep(50 * time.Microsecond)
			}
		})
	}
	wg.Wait()
	d.Close()
	total := 0
	for i, f := range log.snapshot() {
		if f.seq != i+1 {
			t.Fatalf("flush %d has seq %d", i, f.seq)
		}
		total += len(f.text)
	}
	if total != 8*200 {
		t.Fatalf("flushed %d bytes, want %d", total, 8*200)
	}
	if log.overlap {
		t.Fatal("flushes overlapped")
	}
}
