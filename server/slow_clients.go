package main

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

const (
	slowClientsMiddlewareId = "siteSlowClients"

	// The site's own routes (/api/site/...) run in the hooks' JS engines, of which there are a few
	// (--hooksPool): a handler that read a slow body itself would hold one for as long as the client
	// liked. Their bodies are read here first, within this time and up to this size: the largest
	// route's limit (enquiries, 64 KB) plus one byte, so each route's own limit still sees an
	// oversized body and answers it in the visitor's language.
	siteBodyReadTimeout = 10 * time.Second
	siteBodyMaxBytes    = 64*1024 + 1

	// For every connection: the headers within this time, an idle keep-alive connection closed after
	// the other. PocketBase's own read and write timeouts (5 minutes, for staff uploads) stay.
	headerReadTimeout = 10 * time.Second
	idleTimeout       = 2 * time.Minute
)

// readSiteBodiesFirst reads the body of a write to the site's routes before any hook sees it; a
// client that has not sent it within siteBodyReadTimeout gets 408 and its connection closed.
func readSiteBodiesFirst() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       slowClientsMiddlewareId,
		Priority: securityHeadersMiddlewarePriority + 10,
		Func: func(e *core.RequestEvent) error {
			method := e.Request.Method
			if !strings.HasPrefix(e.Request.URL.Path, "/api/site/") || method == http.MethodGet || method == http.MethodHead || method == http.MethodOptions {
				return e.Next()
			}
			control := http.NewResponseController(e.Response)
			_ = control.SetReadDeadline(time.Now().Add(siteBodyReadTimeout))
			body, err := io.ReadAll(io.LimitReader(e.Request.Body, siteBodyMaxBytes))
			if err != nil {
				// The deadline stays passed: before it answers, Go's server would otherwise wait
				// to read the rest of the body it will never get.
				if errors.Is(err, os.ErrDeadlineExceeded) {
					e.Response.Header().Set("Connection", "close")
					return e.Error(http.StatusRequestTimeout, "The request body did not arrive in time.", err)
				}
				return e.BadRequestError("The request body could not be read.", err)
			}
			_ = control.SetReadDeadline(time.Time{})
			// rereadable, as PocketBase's router gives it: the hooks and PocketBase's own auth answer
			// each read the body
			e.Request.Body = &router.RereadableReadCloser{ReadCloser: io.NopCloser(bytes.NewReader(body))}
			return e.Next()
		},
	}
}

// limitSlowClients sets the connection timeouts on the server PocketBase is about to start.
func limitSlowClients(server *http.Server) {
	server.ReadHeaderTimeout = headerReadTimeout
	server.IdleTimeout = idleTimeout
}
