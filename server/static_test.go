package main

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

// newPublicDir creates a small built site in a temp dir.
func newPublicDir(t *testing.T, with404 bool) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"index.html":           "<h1>home</h1>",
		"about/index.html":     "<h1>about</h1>",
		"en/about/index.html":  "<h1>about en</h1>",
		"assets/x.js":          "console.log(1)",
		"assets/app-1a2b.css":  "body{}",
		"robots.txt":           "User-agent: *",
		"sitemap.xml":          "<urlset/>",
		"manifest.webmanifest": "{}",
		"sw.js":                "self",
		"registerSW.js":        "reg",
		"favicon.svg":          "<svg/>",
		"emptydir/readme.md":   "no index here",
	}
	if with404 {
		files["404.html"] = "<h1>not found page</h1>"
	}
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// a file outside the public dir that must never be reachable
	if err := os.WriteFile(filepath.Join(filepath.Dir(dir), "secret.txt"), []byte("secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestResolveStatic(t *testing.T) {
	fsys := os.DirFS(newPublicDir(t, true))

	tests := []struct {
		path     string
		kind     staticKind
		file     string
		location string
	}{
		{"/", staticFile, "index.html", ""},
		{"", staticFile, "index.html", ""},
		{"/index.html", staticFile, "index.html", ""},
		{"/about", staticFile, "about/index.html", ""},
		{"/en/about", staticFile, "en/about/index.html", ""},
		{"/about/index.html", staticFile, "about/index.html", ""},
		{"/assets/x.js", staticFile, "assets/x.js", ""},
		{"/robots.txt", staticFile, "robots.txt", ""},
		{"/about/", staticRedirect, "", "/about"},
		{"/en/about/", staticRedirect, "", "/en/about"},
		{"/robots.txt/", staticRedirect, "", "/robots.txt"},
		{"/nope/", staticNotFound, "", ""},
		{"/nope", staticNotFound, "", ""},
		{"/assets", staticNotFound, "", ""},   // dir without index.html
		{"/emptydir", staticNotFound, "", ""}, // dir without index.html
		{"/assets/missing.js", staticNotFound, "", ""},
		{"/../secret.txt", staticNotFound, "", ""},
		{"/a/../../secret.txt", staticNotFound, "", ""},
		{"/../" + "index.html", staticFile, "index.html", ""}, // cleaned to /index.html, inside the root
		{"/..\\secret.txt", staticNotFound, "", ""},
		{"/\\evil.com/", staticNotFound, "", ""},
		{"//evil.com/", staticNotFound, "", ""},
		{"/about/../about", staticFile, "about/index.html", ""},
		{"/x\x00", staticNotFound, "", ""},
	}

	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			got := resolveStatic(fsys, tt.path, false)
			if got.Kind != tt.kind || got.File != tt.file || got.Location != tt.location {
				t.Fatalf("resolveStatic(%q) = %+v; want kind %d file %q location %q",
					tt.path, got, tt.kind, tt.file, tt.location)
			}
		})
	}
}

func TestResolveStaticIndexFallback(t *testing.T) {
	fsys := os.DirFS(newPublicDir(t, true))
	got := resolveStatic(fsys, "/nope", true)
	if got.Kind != staticFile || got.File != "index.html" {
		t.Fatalf("got %+v", got)
	}
}

func TestResolveStaticMissingDir(t *testing.T) {
	fsys := os.DirFS(filepath.Join(t.TempDir(), "does-not-exist"))
	if got := resolveStatic(fsys, "/", false); got.Kind != staticNotFound {
		t.Fatalf("got %+v", got)
	}
}

func TestCacheControlFor(t *testing.T) {
	tests := map[string]string{
		"assets/x.js":          cacheImmutable,
		"assets/app-1a2b.css":  cacheImmutable,
		"index.html":           cacheNoCache,
		"about/index.html":     cacheNoCache,
		"sw.js":                cacheNoCache,
		"registerSW.js":        cacheNoCache,
		"manifest.webmanifest": cacheNoCache,
		"robots.txt":           cacheDefault,
		"favicon.svg":          cacheDefault,
		"img/hero.webp":        cacheDefault,
	}
	for file, want := range tests {
		if got := cacheControlFor(file); got != want {
			t.Errorf("cacheControlFor(%q) = %q; want %q", file, got, want)
		}
	}
}

