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
// dropped either way). "null" (sandboxed frames, file: pages, some redirects) and wildcards are
// never an allowed origin, whatever the variable says.
func allowedOrigins() []string {
	var origins []string
	for _, value := range append([]string{os.Getenv("SITE_ORIGIN")}, strings.Split(os.Getenv("SITE_ALLOWED_ORIGINS"), ",")...) {
		origin := strings.TrimRight(strings.TrimSpace(value), "/")
		if origin != "" && origin != "null" && !strings.ContainsAny(origin, "*?") {
			origins = append(origins, origin)
		}
	}
	return origins
}

const siteCORSMiddlewareId = "siteCors"

// siteCORS replaces PocketBase's allow-every-origin CORS middleware: other sites cannot post
// enquiries, sign-ups or chat messages from a visitor's browser. It has an id of its own because
// unbinding PocketBase's id also excludes that id from every route group under the router, so a
// replacement under the same id never ran for /api/.
func siteCORS(origins []string) *hook.Handler[*core.RequestEvent] {
	if len(origins) == 0 {
		// no cross-origin caller at all: answer without any CORS header
		return &hook.Handler[*core.RequestEvent]{
			Id:       siteCORSMiddlewareId,
			Priority: apis.DefaultCorsMiddlewarePriority,
			Func:     func(e *core.RequestEvent) error { return e.Next() },
		}
	}
	handler := apis.CORS(apis.CORSConfig{
		AllowOrigins: origins,
		AllowMethods: []string{http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPatch, http.MethodDelete},
	})
	handler.Id = siteCORSMiddlewareId
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

// retryAfterSeconds is the longest window of the rules that apply to the request: the rule of
// the path (PocketBase's router-wide limiter) and, on the collection routes, the rule of the
// collection action ("staff:authWithPassword", "*:auth", ...), which PocketBase checks in the
// route itself. Either may be the one that refused; after the longer window both allow again.
func retryAfterSeconds(e *core.RequestEvent) int {
	limits := e.App.Settings().RateLimits
	audience := []string{core.RateLimitRuleAudienceAll, core.RateLimitRuleAudienceGuest}
	if e.Auth != nil {
		audience = []string{core.RateLimitRuleAudienceAll, core.RateLimitRuleAudienceAuth}
	}
	pathLabels := []string{e.Request.Method + " " + e.Request.URL.Path, e.Request.URL.Path}
	seconds := 0
	if rule, ok := limits.FindRateLimitRule(pathLabels, audience...); ok {
		seconds = int(rule.Duration)
	}
	if collection, actions := collectionActions(e.Request.Method, e.Request.URL.Path); collection != "" {
		labels := make([]string, 0, 2*len(actions)+len(pathLabels))
		for _, action := range actions {
			labels = append(labels, collection+":"+action)
		}
		for _, action := range actions {
			labels = append(labels, "*:"+action)
		}
		if rule, ok := limits.FindRateLimitRule(append(labels, pathLabels...), audience...); ok && int(rule.Duration) > seconds {
			seconds = int(rule.Duration)
		}
	}
	if seconds <= 0 {
		return defaultRetryAfterSeconds
	}
	return seconds
}

// authActions are the rate-limit actions PocketBase v0.40 checks on each auth route of a
// collection (apis/record_auth.go), by the route's last path segment.
var authActions = map[string][]string{
	"auth-methods":           {"listAuthMethods"},
	"auth-refresh":           {"authRefresh"},
	"auth-with-password":     {"authWithPassword", "auth"},
	"auth-with-oauth2":       {"authWithOAuth2", "auth"},
	"request-otp":            {"requestOTP"},
	"auth-with-otp":          {"authWithOTP", "auth"},
	"request-password-reset": {"requestPasswordReset"},
	"confirm-password-reset": {"confirmPasswordReset"},
	"request-verification":   {"requestVerification"},
	"confirm-verification":   {"confirmVerification"},
	"request-email-change":   {"requestEmailChange"},
	"confirm-email-change":   {"confirmEmailChange"},
}

// collectionActions names the collection and the rate-limit actions of a request to PocketBase's
// collection API (apis/record_auth.go, record_crud.go, file.go); "" when the path is not one.
func collectionActions(method, path string) (string, []string) {
	parts := strings.Split(strings.Trim(path, "/"), "/")
	if len(parts) == 5 && parts[0] == "api" && parts[1] == "files" {
		return parts[2], []string{"file"}
	}
	if len(parts) < 4 || parts[0] != "api" || parts[1] != "collections" || parts[2] == "" {
		return "", nil
	}
	collection := parts[2]
	if len(parts) == 4 {
		if actions, ok := authActions[parts[3]]; ok {
			return collection, actions
		}
	}
	if parts[3] != "records" {
		return "", nil
	}
	single := len(parts) == 5
	switch {
	case len(parts) == 4 && method == http.MethodGet:
		return collection, []string{"list"}
	case len(parts) == 4 && method == http.MethodPost:
		return collection, []string{"create"}
	case single && method == http.MethodGet:
		return collection, []string{"view"}
	case single && method == http.MethodPatch:
		return collection, []string{"update"}
	case single && method == http.MethodDelete:
		return collection, []string{"delete"}
	}
	return "", nil
}
