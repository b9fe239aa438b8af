package main

import (
	"net"
	"net/http"
	"net/netip"
	"os"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

const (
	securityHeadersMiddlewareId = "siteSecurityHeaders"
	canonicalHostMiddlewareId   = "siteCanonicalHost"

	// Run before every PocketBase default middleware (CORS, activity
	// logger, rate limiter, ...) so that even their error responses carry
	// the headers, and so that redirects happen before any other work.
	securityHeadersMiddlewarePriority = apis.DefaultWWWRedirectMiddlewarePriority + 1
	canonicalHostMiddlewarePriority   = apis.DefaultWWWRedirectMiddlewarePriority + 2

	hstsValue = "max-age=63072000; includeSubDomains; preload"
)

// securityHeadersMiddleware sets the site-wide security headers on every
// response. HSTS is only sent when the request arrived over HTTPS (TLS or a
// trusted "X-Forwarded-Proto: https").
//
// The Content-Security-Policy comes from content_security.go: the API's and the dashboard's here,
// each HTML page's where it is served.
func securityHeadersMiddleware() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       securityHeadersMiddlewareId,
		Priority: securityHeadersMiddlewarePriority,
		Func: func(e *core.RequestEvent) error {
			h := e.Response.Header()
			h.Set("X-Content-Type-Options", "nosniff")
			h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
			h.Set("X-Frame-Options", "DENY")
			h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
			if policy := policyForPath(e.Request.URL.Path); policy != "" {
				h.Set("Content-Security-Policy", policy)
			}
			if requestProto(e) == "https" {
				h.Set("Strict-Transport-Security", hstsValue)
			}
			return e.Next()
		},
	}
}

// canonicalHostMiddleware redirects requests to the canonical HTTPS origin
// according to policy (see hostPolicy.redirect).
func canonicalHostMiddleware(policy hostPolicy) *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       canonicalHostMiddlewareId,
		Priority: canonicalHostMiddlewarePriority,
		Func: func(e *core.RequestEvent) error {
			target, ok := policy.redirect(e.Request.Host, requestProto(e), e.Request.URL.RequestURI())
			if !ok {
				return e.Next()
			}
			status := http.StatusPermanentRedirect // 308 keeps method and body
			if e.Request.Method == http.MethodGet || e.Request.Method == http.MethodHead {
				status = http.StatusMovedPermanently
			}
			return e.Redirect(status, target)
		},
	}
}

// requestProto reports the scheme the client used: "https" for a TLS
// connection, otherwise the first X-Forwarded-Proto value if the header can
// be trusted, otherwise "" (unknown).
//
// X-Forwarded-Proto is trusted when the direct peer is a loopback or
// private-network address (a reverse proxy on the same host or network), or
// when the PocketBase "trusted proxy" setting has been configured (which
// declares that the app is only reachable through a proxy).
func requestProto(e *core.RequestEvent) string {
	if e.IsTLS() {
		return "https"
	}
	v := e.Request.Header.Get("X-Forwarded-Proto")
	if v == "" || !forwardedHeadersTrusted(e) {
		return ""
	}
	if i := strings.IndexByte(v, ','); i >= 0 {
		v = v[:i] // the left-most value is the one the client used
	}
	return strings.ToLower(strings.TrimSpace(v))
}

func forwardedHeadersTrusted(e *core.RequestEvent) bool {
	if peer, err := netip.ParseAddr(e.RemoteIP()); err == nil {
		peer = peer.Unmap()
		if peer.IsLoopback() || peer.IsPrivate() || peer.IsLinkLocalUnicast() {
			return true
		}
	}
	return len(e.App.Settings().TrustedProxy.Headers) > 0
}

// hostPolicy describes the canonical site host and the hosts that should
// be redirected to it.
type hostPolicy struct {
	canonical     string // as configured (may include a port), used in the target URL
	canonicalName string // normalized hostname, without port
	alternates    map[string]struct{}
}

// hostPolicyFromEnv reads SITE_CANONICAL_HOST and SITE_ALTERNATE_HOSTS
// (comma-separated).
func hostPolicyFromEnv() hostPolicy {
	return newHostPolicy(os.Getenv("SITE_CANONICAL_HOST"), os.Getenv("SITE_ALTERNATE_HOSTS"))
}

func newHostPolicy(canonical, alternates string) hostPolicy {
	c := strings.ToLower(strings.TrimSpace(canonical))
	c = strings.TrimPrefix(c, "https://")
	c = strings.TrimPrefix(c, "http://")
	if i := strings.IndexAny(c, "/?#"); i >= 0 {
		c = c[:i]
	}
	p := hostPolicy{canonical: c, canonicalName: hostname(c)}
	if p.canonicalName == "" {
		return hostPolicy{}
	}
	for _, a := range strings.Split(alternates, ",") {
		if name := hostname(a); name != "" && name != p.canonicalName {
			if p.alternates == nil {
				p.alternates = map[string]struct{}{}
			}
			p.alternates[name] = struct{}{}
		}
	}
	return p
}

func (p hostPolicy) enabled() bool { return p.canonicalName != "" }

// redirect returns the canonical URL for a request to host (Host header,
// may include a port) made with proto ("http", "https" or "" when unknown)
// for uri (path and query), and whether the request must be redirected:
//   - www.<canonical> and the alternate hosts: always;
//   - the canonical host: only when the request came over plain HTTP;
//   - loopback and any other host: never.
func (p hostPolicy) redirect(host, proto, uri string) (string, bool) {
	if !p.enabled() {
		return "", false
	}
	name := hostname(host)
	if name == "" || isLoopbackHost(name) {
		return "", false
	}
	switch {
	case name == p.canonicalName:
		if !strings.EqualFold(strings.TrimSpace(proto), "http") {
			return "", false
		}
	case name == "www."+p.canonicalName:
	default:
		if _, ok := p.alternates[name]; !ok {
			return "", false
		}
	}
	if !strings.HasPrefix(uri, "/") {
		uri = "/" + uri
	}
	return "https://" + p.canonical + uri, true
}

// canonicalRedirect applies the host policy configured in the environment
// (SITE_CANONICAL_HOST, SITE_ALTERNATE_HOSTS) to one request.
func canonicalRedirect(host, proto, uri string) (target string, ok bool) {
	return hostPolicyFromEnv().redirect(host, proto, uri)
}

// hostname normalizes a Host header value or configured host: lower case,
// without port, brackets or trailing dot.
func hostname(h string) string {
	h = strings.ToLower(strings.TrimSpace(h))
	if name, _, err := net.SplitHostPort(h); err == nil {
		h = name
	}
	h = strings.TrimPrefix(h, "[")
	h = strings.TrimSuffix(h, "]")
	return strings.TrimSuffix(h, ".")
}

func isLoopbackHost(name string) bool {
	if name == "localhost" || strings.HasSuffix(name, ".localhost") {
		return true
	}
	addr, err := netip.ParseAddr(name)
	return err == nil && addr.Unmap().IsLoopback()
}
