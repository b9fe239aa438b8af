package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"
)

func TestWeatherAnswerKeyNamesWhatTheAnswerDependsOn(t *testing.T) {
	cases := []struct {
		method, url string
		want        string
		ok          bool
	}{
		{"GET", "/api/site/weather?location=teuge&lang=nl&jumpType=student", "/api/site/weather\nteuge\nnl\nstudent", true},
		{"GET", "/api/site/weather?lang=en&location=teuge&extra=1", "/api/site/weather\nteuge\nen\n", true},
		{"GET", "/api/site/weather/overview?lang=en", "/api/site/weather/overview\n\nen\n", true},
		{"GET", "/api/site/weather?location=teuge", "", false},          // language from Accept-Language: the route decides
		{"GET", "/api/site/weather?location=teuge&lang=de", "", false},  // not a site language
		{"POST", "/api/site/weather?location=teuge&lang=en", "", false}, // only reads
		{"GET", "/api/site/weather/locations?lang=en", "", false},       // not a forecast
	}
	for _, c := range cases {
		got, ok := weatherAnswerKey(httptest.NewRequest(c.method, c.url, nil))
		if got != c.want || ok != c.ok {
			t.Errorf("%s %s: got (%q, %v), want (%q, %v)", c.method, c.url, got, ok, c.want, c.ok)
		}
	}
}

// recorded runs a route answer through the recorder as the weather route writes it.
func recorded(t *testing.T, freshUntil time.Time, body string, encoding ...string) (*answerRecorder, *httptest.ResponseRecorder) {
	t.Helper()
	sent := httptest.NewRecorder()
	recorder := &answerRecorder{ResponseWriter: sent}
	recorder.Header().Set("Content-Type", "application/json; charset=utf-8")
	recorder.Header().Set("Cache-Control", "no-cache")
	if len(encoding) > 0 {
		recorder.Header().Set("Content-Encoding", encoding[0])
	}
	if !freshUntil.IsZero() {
		recorder.Header().Set(weatherAnswerFreshUntilHeader, strconv.FormatInt(freshUntil.UnixMilli(), 10))
	}
	recorder.WriteHeader(http.StatusOK)
	_, _ = recorder.Write([]byte(body))
	return recorder, sent
}

func TestAnAnswerTheRouteSentCompressedIsKeptInBothForms(t *testing.T) {
	now := time.UnixMilli(1_800_000_000_000)
	answers := newWeatherAnswers()
	answers.now = func() time.Time { return now }
	var compressed bytes.Buffer
	writer := gzip.NewWriter(&compressed)
	_, _ = writer.Write([]byte(`{"verdict":"no-go"}`))
	_ = writer.Close()
	recorder, _ := recorded(t, now.Add(time.Minute), compressed.String(), "gzip")
	answers.put("texel", recorder)
	answer, found := answers.get("texel")
	if !found || string(answer.plain) != `{"verdict":"no-go"}` || !bytes.Equal(answer.gzipped, compressed.Bytes()) {
		t.Fatalf("kept %v %q", found, answer.plain)
	}
}

func TestTheRecorderPassesTheAnswerOnWithoutTheInternalHeader(t *testing.T) {
	until := time.UnixMilli(1_800_000_000_000)
	recorder, sent := recorded(t, until, `{"hours":[]}`)
	if sent.Body.String() != `{"hours":[]}` || sent.Code != http.StatusOK {
		t.Fatalf("the visitor got %d %q", sent.Code, sent.Body.String())
	}
	if sent.Header().Get(weatherAnswerFreshUntilHeader) != "" {
		t.Fatal("the freshness header reached the visitor")
	}
	if !recorder.freshUntil.Equal(until) || recorder.body.String() != `{"hours":[]}` {
		t.Fatalf("kept %v %q", recorder.freshUntil, recorder.body.String())
	}
}

func TestAnAnswerIsRepeatedUntilItsFreshnessEndsOrTheCacheIsCleared(t *testing.T) {
	now := time.UnixMilli(1_800_000_000_000)
	answers := newWeatherAnswers()
	answers.now = func() time.Time { return now }
	recorder, _ := recorded(t, now.Add(10*time.Minute), `{"verdict":"go"}`)
	answers.put("teuge", recorder)

	answer, found := answers.get("teuge")
	if !found || string(answer.plain) != `{"verdict":"go"}` || answer.contentType != "application/json; charset=utf-8" || answer.cacheControl != "no-cache" {
		t.Fatalf("kept answer: %v %+v", found, answer)
	}
	unzipped, err := gzip.NewReader(bytes.NewReader(answer.gzipped))
	if err != nil {
		t.Fatal(err)
	}
	if body, _ := io.ReadAll(unzipped); string(body) != `{"verdict":"go"}` {
		t.Fatalf("gzipped answer holds %q", body)
	}

	now = now.Add(10 * time.Minute)
	if _, found := answers.get("teuge"); found {
		t.Fatal("an answer was repeated after its freshness ended")
	}

	now = now.Add(-5 * time.Minute)
	answers.clear()
	if _, found := answers.get("teuge"); found {
		t.Fatal("an answer was repeated after the cache was cleared")
	}
}
