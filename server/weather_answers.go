package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// The weather routes (pb_hooks/lib/weather-route.js) build an answer once per forecast and hour,
// but even handing a kept answer over costs a JS engine, a database read and gzip of about 100 KB
// per request: at 50 requests at once that queues for hundreds of milliseconds on two cores.
// This cache answers a repeated request from memory, already compressed, for exactly as long as
// the route says its answer holds (weatherAnswerFreshUntilHeader, epoch milliseconds). Any change
// to a weather_cache record through the app (a staff or test edit) empties it; the route's own
// refreshes only replace forecasts whose answers have already run out.

// weatherAnswerFreshUntilHeader is set by the route on an answer that may be repeated, and never
// reaches the visitor.
const weatherAnswerFreshUntilHeader = "X-Answer-Fresh-Until"

// After the rate limiter, so a flood is still refused, and before the route's own middlewares.
const weatherAnswersMiddlewarePriority = apis.DefaultRateLimitMiddlewarePriority + 1

type weatherAnswer struct {
	freshUntil   time.Time
	contentType  string
	cacheControl string
	plain        []byte
	gzipped      []byte
}

type weatherAnswers struct {
	mu      sync.RWMutex
	entries map[string]weatherAnswer
	now     func() time.Time
}

func newWeatherAnswers() *weatherAnswers {
	return &weatherAnswers{entries: map[string]weatherAnswer{}, now: time.Now}
}

// bindWeatherAnswers puts the cache in front of the weather routes of app.
func bindWeatherAnswers(app core.App) {
	answers := newWeatherAnswers()
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id:       "siteWeatherAnswers",
			Priority: weatherAnswersMiddlewarePriority,
			Func:     answers.serve,
		})
		return se.Next()
	})
	forget := func(e *core.RecordEvent) error {
		answers.clear()
		return e.Next()
	}
	app.OnRecordAfterCreateSuccess("weather_cache").BindFunc(forget)
	app.OnRecordAfterUpdateSuccess("weather_cache").BindFunc(forget)
	app.OnRecordAfterDeleteSuccess("weather_cache").BindFunc(forget)
}

// weatherAnswerKey names what an answer depends on; requests without an explicit language are
// left to the route (it reads Accept-Language).
func weatherAnswerKey(r *http.Request) (string, bool) {
	if r.Method != http.MethodGet {
		return "", false
	}
	if r.URL.Path != "/api/site/weather" && r.URL.Path != "/api/site/weather/overview" {
		return "", false
	}
	query := r.URL.Query()
	lang := query.Get("lang")
	if lang != "en" && lang != "nl" {
		return "", false
	}
	return strings.Join([]string{r.URL.Path, query.Get("location"), lang, query.Get("jumpType")}, "\n"), true
}

func (c *weatherAnswers) serve(e *core.RequestEvent) error {
	key, ok := weatherAnswerKey(e.Request)
	if !ok {
		return e.Next()
	}
	if answer, found := c.get(key); found {
		return writeWeatherAnswer(e, answer)
	}
	recorder := &answerRecorder{ResponseWriter: e.Response}
	e.Response = recorder
	err := e.Next()
	e.Response = recorder.ResponseWriter
	if err == nil && recorder.status == http.StatusOK && recorder.freshUntil.After(c.now()) {
		c.put(key, recorder)
	}
	return err
}

func (c *weatherAnswers) get(key string) (weatherAnswer, bool) {
	c.mu.RLock()
	answer, ok := c.entries[key]
	c.mu.RUnlock()
	return answer, ok && c.now().Before(answer.freshUntil)
}

// put keeps the answer the route sent (compressed by its gzip middleware or not) in both forms.
func (c *weatherAnswers) put(key string, recorder *answerRecorder) {
	sent := bytes.Clone(recorder.body.Bytes())
	plain, gzipped := sent, sent
	if recorder.Header().Get("Content-Encoding") == "gzip" {
		reader, err := gzip.NewReader(bytes.NewReader(sent))
		if err != nil {
			return
		}
		if plain, err = io.ReadAll(reader); err != nil {
			return
		}
	} else {
		var buffer bytes.Buffer
		writer, _ := gzip.NewWriterLevel(&buffer, gzip.BestSpeed)
		_, _ = writer.Write(plain)
		_ = writer.Close()
		gzipped = buffer.Bytes()
	}
	answer := weatherAnswer{
		freshUntil:   recorder.freshUntil,
		contentType:  recorder.Header().Get("Content-Type"),
		cacheControl: recorder.Header().Get("Cache-Control"),
		plain:        plain,
		gzipped:      gzipped,
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.now()
	for other, kept := range c.entries {
		if !now.Before(kept.freshUntil) {
			delete(c.entries, other)
		}
	}
	c.entries[key] = answer
}

func (c *weatherAnswers) clear() {
	c.mu.Lock()
	c.entries = map[string]weatherAnswer{}
	c.mu.Unlock()
}

func writeWeatherAnswer(e *core.RequestEvent, answer weatherAnswer) error {
	header := e.Response.Header()
	header.Set("Content-Type", answer.contentType)
	header.Set("Cache-Control", answer.cacheControl)
	header.Add("Vary", "Accept-Encoding")
	body := answer.plain
	if strings.Contains(e.Request.Header.Get("Accept-Encoding"), "gzip") {
		header.Set("Content-Encoding", "gzip")
		body = answer.gzipped
	}
	header.Set("Content-Length", strconv.Itoa(len(body)))
	e.Response.WriteHeader(http.StatusOK)
	_, err := e.Response.Write(body)
	return err
}

// answerRecorder passes the route's answer through and keeps a copy with its freshness.
type answerRecorder struct {
	http.ResponseWriter
	status     int
	freshUntil time.Time
	body       bytes.Buffer
}

func (r *answerRecorder) WriteHeader(code int) {
	if r.status == 0 {
		r.status = code
		if ms, err := strconv.ParseInt(r.Header().Get(weatherAnswerFreshUntilHeader), 10, 64); err == nil {
			r.freshUntil = time.UnixMilli(ms)
		}
		r.Header().Del(weatherAnswerFreshUntilHeader)
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *answerRecorder) Write(b []byte) (int, error) {
	if r.status == 0 {
		r.WriteHeader(http.StatusOK)
	}
	r.body.Write(b)
	return r.ResponseWriter.Write(b)
}

// Unwrap lets PocketBase find its own response writer underneath (e.Written, e.Status).
func (r *answerRecorder) Unwrap() http.ResponseWriter {
	return r.ResponseWriter
}
