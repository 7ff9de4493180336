package server

import (
	"net"
	"net/netip"
	"sync"
)

// clientKey names the client an address belongs to for the per-client caps: an IPv4 address
// itself, or the /64 of an IPv6 address, since one subscriber is handed a whole /64 and could
// otherwise open each connection from a new address.
func clientKey(a netip.Addr) netip.Prefix {
	a = a.Unmap().WithZone("")
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p
	}
	return netip.PrefixFrom(a, a.BitLen())
}

// addrOf reads the IP address of a net.Addr (a TCP peer); ok is false for other kinds.
func addrOf(addr net.Addr) (netip.Addr, bool) {
	if ta, ok := addr.(*net.TCPAddr); ok {
		a, ok := netip.AddrFromSlice(ta.IP)
		return a.Unmap(), ok
	}
	ap, err := netip.ParseAddrPort(addr.String())
	if err != nil {
		return netip.Addr{}, false
	}
	return ap.Addr().Unmap(), true
}

// perClient counts what each client holds open against a cap; zero means no cap.
type perClient struct {
	max int
	mu  sync.Mutex
	n   map[netip.Prefix]int
}

func newPerClient(max int) *perClient {
	return &perClient{max: max, n: map[netip.Prefix]int{}}
}

// acquire takes one slot for key and answers its release, or nil when the client is at its cap.
// The release may be called any number of times; it frees the slot once.
func (p *perClient) acquire(key netip.Prefix) func() {
	if p.max <= 0 {
		return func() {}
	}
	p.mu.Lock()
	if p.n[key] >= p.max {
		p.mu.Unlock()
		return nil
	}
	p.n[key]++
	p.mu.Unlock()
	var once sync.Once
	return func() { once.Do(func() { p.release(key) }) }
}

func (p *perClient) release(key netip.Prefix) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.n[key] <= 1 {
		delete(p.n, key) // the map holds only clients with something open
		return
	}
	p.n[key]--
}

// count answers how many slots key holds (tests and logs).
func (p *perClient) count(key netip.Prefix) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.n[key]
}
