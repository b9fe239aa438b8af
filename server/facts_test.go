package main

import (
	"errors"
	"regexp"
	"strings"
	"testing"
	"time"
)

var exampleFields = map[string]string{
	"phone":         "+31 55 760 1980",
	"email":         "info@example.test",
	"street":        "Vliegveldweg 12",
	"postal_code":   "7316 AA",
	"locality":      "Apeldoorn",
	"kvk":           "08123456",
	"instagram_url": "https://www.instagram.com/example",
	"opening_hours": `[{"days":["Mo","Tu"],"opens":"09:00","closes":"18:00"}]`,
	"prices":        `{"tandem-jumps":275}`,
	"vat":           "  ",
}

func fieldsOf(values map[string]string) func(string) string {
	return func(name string) string { return values[name] }
}

const pageWithContact = `<!DOCTYPE html><html lang="en"><head><title>x</title>` +
	`<script type="application/ld+json">{"@context":"https://schema.org","@id":"https://example.test/#business","name":"ParaPro","address":{"@type":"PostalAddress","addressRegion":"Gelderland"},"contactPoint":{"@type":"ContactPoint","contactType":"customer service"}}</script>` +
	`</head><body><h1>x</h1></body></html>`

func TestFactsKeepOnlyWhatIsSet(t *testing.T) {
	facts := factsFromFields(fieldsOf(exampleFields))
	if facts["phone"] != "+31 55 760 1980" || facts["whatsapp"] != nil {
		t.Fatalf("phone/whatsapp: %v", facts)
	}
	registrations := facts["registrations"].(map[string]any)
	if registrations["chamberOfCommerce"] != "08123456" || registrations["vat"] != nil {
		t.Fatalf("registrations: %v", registrations)
	}
	if len(factsFromFields(fieldsOf(map[string]string{}))) != 0 {
		t.Fatal("an empty record must give no details")
	}
}

func TestInjectFactsWritesTheJSONAndTheBusinessData(t *testing.T) {
	html := string(injectFacts([]byte(pageWithContact), factsFromFields(fieldsOf(exampleFields))))
	script := regexp.MustCompile(`<script type="application/json" id="site-facts">(.*?)</script></head>`).FindStringSubmatch(html)
	if script == nil || !strings.Contains(script[1], `"postalCode":"7316 AA"`) {
		t.Fatalf("no facts script before </head>: %s", html)
	}
	business := jsonLDBlocks(t, html)[0]
	if business["telephone"] != "+31 55 760 1980" || business["email"] != "info@example.test" {
		t.Fatalf("contact: %v", business)
	}
	address := business["address"].(map[string]any)
	if address["streetAddress"] != "Vliegveldweg 12" || address["addressRegion"] != "Gelderland" || address["addressCountry"] != "NL" {
		t.Fatalf("address: %v", address)
	}
	if business["sameAs"].([]any)[0] != "https://www.instagram.com/example" {
		t.Fatalf("sameAs: %v", business["sameAs"])
	}
	hours := business["openingHoursSpecification"].([]any)[0].(map[string]any)
	if hours["dayOfWeek"].([]any)[1] != "https://schema.org/Tuesday" || hours["opens"] != "09:00" {
		t.Fatalf("hours: %v", hours)
	}
	// a second pass replaces the script, never adds one
	again := string(injectFacts([]byte(html), siteFacts{}))
	if strings.Count(again, `id="site-facts"`) != 1 || !strings.Contains(again, `id="site-facts">{}</script>`) {
		t.Fatalf("second pass: %s", again)
	}
}

func TestInjectFactsLeavesOutWhatIsNotSet(t *testing.T) {
	html := string(injectFacts([]byte(pageWithContact), siteFacts{}))
	business := jsonLDBlocks(t, html)[0]
	for _, key := range []string{"telephone", "email", "address", "contactPoint", "sameAs", "openingHoursSpecification"} {
		if _, ok := business[key]; ok {
			t.Fatalf("%s still in %v", key, business)
		}
	}
}

func TestInjectFactsCannotBreakOutOfTheScript(t *testing.T) {
	html := string(injectFacts([]byte(pageWithContact), siteFacts{"email": "</script><script>alert(1)</script>"}))
	if strings.Contains(html, "<script>alert(1)") {
		t.Fatalf("script element broken: %s", html)
	}
}

func TestFactsCacheReloadsAfterInvalidateAndTTL(t *testing.T) {
	loads := 0
	now := time.Date(2026, 11, 24, 9, 0, 0, 0, time.UTC)
	cache := newFactsCache(func() (siteFacts, error) {
		loads++
		return siteFacts{"phone": "+31"}, nil
	})
	cache.now = func() time.Time { return now }
	cache.get()
	cache.get()
	if loads != 1 {
		t.Fatalf("%d loads; want 1", loads)
	}
	cache.invalidate()
	cache.get()
	now = now.Add(factsCacheTTL)
	cache.get()
	if loads != 3 {
		t.Fatalf("%d loads; want 3", loads)
	}
}

func TestFactsRewriterServesThePageAsBuiltWhenTheReadFails(t *testing.T) {
	cache := newFactsCache(func() (siteFacts, error) { return nil, errors.New("database locked") })
	var logged error
	got := factsRewriter(cache, func(err error) { logged = err })("/", []byte(pageWithContact))
	if string(got) != pageWithContact || logged == nil {
		t.Fatalf("got %s, logged %v", got, logged)
	}
}
