package main

import (
	"errors"
	"net/http"
	"os"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

const (
	retryAfterMiddlewareId = "siteRetryAfter"
	// Just before the rate limiter, so its 429 passes through on the way out.
	retryAfterMiddlewarePriority = apis.DefaultRateLimitMiddlewarePriority - 1

	// When no rate-limit rule names the path, a client is asked to wait a full minute: the longest
	// window the site's own rules use.
	defaultRetryAfterSeconds = 60
)

// allowedOrigins lists the origins whose pages may call the API from a browser: SITE_ORIGIN and
// the comma-separated SITE_ALLOWED_ORIGINS. Empty means the site is only reached same-origin
// (the browser sends no Origin for a same-origin GET, and PocketBase's own default of "*" is
// dropped either way).
func allowedOrigins() []string {
	var origins []string
	for _, value := range append([]string{os.Getenv("SITE_ORIGIN")}, strings.Split(os.Getenv("SITE_ALLOWED_ORIGINS"), ",")...) {
		origin := strings.TrimRight(strings.TrimSpace(value), "/")
		if origin != "" {
			origins = append(origins, origin)
		}
	}
	return origins
}

// siteCORS replaces PocketBase's allow-every-origin CORS middleware: other sites cannot post
// enquiries, sign-ups or chat messages from a visitor's browser.
func siteCORS(origins []string) *hook.Handler[*core.RequestEvent] {
	if len(origins) == 0 {
		origins = []string{"null"} // no cross-origin caller at all
	}
	handler := apis.CORS(apis.CORSConfig{
		AllowOrigins: origins,
		AllowMethods: []string{http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPatch, http.MethodDelete},
	})
	handler.Id = apis.DefaultCorsMiddlewareId
	return handler
}

// retryAfterMiddleware adds Retry-After to PocketBase's rate-limit answers (RFC 9110 §10.2.3),
// with the window of the rule that applies to the path.
func retryAfterMiddleware() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       retryAfterMiddlewareId,
		Priority: retryAfterMiddlewarePriority,
		Func: func(e *core.RequestEvent) error {
			err := e.Next()
			if isTooManyRequests(err) && e.Response.Header().Get("Retry-After") == "" {
				e.Response.Header().Set("Retry-After", strconv.Itoa(retryAfterSeconds(e)))
			}
			return err
		},
	}
}

func isTooManyRequests(err error) bool {
	var apiErr *router.ApiError
	return errors.As(err, &apiErr) && apiErr.Status == http.StatusTooManyRequests
}

func retryAfterSeconds(e *core.RequestEvent) int {
	labels := []string{e.Request.Method + " " + e.Request.URL.Path, e.Request.URL.Path}
	if rule, ok := e.App.Settings().RateLimits.FindRateLimitRule(labels); ok && rule.Duration > 0 {
		return int(rule.Duration)
	}
	return defaultRetryAfterSeconds
}
