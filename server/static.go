package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

const (
	cacheImmutable = "public, max-age=31536000, immutable"
	cacheNoCache   = "no-cache"
	cacheDefault   = "public, max-age=3600"

	notFoundPage   = "404.html"
	notFoundPageNL = "nl/404.html"
	indexPage      = "index.html"
)

type staticKind int

const (
	staticNotFound staticKind = iota
	staticFile
	staticRedirect
)

// staticResult is the outcome of resolving a request path against the
// public dir.
type staticResult struct {
	Kind staticKind
	// File is the fs path (slash separated, relative to the public dir) to
	// serve with status 200 for staticFile.
	File string
	// Location is the redirect target path (without query) for staticRedirect.
	Location string
}

// resolveStatic maps a request URL path (as in r.URL.Path) to a file of fsys:
//   - the path is cleaned, so it can never escape the root;
//   - a path with a trailing slash (other than "/") that resolves to
//     something is redirected to the same path without the slash;
//   - an existing regular file is served;
//   - a directory with an index.html is served directly (no redirect),
//     "/" included;
//   - anything else is not found (or index.html when indexFallback is set).
func resolveStatic(fsys fs.FS, urlPath string, indexFallback bool) staticResult {
	if strings.ContainsAny(urlPath, "\\\x00") {
		return notFound(fsys, indexFallback)
	}

	cleaned := path.Clean("/" + urlPath) // never contains "..", no trailing slash (except "/")
	rel := strings.TrimPrefix(cleaned, "/")
	if rel == "" {
		rel = "."
	}

	if rel == "templates" || strings.HasPrefix(rel, "templates/") {
		return notFound(fsys, indexFallback) // built pages the server fills in (stories.go), never served as they are
	}
	file, ok := lookupStatic(fsys, rel)

	if urlPath != "/" && strings.HasSuffix(urlPath, "/") {
		if ok {
			return staticResult{Kind: staticRedirect, Location: cleaned}
		}
		return notFound(fsys, indexFallback)
	}

	if ok {
		return staticResult{Kind: staticFile, File: file}
	}
	return notFound(fsys, indexFallback)
}

// lookupStatic returns rel itself if it is a regular file, or rel/index.html
// if rel is a directory containing one.
func lookupStatic(fsys fs.FS, rel string) (string, bool) {
	if !fs.ValidPath(rel) {
		return "", false
	}
	fi, err := fs.Stat(fsys, rel)
	if err != nil {
		return "", false
	}
	if fi.Mode().IsRegular() {
		return rel, true
	}
	if !fi.IsDir() {
		return "", false
	}
	index := path.Join(rel, indexPage)
	if fi, err := fs.Stat(fsys, index); err == nil && fi.Mode().IsRegular() {
		return index, true
	}
	return "", false
}

func notFound(fsys fs.FS, indexFallback bool) staticResult {
	if indexFallback {
		if file, ok := lookupStatic(fsys, indexPage); ok {
			return staticResult{Kind: staticFile, File: file}
		}
	}
	return staticResult{Kind: staticNotFound}
}

// cacheControlFor returns the Cache-Control value for a served file (fs path).
func cacheControlFor(file string) string {
	if strings.HasPrefix(file, "assets/") {
		return cacheImmutable // content-hashed build output
	}
	switch path.Base(file) {
	case "sw.js", "registerSW.js", "manifest.webmanifest":
		return cacheNoCache
	}
	if strings.HasSuffix(file, ".html") {
		return cacheNoCache
	}
	return cacheDefault
}

var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".json":        "application/json",
	".map":         "application/json",
	".webmanifest": "application/manifest+json",
	".xml":         "application/xml; charset=utf-8",
	".txt":         "text/plain; charset=utf-8",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".jpg":         "image/jpeg",
	".jpeg":        "image/jpeg",
	".gif":         "image/gif",
	".webp":        "image/webp",
	".avif":        "image/avif",
	".ico":         "image/x-icon",
	".woff":        "font/woff",
	".woff2":       "font/woff2",
	".ttf":         "font/ttf",
	".otf":         "font/otf",
	".pdf":         "application/pdf",
	".mp4":         "video/mp4",
	".webm":        "video/webm",
	".mp3":         "audio/mpeg",
	".wasm":        "application/wasm",
	".ics":         "text/calendar; charset=utf-8",
}

