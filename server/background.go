package server

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// background runs short fire-and-forget tasks (sending mail after answering) and lets
// Shutdown wait for them.
type background struct {
	wg  sync.WaitGroup
	log *slog.Logger
}

func newBackground(log *slog.Logger) *background { return &background{log: log} }

// Go runs fn with its own deadline, detached from the request.
func (b *background) Go(name string, fn func(ctx context.Context) error) {
	b.GoWithin(name, 30*time.Second, fn)
}

// GoWithin is Go with a deadline of its own.
func (b *background) GoWithin(name string, timeout time.Duration, fn func(ctx context.Context) error) {
	b.wg.Add(1)
	go func() {
		defer b.wg.Done()
		defer func() {
			if r := recover(); r != nil {
				b.log.Error("background task panicked", "task", name, "panic", r)
			}
		}()
		ctx, cancel := context.WithTimeout(context.Background(), timeout)
		defer cancel()
		if err := fn(ctx); err != nil {
			b.log.Error("background task failed", "task", name, "err", err)
		}
	}()
}

func (b *background) wait(ctx context.Context) {
	done := make(chan struct{})
	go func() { b.wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-ctx.Done():
	}
}
