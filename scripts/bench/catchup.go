package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/valyala/fasthttp"

	"storymail/storage"
)

// quietLook is how long the create page waits without news of its email before it looks once.
const quietLook = 15 * time.Second

// ownerSocket follows the sequence numbers of one owner's socket as the UI's client does.
type ownerSocket struct {
	last     int64 // last number seen; -1 before the socket's sync
	started  bool
	catching atomic.Bool // one catch-up at a time
}

// gap reads one socket message and reports whether it shows an event lost before it: a
// numbered event that is not one more than the last, or a sync ahead of the last.
func (o *ownerSocket) gap(msg []byte) bool {
	if bytes.HasPrefix(msg, []byte(`{"type":"sync"`)) {
		var ev struct {
			Data struct{ Seq int64 } `json:"data"`
		}
		if json.Unmarshal(msg, &ev) != nil {
			return false
		}
		lost := o.started && ev.Data.Seq > o.last
		if !o.started || ev.Data.Seq > o.last {
			o.last = ev.Data.Seq
		}
		o.started = true
		return lost
	}
	rest, ok := bytes.CutPrefix(msg, []byte(`{"seq":`))
	if !ok {
		return false // email.delta and events for everyone carry no number
	}
	end := bytes.IndexByte(rest, ',')
	if end < 0 {
		return false
	}
	n, err := strconv.ParseInt(string(rest[:end]), 10, 64)
	if err != nil {
		return false
	}
	lost := o.started && n != o.last+1 && n != o.last
	o.last, o.started = n, true
	return lost
}

// catchUp reads the owner's first page again (as the UI revalidates the list) and counts the
// generated emails it shows that no push announced.
func (b *bench) catchUp(ctx context.Context, hc *fasthttp.HostClient, u *user, o *ownerSocket, mu *sync.Mutex, byID map[string]*tracked) {
	if !o.catching.CompareAndSwap(false, true) {
		return
	}
	defer o.catching.Store(false)
	req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
	defer fasthttp.ReleaseRequest(req)
	defer fasthttp.ReleaseResponse(resp)
	b.prepare(req, "GET", "/api/emails?limit=100", u.cookie, nil)
	if err := hc.Do(req, resp); err != nil || resp.StatusCode() != 200 || ctx.Err() != nil {
		return
	}
	var items []struct{ ID, Status string }
	if json.Unmarshal(resp.Body(), &items) != nil {
		return
	}
	now := time.Now().UnixNano()
	mu.Lock()
	defer mu.Unlock()
	for _, it := range items {
		if t := byID[it.ID]; t != nil && it.Status == storage.EmailGenerated {
			t.caughtAt.CompareAndSwap(0, now)
		}
	}
}

// quietLooks does what the create page does for an email it has heard nothing about for
// quietLook: one GET /api/emails/{id}. Only emails without a push or a catch-up need it. It
// answers the number of requests made.
func (b *bench) quietLooks(ctx context.Context, hc *fasthttp.HostClient, emails []*tracked) int {
	var waiting []*tracked
	for _, t := range emails {
		if t.pushedAt.Load() == 0 && t.caughtAt.Load() == 0 {
			waiting = append(waiting, t)
		}
	}
	req, resp := fasthttp.AcquireRequest(), fasthttp.AcquireResponse()
	defer fasthttp.ReleaseRequest(req)
	defer fasthttp.ReleaseResponse(resp)
	looks := 0
	for _, t := range waiting {
		time.Sleep(time.Until(t.answered.Add(quietLook)))
		if ctx.Err() != nil || t.pushedAt.Load() != 0 {
			continue
		}
		b.prepare(req, "GET", "/api/emails/"+t.id, b.pipeUsers[t.owner].cookie, nil)
		looks++
		if err := hc.Do(req, resp); err == nil && resp.StatusCode() == 200 && bytes.Contains(resp.Body(), []byte(`"status":"generated"`)) {
			t.caughtAt.CompareAndSwap(0, time.Now().UnixNano())
		}
		resp.Reset()
	}
	return looks
}
