package realtime

import (
	"strings"
	"sync"
	"time"
)

// DefaultDeltaInterval keeps streamed text to about ten events a second.
const DefaultDeltaInterval = 100 * time.Millisecond

// DeltaCoalescer batches streamed text so that a fast token stream becomes at
// most one email.delta event per interval. Every flush carries the next
// sequence number (1, 2, 3, …) so clients can tell a missed chunk; flushes
// never overlap and never reorder. It is safe for concurrent use.
type DeltaCoalescer struct {
	flush    func(text string, seq int)
	interval time.Duration

	emit sync.Mutex // held while taking and flushing a batch, for ordering

	mu     sync.Mutex // guards the fields below
	buf    strings.Builder
	seq    int
	last   time.Time
	timer  *time.Timer
	closed bool
}

// NewDeltaCoalescer returns a coalescer calling flush at most once per
// interval (DefaultDeltaInterval when interval <= 0).
func NewDeltaCoalescer(flush func(text string, seq int), interval time.Duration) *DeltaCoalescer {
	if interval <= 0 {
		interval = DefaultDeltaInterval
	}
	return &DeltaCoalescer{flush: flush, interval: interval}
}

// Add appends text to the pending batch. Text added after Close is discarded.
func (d *DeltaCoalescer) Add(text string) {
	if text == "" {
		return
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		return
	}
	d.buf.WriteString(text)
	if d.timer != nil {
		return
	}
	// The first chunk after a quiet spell goes out at once; later ones wait
	// for the interval since the previous flush.
	wait := max(0, d.interval-time.Since(d.last))
	d.timer = time.AfterFunc(wait, d.fire)
}

func (d *DeltaCoalescer) fire() {
	d.emit.Lock()
	defer d.emit.Unlock()
	d.mu.Lock()
	d.timer = nil
	if d.closed {
		d.mu.Unlock()
		return
	}
	text, seq := d.take()
	d.mu.Unlock()
	if text != "" {
		d.flush(text, seq)
	}
}

// take empties the batch; d.mu must be held.
func (d *DeltaCoalescer) take() (string, int) {
	if d.buf.Len() == 0 {
		return "", d.seq
	}
	text := d.buf.String()
	d.buf.Reset()
	d.seq++
	d.last = time.Now()
	return text, d.seq
}

// Close flushes whatever is pending and stops the coalescer; no flush happens
// after Close returns.
func (d *DeltaCoalescer) Close() {
	d.emit.Lock()
	defer d.emit.Unlock()
	d.mu.Lock()
	if d.closed {
		d.mu.Unlock()
		return
	}
	d.closed = true
	if d.timer != nil {
		d.timer.Stop()
		d.timer = nil
	}
	text, seq := d.take()
	d.mu.Unlock()
	if text != "" {
		d.flush(text, seq)
	}
}

// Seq returns the sequence number of the last flush (0 before the first).
func (d *DeltaCoalescer) Seq() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.seq
}
