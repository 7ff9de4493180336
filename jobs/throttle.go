package jobs

import (
	"sync"
	"time"
)

// throttle runs fn at once when it has not run in the last interval, else once at the end of
// it, so a burst of triggers collapses into one run.
type throttle struct {
	every time.Duration
	fn    func()

	mu      sync.Mutex
	pending bool
	last    time.Time // when the last scheduled run started
}

func (t *throttle) trigger() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.pending {
		return
	}
	t.pending = true
	wait := max(time.Until(t.last.Add(t.every)), 0)
	time.AfterFunc(wait, func() {
		t.mu.Lock()
		t.pending = false
		t.last = time.Now()
		t.mu.Unlock()
		t.fn()
	})
}