func TestContentTypeFor(t *testing.T) {
	tests := map[string]string{
		"index.html":           "text/html; charset=utf-8",
		"assets/x.js":          "text/javascript; charset=utf-8",
		"assets/a.css":         "text/css; charset=utf-8",
		"manifest.webmanifest": "application/manifest+json",
		"sitemap.xml":          "application/xml; charset=utf-8",
		"robots.txt":           "text/plain; charset=utf-8",
		"favicon.svg":          "image/svg+xml",
		"font.WOFF2":           "font/woff2",
	}
	for file, want := range tests {
		if got := contentTypeFor(file); got != want {
			t.Errorf("contentTypeFor(%q) = %q; want %q", file, got, want)
		}
	}
}

func serveStatic(t *testing.T, dir, method, target string) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	e := new(core.RequestEvent)
	e.Response = rec
	e.Request = httptest.NewRequest(method, target, nil)
	if err := staticHandler(os.DirFS(dir), false, nil)(e); err != nil {
		t.Fatalf("%s %s: %v", method, target, err)
	}
	return rec
}

func TestStaticHandler(t *testing.T) {
	dir := newPublicDir(t, true)

	tests := []struct {
		method, target string
		status         int
		body           string
		contentType    string
		cacheControl   string
		location       string
	}{
		{"GET", "/", 200, "<h1>home</h1>", "text/html; charset=utf-8", cacheNoCache, ""},
		{"GET", "/about", 200, "<h1>about</h1>", "text/html; charset=utf-8", cacheNoCache, ""},
		{"GET", "/about/", 301, "", "", "", "/about"},
		{"GET", "/about/?lang=en", 301, "", "", "", "/about?lang=en"},
		{"GET", "/assets/x.js", 200, "console.log(1)", "text/javascript; charset=utf-8", cacheImmutable, ""},
		{"GET", "/manifest.webmanifest", 200, "{}", "application/manifest+json", cacheNoCache, ""},
		{"GET", "/sitemap.xml", 200, "<urlset/>", "application/xml; charset=utf-8", cacheDefault, ""},
		{"GET", "/robots.txt", 200, "User-agent: *", "text/plain; charset=utf-8", cacheDefault, ""},
		{"GET", "/nope", 404, "<h1>not found page</h1>", "text/html; charset=utf-8", cacheNoCache, ""},
		{"HEAD", "/about", 200, "", "text/html; charset=utf-8", cacheNoCache, ""},
		{"HEAD", "/nope", 404, "", "text/html; charset=utf-8", cacheNoCache, ""},
	}

	for _, tt := range tests {
		t.Run(tt.method+" "+tt.target, func(t *testing.T) {
			rec := serveStatic(t, dir, tt.method, tt.target)
			if rec.Code != tt.status {
				t.Fatalf("status %d; want %d", rec.Code, tt.status)
			}
			if tt.method == "GET" && tt.body != "" && rec.Body.String() != tt.body {
				t.Errorf("body %q; want %q", rec.Body.String(), tt.body)
			}
			if tt.method == "HEAD" && rec.Body.Len() != 0 {
				t.Errorf("HEAD wrote a body: %q", rec.Body.String())
			}
			if tt.contentType != "" && rec.Header().Get("Content-Type") != tt.contentType {
				t.Errorf("Content-Type %q; want %q", rec.Header().Get("Content-Type"), tt.contentType)
			}
			if tt.cacheControl != "" && rec.Header().Get("Cache-Control") != tt.cacheControl {
				t.Errorf("Cache-Control %q; want %q", rec.Header().Get("Cache-Control"), tt.cacheControl)
			}
			if rec.Header().Get("Location") != tt.location {
				t.Errorf("Location %q; want %q", rec.Header().Get("Location"), tt.location)
			}
		})
	}
}

func TestStaticHandlerNo404Page(t *testing.T) {
	rec := serveStatic(t, newPublicDir(t, false), "GET", "/nope")
	if rec.Code != 404 || rec.Body.String() != "Not found" ||
		rec.Header().Get("Content-Type") != "text/plain; charset=utf-8" {
		t.Fatalf("got %d %q %q", rec.Code, rec.Body.String(), rec.Header().Get("Content-Type"))
	}
}

func TestNotFoundPageFollowsLanguageOfPath(t *testing.T) {
	cases := map[string]string{
		"/nope":         notFoundPage,
		"/nl/nope":      notFoundPageNL,
		"/nl":           notFoundPageNL,
		"/nlx/nope":     notFoundPage,
		"/about/nl/abc": notFoundPage,
	}
	for path, want := range cases {
		if got := notFoundPageFor(path); got != want {
			t.Errorf("notFoundPageFor(%q) = %q, want %q", path, got, want)
		}
	}
}
