package server

import (
	"crypto/sha256"
	"encoding/base64"
	"io/fs"
	"net/url"
	"regexp"
	"slices"
	"strings"

	"github.com/gofiber/fiber/v2"
)

// securityHeaders sets the browser defences on every answer, and no-store on the API's: its
// answers are one user's data, never to be kept by a shared cache or the back button's.
// Handlers may still narrow Cache-Control (private, no-store).
func (s *Server) securityHeaders(c *fiber.Ctx) error {
	h := &c.Response().Header
	h.Set(fiber.HeaderContentSecurityPolicy, s.csp)
	h.Set(fiber.HeaderXContentTypeOptions, "nosniff")
	h.Set(fiber.HeaderReferrerPolicy, "strict-origin-when-cross-origin")
	h.Set(fiber.HeaderXFrameOptions, "DENY") // frame-ancestors for browsers that predate it
	if s.opts.Env == "production" {
		// Not includeSubDomains: the app's domain may hold other sites that are not ours to pin.
		h.Set(fiber.HeaderStrictTransportSecurity, "max-age=31536000")
	}
	if p := c.Path(); p == "/api" || strings.HasPrefix(p, "/api/") {
		h.Set(fiber.HeaderCacheControl, "no-store")
	}
	return c.Next()
}

// contentSecurityPolicy is the policy of the app's pages:
//   - scripts only from the app's own files, plus the inline scripts of the built index.html and
//     landing.html by their hashes (the landing page's preload hint), so injected markup can never
//     run script;
//   - styles from the app's files and inline: Radix's dialogs add <style> elements (scroll
//     lock) and position popovers with style attributes. Inline CSS cannot run script; what it
//     could still do presumes markup injection, which React's escaping and the script policy
//     stand against;
//   - connections to the app itself, its WebSocket (named in full: older browsers do not let
//     'self' cover ws: and wss:) and the analytics endpoint the UI was built with;
//   - no framing (clickjacking), no plugins, no <base> or form posts elsewhere.
//
// Stripe Checkout is a full-page redirect, so it needs no allowance here.
func contentSecurityPolicy(appOrigin string, ui fs.FS) string {
	scripts := []string{"'self'"}
	connect := []string{"'self'", websocketOrigin(appOrigin)}
	if ui != nil {
		if index, err := fs.ReadFile(ui, "index.html"); err == nil {
			scripts = append(scripts, inlineScriptHashes(index)...)
			if o := analyticsOrigin(index); o != "" && o != appOrigin {
				connect = append(connect, o)
			}
		}
		// The prerendered landing page is index.html with markup added; any script of its own counts too.
		if landing, err := fs.ReadFile(ui, "landing.html"); err == nil {
			for _, h := range inlineScriptHashes(landing) {
				if !slices.Contains(scripts, h) {
					scripts = append(scripts, h)
				}
			}
		}
	}
	return strings.Join([]string{
		"default-src 'self'",
		"script-src " + strings.Join(scripts, " "),
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data: blob:",
		"font-src 'self' data:",
		"connect-src " + strings.Join(connect, " "),
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	}, "; ")
}

// websocketOrigin is the ws: or wss: origin of the app's own /ws.
func websocketOrigin(appOrigin string) string {
	if rest, ok := strings.CutPrefix(appOrigin, "https://"); ok {
		return "wss://" + rest
	}
	return "ws://" + strings.TrimPrefix(appOrigin, "http://")
}

var (
	inlineScriptRE = regexp.MustCompile(`(?is)<script\b([^>]*)>(.*?)</script\s*>`)
	srcAttrRE      = regexp.MustCompile(`(?i)\bsrc\s*=`)
)

// inlineScriptHashes answers a 'sha256-…' source for each inline script of an HTML page.
func inlineScriptHashes(html []byte) []string {
	var out []string
	for _, m := range inlineScriptRE.FindAllSubmatch(html, -1) {
		if srcAttrRE.Match(m[1]) {
			continue
		}
		sum := sha256.Sum256(m[2])
		out = append(out, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'")
	}
	return out
}

var analyticsMetaRE = regexp.MustCompile(`(?i)<meta\s+name="storymail:analytics-origin"\s+content="([^"]*)"`)

// analyticsOrigin reads the origin the UI's build sends page views to, which the build writes
// into index.html; "" when it sends none.
func analyticsOrigin(html []byte) string {
	m := analyticsMetaRE.FindSubmatch(html)
	if m == nil {
		return ""
	}
	u, err := url.Parse(strings.TrimSpace(string(m[1])))
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return ""
	}
	return u.Scheme + "://" + u.Host
}
