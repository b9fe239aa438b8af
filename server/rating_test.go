package main

import (
	"encoding/json"
	"errors"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

const pageWithBusiness = `<!DOCTYPE html><html lang="en"><head><title>x</title>` +
	`<script type="application/ld+json">{"@context":"https://schema.org","@type":["LocalBusiness","SportsActivityLocation"],"@id":"https://example.test/#business","name":"ParaPro"}</script>` +
	`<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite","@id":"https://example.test/#website"}</script>` +
	`</head><body><h1>x</h1></body></html>`

var sampleReviews = []storedReview{
	{Author: "Sanne V.", Rating: 5, BodyEN: "Amazing jump", BodyNL: "Geweldige sprong", DatePublished: "2026-10-01"},
	{Author: "Tom B.", Rating: 4, BodyEN: "Great team </script><script>alert(1)</script>", DatePublished: "2026-09-01"},
	{Author: "Eva K.", Rating: 5, BodyNL: "Top", DatePublished: ""},
}

// jsonLDBlocks decodes every JSON-LD block of a page.
func jsonLDBlocks(t *testing.T, html string) []map[string]any {
	t.Helper()
	var blocks []map[string]any
	for _, m := range regexp.MustCompile(`(?s)<script type="application/ld\+json">(.*?)</script>`).FindAllStringSubmatch(html, -1) {
		var data map[string]any
		if err := json.Unmarshal([]byte(m[1]), &data); err != nil {
			t.Fatalf("invalid JSON-LD %q: %v", m[1], err)
		}
		blocks = append(blocks, data)
	}
	return blocks
}

func TestRatingFieldsAggregateAllReviews(t *testing.T) {
	fields := ratingFields(sampleReviews, "en")
	aggregate := fields["aggregateRating"].(map[string]any)
	if aggregate["ratingValue"] != 4.7 || aggregate["reviewCount"] != 3 {
		t.Fatalf("aggregate %v; want 4.7 from 3", aggregate)
	}
	if got := len(fields["review"].([]any)); got != 3 {
		t.Fatalf("%d reviews listed; want 3", got)
	}
}

func TestRatingFieldsListsAtMostFiveNewest(t *testing.T) {
	var many []storedReview
	for i := 0; i < 8; i++ {
		many = append(many, storedReview{Author: string(rune('A' + i)), Rating: 4})
	}
	fields := ratingFields(many, "en")
	if got := fields["aggregateRating"].(map[string]any)["reviewCount"]; got != 8 {
		t.Fatalf("reviewCount %v; want 8", got)
	}
	listed := fields["review"].([]any)
	if len(listed) != reviewsInJSONLD || listed[0].(map[string]any)["author"].(map[string]any)["name"] != "A" {
		t.Fatalf("listed %v", listed)
	}
}

func TestRatingFieldsNoneWithoutReviews(t *testing.T) {
	if fields := ratingFields(nil, "en"); fields != nil {
		t.Fatalf("got %v; want no rating at all", fields)
	}
	if got := injectRating([]byte(pageWithBusiness), nil); string(got) != pageWithBusiness {
		t.Fatalf("page changed without reviews: %s", got)
	}
}

func TestRatingFieldsUseTheLanguageOfThePage(t *testing.T) {
	body := func(locale string, i int) any {
		return ratingFields(sampleReviews, locale)["review"].([]any)[i].(map[string]any)["reviewBody"]
	}
	if body("en", 0) != "Amazing jump" || body("nl", 0) != "Geweldige sprong" {
		t.Fatalf("bodies %v / %v", body("en", 0), body("nl", 0))
	}
	if body("nl", 1) != sampleReviews[1].BodyEN { // no Dutch text: the English one
		t.Fatalf("fallback %v", body("nl", 1))
	}
	if body("en", 2) != "Top" {
		t.Fatalf("fallback %v", body("en", 2))
	}
}

func TestInjectRatingFillsOnlyTheBusinessBlock(t *testing.T) {
	html := string(injectRating([]byte(pageWithBusiness), ratingFields(sampleReviews, "en")))
	blocks := jsonLDBlocks(t, html)
	if len(blocks) != 2 {
		t.Fatalf("%d blocks; want 2", len(blocks))
	}
	business, website := blocks[0], blocks[1]
	aggregate, ok := business["aggregateRating"].(map[string]any)
	if !ok || aggregate["ratingValue"] != 4.7 || aggregate["reviewCount"] != float64(3) {
		t.Fatalf("business block %v", business)
	}
	if business["name"] != "ParaPro" || business["@id"] != "https://example.test/#business" {
		t.Fatalf("business properties lost: %v", business)
	}
	if _, has := website["aggregateRating"]; has {
		t.Fatal("the WebSite block got a rating")
	}
	if strings.Count(html, "</script>") != 2 || strings.Contains(html, "<script>alert") {
		t.Fatalf("review text broke out of the script element: %s", html)
	}
	if !strings.HasSuffix(html, `</head><body><h1>x</h1></body></html>`) {
		t.Fatalf("rest of the page changed: %s", html)
	}
}

func TestReviewCacheReloadsAfterInvalidateOrTTL(t *testing.T) {
	loads := 0
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	cache := newReviewCache(func() ([]storedReview, error) {
		loads++
		return sampleReviews[:loads%3+1], nil
	})
	cache.now = func() time.Time { return now }

	first, _ := cache.get()
	again, _ := cache.get()
	if loads != 1 || len(first) != len(again) {
		t.Fatalf("loads %d", loads)
	}
	cache.invalidate()
	if _, _ = cache.get(); loads != 2 {
		t.Fatalf("no reload after invalidate: %d loads", loads)
	}
	now = now.Add(reviewCacheTTL)
	if _, _ = cache.get(); loads != 3 {
		t.Fatalf("no reload after the TTL: %d loads", loads)
	}
}

func TestRatingRewriterServesThePageAsBuiltOnError(t *testing.T) {
	var logged error
	cache := newReviewCache(func() ([]storedReview, error) { return nil, errors.New("no such collection") })
	rewrite := ratingRewriter(cache, func(err error) { logged = err })
	if got := rewrite("/", []byte(pageWithBusiness)); string(got) != pageWithBusiness || logged == nil {
		t.Fatalf("got %s, logged %v", got, logged)
	}
}

func TestStaticHandlerInjectsTheRatingInTheLanguageOfThePath(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"index.html", "nl/index.html"} {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(pageWithBusiness), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	reviews := sampleReviews[:1]
	cache := newReviewCache(func() ([]storedReview, error) { return reviews, nil })
	handler := staticHandler(os.DirFS(dir), false, ratingRewriter(cache, nil))

	serve := func(target, etag string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		e := new(core.RequestEvent)
		e.Response = rec
		e.Request = httptest.NewRequest("GET", target, nil)
		if etag != "" {
			e.Request.Header.Set("If-None-Match", etag)
		}
		if err := handler(e); err != nil {
			t.Fatal(err)
		}
		return rec
	}

	nl := serve("/nl", "")
	if nl.Code != 200 || !strings.Contains(nl.Body.String(), `"reviewBody":"Geweldige sprong"`) {
		t.Fatalf("Dutch page: %d %s", nl.Code, nl.Body.String())
	}
	en := serve("/", "")
	etag := en.Header().Get("ETag")
	if !strings.Contains(en.Body.String(), `"reviewCount":1`) || etag == "" || en.Header().Get("Cache-Control") != cacheNoCache {
		t.Fatalf("English page: %s (ETag %q)", en.Body.String(), etag)
	}
	if again := serve("/", etag); again.Code != 304 {
		t.Fatalf("revalidation: %d; want 304", again.Code)
	}

	// A new review changes the page, and with it the ETag.
	reviews = sampleReviews
	cache.invalidate()
	changed := serve("/", etag)
	if changed.Code != 200 || !strings.Contains(changed.Body.String(), `"reviewCount":3`) || changed.Header().Get("ETag") == etag {
		t.Fatalf("after a new review: %d %s", changed.Code, changed.Body.String())
	}
}
