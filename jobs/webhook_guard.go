package jobs

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"strings"
	"syscall"
	"time"
)

// ErrPrivateAddress means a webhook URL leads to an address inside a network (loopback,
// private, link-local…) that outbound webhooks must not reach.
var ErrPrivateAddress = errors.New("jobs: webhook address is private or local")

// ErrUnknownHost means a webhook URL's host name does not resolve.
var ErrUnknownHost = errors.New("jobs: webhook host does not resolve")

// blockedPrefixes are the ranges a webhook may not reach besides those netip classifies
// (loopback, private, link-local, multicast, unspecified).
var blockedPrefixes = func() []netip.Prefix {
	var out []netip.Prefix
	for _, s := range []string{
		"0.0.0.0/8",       // "this network"
		"100.64.0.0/10",   // carrier-grade NAT
		"192.0.0.0/24",    // IETF protocol assignments
		"192.0.2.0/24",    // documentation
		"198.18.0.0/15",   // benchmarking
		"198.51.100.0/24", // documentation
		"203.0.113.0/24",  // documentation
		"240.0.0.0/4",     // reserved, and the broadcast address
		"100::/64",        // discard-only
		"2001:db8::/32",   // documentation
		"fec0::/10",       // deprecated site-local
		"64:ff9b:1::/48",  // local-use IPv4/IPv6 translation
	} {
		out = append(out, netip.MustParsePrefix(s))
	}
	return out
}()

// embedsIPv4 are IPv6 ranges that carry an IPv4 address in their last 32 bits and reach it
// through a translator: the embedded address decides.
var embedsIPv4 = []netip.Prefix{
	netip.MustParsePrefix("64:ff9b::/96"), // NAT64
	netip.MustParsePrefix("::/96"),        // IPv4-compatible (deprecated)
}

// PublicAddress reports whether a webhook may connect to ip: false for loopback, private,
// link-local, multicast, unspecified, carrier-grade NAT and reserved ranges, also when written
// as an IPv4-mapped or NAT64 IPv6 address.
func PublicAddress(ip netip.Addr) bool {
	ip = ip.Unmap()
	for _, p := range embedsIPv4 {
		if ip.Is6() && p.Contains(ip) {
			b := ip.As16()
			ip = netip.AddrFrom4([4]byte{b[12], b[13], b[14], b[15]})
			break
		}
	}
	if !ip.IsValid() || ip.IsLoopback() || ip.IsPrivate() || ip.IsUnspecified() || ip.IsMulticast() ||
		ip.IsLinkLocalUnicast() || ip.IsLinkLocalMulticast() || ip.IsInterfaceLocalMulticast() {
		return false
	}
	for _, p := range blockedPrefixes {
		if p.Contains(ip) {
			return false
		}
	}
	return true
}

// LookupFunc resolves a host name to addresses.
type LookupFunc func(ctx context.Context, host string) ([]netip.Addr, error)

func systemLookup(ctx context.Context, host string) ([]netip.Addr, error) {
	return net.DefaultResolver.LookupNetIP(ctx, "ip", host)
}

// addressGuard applies the address policy twice: when a URL is saved, on what its host
// resolves to then; and on every connection, on the address actually dialled, so a name that
// resolves elsewhere later (DNS rebinding) is refused too.
type addressGuard struct {
	allowPrivate bool
	lookup       LookupFunc
	dialTimeout  time.Duration
}

// resolve answers host's addresses: a literal IP as itself, a name through the resolver.
func (g *addressGuard) resolve(ctx context.Context, host string) ([]netip.Addr, error) {
	if ip, err := netip.ParseAddr(strings.Trim(host, "[]")); err == nil {
		return []netip.Addr{ip.WithZone("")}, nil
	}
	ips, err := g.lookup(ctx, host)
	if err != nil || len(ips) == 0 {
		return nil, fmt.Errorf("%w: %s", ErrUnknownHost, host)
	}
	return ips, nil
}

// checkURL refuses a URL whose host resolves to any address the policy forbids.
func (g *addressGuard) checkURL(ctx context.Context, raw string) error {
	u, err := url.Parse(raw)
	if err != nil || u.Hostname() == "" {
		return fmt.Errorf("%w: %q", ErrUnknownHost, raw)
	}
	ips, err := g.resolve(ctx, u.Hostname())
	if err != nil {
		return err
	}
	if g.allowPrivate {
		return nil
	}
	for _, ip := range ips {
		if !PublicAddress(ip) {
			return ErrPrivateAddress
		}
	}
	return nil
}

// dialContext resolves the host itself, dials only permitted addresses, and has the dialer
// check the address of the socket it is about to connect as well.
func (g *addressGuard) dialContext(ctx context.Context, network, addr string) (net.Conn, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, err
	}
	ips, err := g.resolve(ctx, host)
	if err != nil {
		return nil, err
	}
	d := net.Dialer{Timeout: g.dialTimeout, Control: g.control}
	var last error = ErrPrivateAddress
	for _, ip := range ips {
		if !g.allowPrivate && !PublicAddress(ip) {
			continue
		}
		conn, err := d.DialContext(ctx, network, net.JoinHostPort(ip.String(), port))
		if err == nil {
			return conn, nil
		}
		last = err
		if ctx.Err() != nil {
			break
		}
	}
	return nil, last
}

// control runs just before each connect with the literal address being dialled.
func (g *addressGuard) control(_, address string, _ syscall.RawConn) error {
	if g.allowPrivate {
		return nil
	}
	ap, err := netip.ParseAddrPort(address)
	if err != nil || !PublicAddress(ap.Addr()) {
		return ErrPrivateAddress
	}
	return nil
}
