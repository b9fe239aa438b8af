package main

import (
	"bytes"
	"encoding/json"
	"math"
	"regexp"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// The business JSON-LD of every prerendered page is written at build time,
// when no database may be running. Its aggregateRating and review entries
// come from the `reviews` collection instead: the static handler fills them
// into the served HTML (see decision 008). With no published review the
// page carries no rating at all (a zero count is not valid structured data).

// storedReview is a published record of the `reviews` collection.
type storedReview struct {
	Author        string
	Rating        int
	BodyEN        string
	BodyNL        string
	DatePublished string // YYYY-MM-DD or ""
}

// reviewsInJSONLD is how many of the newest reviews are listed as Review
// items; the aggregate counts them all. The site shows the same reviews
// (reviewsShown in src/features/partners/api/reviews.ts).
const reviewsInJSONLD = 3

// reviewCacheTTL bounds how long the reviews are trusted without a record event.
const reviewCacheTTL = 10 * time.Minute

// reviewCache holds the published reviews.
type reviewCache = snapshotCache[[]storedReview]

func newReviewCache(load func() ([]storedReview, error)) *reviewCache {
	return newSnapshotCache(reviewCacheTTL, load)
}

// loadPublishedReviews reads the published reviews, newest first.
func loadPublishedReviews(app core.App) ([]storedReview, error) {
	records, err := app.FindRecordsByFilter("reviews", "published = true", "-date_published,-created", 0, 0)
	if err != nil {
		return nil, err
	}
	reviews := make([]storedReview, 0, len(records))
	for _, r := range records {
		rating := r.GetInt("rating")
		if rating < 1 || rating > 5 {
			continue
		}
		date := ""
		if d := r.GetDateTime("date_published"); !d.IsZero() {
			date = d.Time().UTC().Format("2006-01-02")
		}
		reviews = append(reviews, storedReview{
			Author:        r.GetString("author"),
			Rating:        rating,
			BodyEN:        r.GetString("body_en"),
			BodyNL:        r.GetString("body_nl"),
			DatePublished: date,
		})
	}
	return reviews, nil
}

// bindReviewCache invalidates the cache whenever a review is created,
// updated or deleted through the app (API, dashboard, hooks).
func bindReviewCache(app core.App, cache *reviewCache) {
	cache.invalidateOnChange(app, "reviews")
}

// ratingFields returns the aggregateRating and review properties for the
// business in the given language ("en" or "nl"), or nil with no reviews.
func ratingFields(reviews []storedReview, locale string) map[string]any {
	if len(reviews) == 0 {
		return nil
	}
	sum := 0
	for _, r := range reviews {
		sum += r.Rating
	}
	average := math.Round(float64(sum)/float64(len(reviews))*10) / 10

	items := make([]any, 0, reviewsInJSONLD)
	for _, r := range reviews[:min(len(reviews), reviewsInJSONLD)] {
		item := map[string]any{
			"@type":  "Review",
			"author": map[string]any{"@type": "Person", "name": r.Author},
			"reviewRating": map[string]any{
				"@type":       "Rating",
				"ratingValue": r.Rating,
				"bestRating":  5,
				"worstRating": 1,
			},
		}
		body := r.BodyEN
		if locale == "nl" && r.BodyNL != "" {
			body = r.BodyNL
		}
		if body == "" {
			body = r.BodyNL
		}
		if body != "" {
			item["reviewBody"] = body
		}
		if r.DatePublished != "" {
			item["datePublished"] = r.DatePublished
		}
		items = append(items, item)
	}

	return map[string]any{
		"aggregateRating": map[string]any{
			"@type":       "AggregateRating",
			"ratingValue": average,
			"reviewCount": len(reviews),
			"bestRating":  5,
			"worstRating": 1,
		},
		"review": items,
	}
}

var jsonLDScript = regexp.MustCompile(`(?s)(<script[^>]*type="application/ld\+json"[^>]*>)(.*?)(</script>)`)

// injectRating adds the rating fields to the business JSON-LD block (the
// object whose "@id" ends in "/#business") of a page. Other blocks, and
// pages without that block, are returned unchanged.
func injectRating(html []byte, fields map[string]any) []byte {
	if len(fields) == 0 {
		return html
	}
	return rewriteBusinessJSONLD(html, func(data map[string]any) {
		for key, value := range fields {
			data[key] = value
		}
	})
}

// rewriteBusinessJSONLD changes the business JSON-LD block of a page (the
// object whose "@id" ends in "/#business"); other blocks stay as they are.
func rewriteBusinessJSONLD(html []byte, change func(map[string]any)) []byte {
	return jsonLDScript.ReplaceAllFunc(html, func(block []byte) []byte {
		parts := jsonLDScript.FindSubmatch(block)
		decoder := json.NewDecoder(bytes.NewReader(parts[2]))
		decoder.UseNumber()
		var data map[string]any
		if err := decoder.Decode(&data); err != nil {
			return block
		}
		id, _ := data["@id"].(string)
		if !strings.HasSuffix(id, "/#business") {
			return block
		}
		change(data)
		// json.Marshal escapes <, > and &, so no text can close the script element.
		encoded, err := json.Marshal(data)
		if err != nil {
			return block
		}
		out := make([]byte, 0, len(parts[1])+len(encoded)+len(parts[3]))
		out = append(out, parts[1]...)
		out = append(out, encoded...)
		return append(out, parts[3]...)
	})
}

// isDutchPath tells the language of a URL path: /nl and everything under it is Dutch.
func isDutchPath(urlPath string) bool {
	return urlPath == "/nl" || strings.HasPrefix(urlPath, "/nl/")
}

// ratingRewriter returns the HTML rewrite the static handler applies to
// pages: the rating from the cached reviews, in the language of the path.
// A failed database read serves the page as built (without a rating).
func ratingRewriter(cache *reviewCache, logError func(error)) htmlRewrite {
	return rewriteFromCache(cache, logError, func(page []byte, reviews []storedReview, locale string) []byte {
		return injectRating(page, ratingFields(reviews, locale))
	})
}
