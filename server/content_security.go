package main

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"io/fs"
	"regexp"
	"slices"
	"strings"
)

// The Content-Security-Policy of every page the site serves (the public pages, the staff screens,
// the not-found pages): scripts only from the site itself and, inline, exactly the scripts of the
// page, allowed by their SHA-256. The hashes are taken from the page as it is served, because the
// server fills pages in (business details, the rating, photos, a story) after the build. Styles
// keep 'unsafe-inline': Mantine writes style attributes and a style element at run time, and a
// style cannot run code.

// cspSourcesFile is written by the build (scripts/build.mjs): the origins a build's own
// configuration adds, such as the analytics tag's when VITE_GA_MEASUREMENT_ID is set.
const cspSourcesFile = "csp-sources.json"

type cspSources struct {
	Script  []string `json:"script"`
	Connect []string `json:"connect"`
	Img     []string `json:"img"`
}

func loadCSPSources(site fs.FS) cspSources {
	var sources cspSources
	if data, err := fs.ReadFile(site, cspSourcesFile); err == nil {
		_ = json.Unmarshal(data, &sources) // a broken file adds nothing: the policy stays strict
	}
	return sources
}

var (
	scriptElement = regexp.MustCompile(`(?is)<script\b([^>]*)>(.*?)</script>`)
	typeAttribute = regexp.MustCompile(`(?i)\btype\s*=\s*["']?([^"'\s>]+)`)
	srcAttribute  = regexp.MustCompile(`(?i)\bsrc\s*=`)
)

// isExecutableInline: an inline script the browser would run (no src; no type, a JavaScript type
// or "module"). JSON and JSON-LD data blocks are never run and need no hash.
func isExecutableInline(attributes string) bool {
	if srcAttribute.MatchString(attributes) {
		return false
	}
	match := typeAttribute.FindStringSubmatch(attributes)
	if match == nil {
		return true
	}
	switch strings.ToLower(match[1]) {
	case "module", "text/javascript", "application/javascript":
		return true
	}
	return false
}

// inlineScriptHashes are the 'sha256-…' sources of the page's executable inline scripts, in order, once each.
func inlineScriptHashes(html []byte) []string {
	var hashes []string
	for _, match := range scriptElement.FindAllSubmatch(html, -1) {
		if !isExecutableInline(string(match[1])) {
			continue
		}
		sum := sha256.Sum256(match[2])
		hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
		if !slices.Contains(hashes, hash) {
			hashes = append(hashes, hash)
		}
	}
	return hashes
}

// pagePolicy is the policy of one served page.
func pagePolicy(html []byte, sources cspSources) string {
	directive := func(name string, values ...string) string { return name + " " + strings.Join(values, " ") }
	script := append(append([]string{"'self'"}, inlineScriptHashes(html)...), sources.Script...)
	return strings.Join([]string{
		directive("default-src", "'self'"),
		directive("script-src", script...),
		directive("style-src", "'self'", "'unsafe-inline'"),
		directive("img-src", append([]string{"'self'", "data:", "blob:"}, sources.Img...)...),
		directive("font-src", "'self'", "data:"), // the headings' face is inside the stylesheet (decision 032)
		directive("connect-src", append([]string{"'self'"}, sources.Connect...)...),
		directive("media-src", "'self'", "blob:"),
		directive("worker-src", "'self'"),
		directive("manifest-src", "'self'"),
		directive("frame-src", "'none'"),
		directive("object-src", "'none'"),
		directive("base-uri", "'self'"),
		directive("form-action", "'self'"),
		directive("frame-ancestors", "'none'"),
	}, "; ")
}

// siteSources are the build's extra sources, read from the served site when the server starts
// (bindContentSecurity); every page's policy adds them.
var siteSources cspSources

// apiPolicy: API answers are data, never a document that runs or embeds anything. Files under
// /api/files/ keep PocketBase's own sandboxing policy.
const apiPolicy = "default-src 'none'; frame-ancestors 'none'"

// policyForPath is the policy the security headers set before a handler runs; HTML pages replace
// it with their own (serveHTML, serveNotFound). Other static files get none: a policy on the
// service worker's script would apply to the worker itself.
func policyForPath(path string) string {
	switch {
	case isDashboardPath(path):
		return dashboardPolicy
	case strings.HasPrefix(path, "/api/files/"):
		return ""
	case strings.HasPrefix(path, "/api/"):
		return apiPolicy
	}
	return ""
}

// dashboardPolicy is the PocketBase dashboard's (/_/): its own built interface, which sets styles
// inline and shows uploaded files from blob: and data: addresses.
const dashboardPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
	"font-src 'self' data:; connect-src 'self'; media-src 'self' blob:; frame-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
