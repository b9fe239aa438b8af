package main

import (
	"crypto/sha256"
	"encoding/base64"
	"strings"
	"testing"
)

func hashOf(script string) string {
	sum := sha256.Sum256([]byte(script))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

func TestInlineScriptHashes(t *testing.T) {
	page := []byte(`<html><head>
<script>window.dataLayer=[]</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script type="application/json" id="site-facts">{"phone":""}</script>
<script data-mantine-script="true">try { theme() } catch (e) {}</script>
<script type="module" id="page-boot">boot()</script>
<script type="module" src="/assets/entry.js"></script>
<SCRIPT>window.dataLayer=[]</SCRIPT>
</head></html>`)
	got := inlineScriptHashes(page)
	want := []string{hashOf("window.dataLayer=[]"), hashOf("try { theme() } catch (e) {}"), hashOf("boot()")}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("hashes = %v; want %v", got, want)
	}
}

func TestPagePolicy(t *testing.T) {
	policy := pagePolicy([]byte(`<script>a()</script>`), cspSources{Script: []string{"https://*.googletagmanager.com"}, Connect: []string{"https://*.google-analytics.com"}})
	for _, part := range []string{
		"script-src 'self' " + hashOf("a()") + " https://*.googletagmanager.com;",
		"connect-src 'self' https://*.google-analytics.com;",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	} {
		if !strings.Contains(policy, part) {
			t.Errorf("policy %q lacks %q", policy, part)
		}
	}
	script := strings.SplitN(strings.SplitN(policy, "script-src ", 2)[1], ";", 2)[0]
	if strings.Contains(script, "unsafe") {
		t.Errorf("script-src %q allows unsafe sources", script)
	}
	if strict := pagePolicy(nil, cspSources{}); strings.Contains(strict, "google") {
		t.Errorf("a build without analytics allows Google: %q", strict)
	}
}

func TestPolicyForPath(t *testing.T) {
	for path, want := range map[string]string{
		"/_/":                        dashboardPolicy,
		"/api/health":                apiPolicy,
		"/api/files/videos/x/a.mp4":  "",
		"/sw.js":                     "",
		"/assets/entry.js":           "",
	} {
		if got := policyForPath(path); got != want {
			t.Errorf("policyForPath(%q) = %q; want %q", path, got, want)
		}
	}
}
