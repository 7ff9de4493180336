package main

import (
	"context"
	"log/slog"
	"sync"
)

// owner starts background loops and stops them together: every loop has an owner.
type owner struct {
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

func newOwner(parent context.Context) *owner {
	ctx, cancel := context.WithCancel(context.WithoutCancel(parent))
	o := &owner{ctx: ctx, cancel: cancel}
	return o
}

func (o *owner) run(name string, fn func(context.Context) error) {
	o.wg.Add(1)
	go func() {
		defer o.wg.Done()
		if err := fn(o.ctx); err != nil && o.ctx.Err() == nil {
			slog.Error("background loop stopped", "loop", name, "err", err)
		}
	}()
}

// stop cancels every loop and waits for them to return.
func (o *owner) stop() {
	o.cancel()
	o.wg.Wait()
}
