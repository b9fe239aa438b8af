package main

import (
	"context"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// The HTTPS status of the production host for /ssl-status, checked from the server: the
// certificate (issuer, days to expiry), the redirects followed live (http to https, www and the
// alternate hosts to the canonical host), the security headers as served, and whether the service
// worker served is the one of this build. The JS hooks cannot do this: $http.send exposes no
// certificate. Each line carries a code the staff screen turns into a sentence and advice.

// statusLine is one line of the report.
type statusLine struct {
	Check  string         `json:"check"`            // what was checked: certificate, redirect, header, serviceWorker
	Target string         `json:"target,omitempty"` // the URL or header name
	OK     bool           `json:"ok"`
	Code   string         `json:"code"` // e.g. "certificate.expiresSoon"; the screen's message key
	Data   map[string]any `json:"data,omitempty"`
}

type httpsReport struct {
	Configured bool         `json:"configured"`
	Host       string       `json:"host,omitempty"`
	CheckedAt  string       `json:"checkedAt"`
	Lines      []statusLine `json:"lines"`
}

// httpsChecker does the network work; tests give it a dialer and roots of their own.
type httpsChecker struct {
	roots   *x509.CertPool // nil = the system's
	dial    func(ctx context.Context, network, address string) (net.Conn, error)
	timeout time.Duration
	now     func() time.Time
	// localServiceWorker is this build's sw.js, to compare with the one the host serves.
	localServiceWorker func() ([]byte, error)
}

const certificateWarningDays = 21

// wantedHeaders are the security headers every page must carry, and a test of each value.
var wantedHeaders = []struct {
	name string
	ok   func(string) bool
}{
	{"Strict-Transport-Security", func(v string) bool { return hstsMaxAge(v) >= 31536000 }},
	{"X-Content-Type-Options", func(v string) bool { return strings.EqualFold(strings.TrimSpace(v), "nosniff") }},
	{"Referrer-Policy", func(v string) bool { return v != "" && !strings.Contains(v, "unsafe-url") }},
	{"X-Frame-Options", func(v string) bool {
		v = strings.ToUpper(strings.TrimSpace(v))
		return v == "SAMEORIGIN" || v == "DENY"
	}},
	{"Permissions-Policy", func(v string) bool { return v != "" }},
}

func hstsMaxAge(value string) int {
	for _, part := range strings.Split(value, ";") {
		part = strings.TrimSpace(strings.ToLower(part))
		if after, found := strings.CutPrefix(part, "max-age="); found {
			seconds, _ := strconv.Atoi(strings.Trim(after, `"`))
			return seconds
		}
	}
	return 0
}

func (c httpsChecker) transport() *http.Transport {
	dialer := &net.Dialer{Timeout: c.timeout}
	dial := c.dial
	if dial == nil {
		dial = dialer.DialContext
	}
	return &http.Transport{DialContext: dial, TLSClientConfig: &tls.Config{RootCAs: c.roots}, TLSHandshakeTimeout: c.timeout, ResponseHeaderTimeout: c.timeout, DisableKeepAlives: true}
}

// check runs every check against the canonical host and its alternates.
func (c httpsChecker) check(ctx context.Context, policy hostPolicy) httpsReport {
	report := httpsReport{Configured: policy.enabled(), Host: policy.canonical, CheckedAt: c.now().UTC().Format(time.RFC3339)}
	if !report.Configured {
		return report
	}
	report.Lines = append(report.Lines, c.certificate(ctx, policy.canonical))
	sources := []string{"http://" + policy.canonical + "/", "http://www." + policy.canonicalName + "/", "https://www." + policy.canonicalName + "/"}
	for alternate := range policy.alternates {
		if alternate != "www."+policy.canonicalName {
			sources = append(sources, "http://"+alternate+"/", "https://"+alternate+"/")
		}
	}
	for _, source := range sources {
		report.Lines = append(report.Lines, c.redirect(ctx, source, "https://"+policy.canonical+"/"))
	}
	report.Lines = append(report.Lines, c.headers(ctx, "https://"+policy.canonical+"/")...)
	report.Lines = append(report.Lines, c.serviceWorker(ctx, "https://"+policy.canonical+"/sw.js"))
	return report
}

func (c httpsChecker) certificate(ctx context.Context, host string) statusLine {
	line := statusLine{Check: "certificate", Target: host}
	address := host
	if _, _, err := net.SplitHostPort(host); err != nil {
		address = net.JoinHostPort(host, "443")
	}
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()
	raw, err := c.transport().DialContext(ctx, "tcp", address)
	if err != nil {
		line.Code, line.Data = "certificate.unreachable", map[string]any{"error": err.Error()}
		return line
	}
	conn := tls.Client(raw, &tls.Config{ServerName: hostname(host), RootCAs: c.roots})
	defer conn.Close()
	if err := conn.HandshakeContext(ctx); err != nil {
		line.Code, line.Data = "certificate.invalid", map[string]any{"error": err.Error()}
		return line
	}
	leaf := conn.ConnectionState().PeerCertificates[0]
	issuer := leaf.Issuer.CommonName
	if len(leaf.Issuer.Organization) > 0 {
		issuer = leaf.Issuer.Organization[0] + " (" + leaf.Issuer.CommonName + ")"
	}
	days := int(leaf.NotAfter.Sub(c.now()).Hours() / 24)
	line.Data = map[string]any{"issuer": issuer, "daysLeft": days, "expires": leaf.NotAfter.UTC().Format("2006-01-02")}
	line.OK = days >= certificateWarningDays
	line.Code = "certificate.valid"
	if !line.OK {
		line.Code = "certificate.expiresSoon"
	}
	return line
}

// redirect follows a URL hop by hop; it must end at want, each hop a permanent redirect.
func (c httpsChecker) redirect(ctx context.Context, source, want string) statusLine {
	line := statusLine{Check: "redirect", Target: source}
	var hops []any
	client := &http.Client{Transport: c.transport(), Timeout: c.timeout, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	current := source
	permanent := true
	for i := 0; i < 10; i++ {
		request, _ := http.NewRequestWithContext(ctx, http.MethodGet, current, nil)
		response, err := client.Do(request)
		if err != nil {
			line.Code, line.Data = "redirect.failed", map[string]any{"hops": hops, "error": err.Error()}
			return line
		}
		response.Body.Close()
		location := response.Header.Get("Location")
		hops = append(hops, map[string]any{"url": current, "status": response.StatusCode})
		if response.StatusCode < 300 || response.StatusCode >= 400 || location == "" {
			break
		}
		if response.StatusCode != http.StatusMovedPermanently && response.StatusCode != http.StatusPermanentRedirect {
			permanent = false
		}
		next, err := url.Parse(current)
		if err == nil {
			next, err = next.Parse(location)
		}
		if err != nil {
			break
		}
		current = next.String()
	}
	line.Data = map[string]any{"hops": hops, "final": current}
	switch {
	case current != want:
		line.Code = "redirect.wrongTarget"
	case len(hops) < 2:
		line.Code = "redirect.missing"
	case !permanent:
		line.Code = "redirect.notPermanent"
	default:
		line.OK, line.Code = true, "redirect.ok"
	}
	return line
}

func (c httpsChecker) headers(ctx context.Context, page string) []statusLine {
	client := &http.Client{Transport: c.transport(), Timeout: c.timeout}
	request, _ := http.NewRequestWithContext(ctx, http.MethodGet, page, nil)
	response, err := client.Do(request)
	if err != nil {
		return []statusLine{{Check: "header", Target: page, Code: "header.unreachable", Data: map[string]any{"error": err.Error()}}}
	}
	response.Body.Close()
	var lines []statusLine
	for _, wanted := range wantedHeaders {
		value := response.Header.Get(wanted.name)
		line := statusLine{Check: "header", Target: wanted.name, Data: map[string]any{"value": value}}
		switch {
		case value == "":
			line.Code = "header.missing"
		case !wanted.ok(value):
			line.Code = "header.weak"
		default:
			line.OK, line.Code = true, "header.ok"
		}
		lines = append(lines, line)
	}
	return lines
}

func shortHash(body []byte) string {
	sum := sha256.Sum256(body)
	return hex.EncodeToString(sum[:6])
}

func (c httpsChecker) serviceWorker(ctx context.Context, address string) statusLine {
	line := statusLine{Check: "serviceWorker", Target: address}
	client := &http.Client{Transport: c.transport(), Timeout: c.timeout}
	request, _ := http.NewRequestWithContext(ctx, http.MethodGet, address, nil)
	response, err := client.Do(request)
	if err != nil {
		line.Code, line.Data = "serviceWorker.unreachable", map[string]any{"error": err.Error()}
		return line
	}
	defer response.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(response.Body, 8<<20))
	if response.StatusCode != http.StatusOK {
		line.Code, line.Data = "serviceWorker.missing", map[string]any{"status": response.StatusCode}
		return line
	}
	served := shortHash(body)
	line.Data = map[string]any{"version": served, "cacheControl": response.Header.Get("Cache-Control")}
	local, err := c.localServiceWorker()
	if err != nil {
		line.OK, line.Code = true, "serviceWorker.served"
		return line
	}
	line.Data["build"] = shortHash(local)
	if shortHash(local) != served {
		line.Code = "serviceWorker.otherBuild"
		return line
	}
	line.OK, line.Code = true, "serviceWorker.current"
	return line
}

var errForbidden = errors.New("forbidden")

// bindHTTPSStatus registers GET /api/site/staff/https-status: admins with a confirmed factor only.
func bindHTTPSStatus(app core.App, publicDir string) {
	checker := httpsChecker{
		timeout:            8 * time.Second,
		now:                time.Now,
		localServiceWorker: func() ([]byte, error) { return fs.ReadFile(os.DirFS(publicDir), "sw.js") },
	}
	app.OnServe().BindFunc(func(e *core.ServeEvent) error {
		e.Router.GET("/api/site/staff/https-status", func(re *core.RequestEvent) error {
			auth := re.Auth
			if auth == nil || auth.Collection().Name != "staff" || !auth.GetBool("is_admin") || !auth.GetBool("totp_enabled") {
				return re.JSON(http.StatusForbidden, map[string]any{"code": "access.denied", "message": errForbidden.Error()})
			}
			ctx, cancel := context.WithTimeout(re.Request.Context(), 60*time.Second)
			defer cancel()
			return re.JSON(http.StatusOK, checker.check(ctx, hostPolicyFromEnv()))
		}).Bind(apis.RequireAuth("staff"))
		return e.Next()
	})
}