// contentTypeFor returns the Content-Type for a file name ("" = let
// net/http sniff it). The fixed table makes the common types independent
// of the host's mime database.
func contentTypeFor(file string) string {
	ext := strings.ToLower(path.Ext(file))
	if ct, ok := contentTypes[ext]; ok {
		return ct
	}
	return mime.TypeByExtension(ext)
}

// htmlRewrite changes a served HTML page (urlPath is the request path);
// it returns the page unchanged when there is nothing to change.
type htmlRewrite func(urlPath string, html []byte) []byte

// staticHandler serves the static site from fsys (see resolveStatic).
// HTML pages pass through rewrite when it is not nil (see rating.go).
// Expects a GET "/{path...}" route (which also matches HEAD).
func staticHandler(fsys fs.FS, indexFallback bool, rewrite htmlRewrite) func(*core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		res := resolveStatic(fsys, e.Request.URL.Path, indexFallback)

		switch res.Kind {
		case staticRedirect:
			location := res.Location
			if q := e.Request.URL.RawQuery; q != "" {
				location += "?" + q
			}
			return e.Redirect(http.StatusMovedPermanently, location)

		case staticFile:
			h := e.Response.Header()
			h.Set("Cache-Control", cacheControlFor(res.File))
			if ct := contentTypeFor(res.File); ct != "" {
				h.Set("Content-Type", ct)
			}
			if rewrite != nil && strings.HasSuffix(res.File, ".html") {
				return serveRewritten(e, fsys, res.File, rewrite)
			}
			// http.ServeContent: HEAD, Range, If-Modified-Since; no redirects
			return e.FileFS(fsys, res.File)
		}

		return serveNotFound(e, fsys)
	}
}

// serveNotFound answers with the not-found page in the language of the path and status 404.
func serveNotFound(e *core.RequestEvent, fsys fs.FS) error {
	h := e.Response.Header()
	h.Set("Cache-Control", cacheNoCache)
	body, err := fs.ReadFile(fsys, notFoundPageFor(e.Request.URL.Path))
	if err != nil {
		body, err = fs.ReadFile(fsys, notFoundPage)
	}
	if err != nil {
		body = []byte("Not found")
		h.Set("Content-Type", "text/plain; charset=utf-8")
	} else {
		h.Set("Content-Type", "text/html; charset=utf-8")
		h.Set("Content-Security-Policy", pagePolicy(body, siteSources))
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	e.Response.WriteHeader(http.StatusNotFound)
	if e.Request.Method != http.MethodHead {
		_, _ = e.Response.Write(body) // a failed write means the client went away
	}
	return nil
}

// notFoundPageFor picks the not-found page in the language of the path:
// /nl and everything under it is Dutch, every other path English.
func notFoundPageFor(urlPath string) string {
	if urlPath == "/nl" || strings.HasPrefix(urlPath, "/nl/") {
		return notFoundPageNL
	}
	return notFoundPage
}

// serveRewritten serves an HTML page after rewrite.
func serveRewritten(e *core.RequestEvent, fsys fs.FS, file string, rewrite htmlRewrite) error {
	body, err := fs.ReadFile(fsys, file)
	if err != nil {
		return e.FileFS(fsys, file)
	}
	return serveHTML(e, rewrite(e.Request.URL.Path, body))
}

// serveHTML serves a page built for this request. It depends on more than a file, so it carries an
// ETag of the served bytes instead of a modification time; http.ServeContent answers If-None-Match
// with 304.
func serveHTML(e *core.RequestEvent, body []byte) error {
	h := e.Response.Header()
	h.Set("Cache-Control", cacheNoCache)
	h.Set("Content-Type", contentTypes[".html"])
	h.Set("Content-Security-Policy", pagePolicy(body, siteSources))
	sum := sha256.Sum256(body)
	h.Set("ETag", `"`+hex.EncodeToString(sum[:12])+`"`)
	http.ServeContent(e.Response, e.Request, "index.html", time.Time{}, bytes.NewReader(body))
	return nil
}
