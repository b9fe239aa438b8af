package main

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// The business details staff keep in the `site_settings` record reach every served page without a
// rebuild (decision 025): the static handler puts them into the page as JSON
// (<script type="application/json" id="site-facts">), which the page shows once it has started, and
// into the business JSON-LD for crawlers. A detail that is not set is left out of both, so it is not
// shown. Changes through the app are seen at once; changes straight in the database within a minute.

const factsCacheTTL = time.Minute

// siteFacts is the JSON the page reads (src/lib/site-facts.ts): only the details that are set.
type siteFacts map[string]any

// factsCache holds the business details of the settings record.
type factsCache = snapshotCache[siteFacts]

func newFactsCache(load func() (siteFacts, error)) *factsCache {
	return newSnapshotCache(factsCacheTTL, load)
}

// bindFactsCache forgets the cached details whenever the settings record changes through the app.
func bindFactsCache(app core.App, cache *factsCache) {
	cache.invalidateOnChange(app, "site_settings")
}

// loadSiteFacts reads the settings record; none at all means no details.
func loadSiteFacts(app core.App) (siteFacts, error) {
	records, err := app.FindRecordsByFilter("site_settings", "", "created", 1, 0)
	if err != nil {
		return nil, err
	}
	if len(records) == 0 {
		return siteFacts{}, nil
	}
	r := records[0]
	return factsFromFields(func(name string) string { return r.GetString(name) }), nil
}

// factsFromFields builds the page's details from the record's fields (read as text).
func factsFromFields(field func(string) string) siteFacts {
	facts := siteFacts{}
	group := func(key string, parts map[string]string) {
		set := map[string]any{}
		for name, source := range parts {
			if value := strings.TrimSpace(field(source)); value != "" {
				set[name] = value
			}
		}
		if len(set) > 0 {
			facts[key] = set
		}
	}
	for key, source := range map[string]string{"phone": "phone", "whatsapp": "whatsapp", "email": "email"} {
		if value := strings.TrimSpace(field(source)); value != "" {
			facts[key] = value
		}
	}
	group("address", map[string]string{"street": "street", "postalCode": "postal_code", "locality": "locality"})
	group("registrations", map[string]string{"chamberOfCommerce": "kvk", "vat": "vat", "iban": "iban"})
	group("social", map[string]string{"instagram": "instagram_url", "facebook": "facebook_url", "linkedin": "linkedin_url", "youtube": "youtube_url"})
	var hours []any
	if json.Unmarshal([]byte(field("opening_hours")), &hours) == nil && len(hours) > 0 {
		facts["openingHours"] = hours
	}
	var prices map[string]any
	if json.Unmarshal([]byte(field("prices")), &prices) == nil && len(prices) > 0 {
		facts["prices"] = prices
	}
	return facts
}

var factsScript = regexp.MustCompile(`(?s)<script type="application/json" id="site-facts">.*?</script>`)

// injectFacts writes the details into the page: the JSON the page reads, and the business JSON-LD.
func injectFacts(html []byte, facts siteFacts) []byte {
	encoded, err := json.Marshal(facts) // escapes <, > and &: no value can end the script element
	if err != nil {
		return html
	}
	script := append(append([]byte(`<script type="application/json" id="site-facts">`), encoded...), []byte(`</script>`)...)
	if factsScript.Match(html) {
		html = factsScript.ReplaceAllLiteral(html, script)
	} else if i := bytes.Index(html, []byte("</head>")); i >= 0 {
		html = append(html[:i:i], append(script, html[i:]...)...)
	} else {
		return html
	}
	return rewriteBusinessJSONLD(html, func(data map[string]any) { applyFactsToBusiness(data, facts) })
}

var dayNames = map[string]string{"Mo": "Monday", "Tu": "Tuesday", "We": "Wednesday", "Th": "Thursday", "Fr": "Friday", "Sa": "Saturday", "Su": "Sunday"}

// applyFactsToBusiness sets the contact details of the business JSON-LD, and removes those not set.
func applyFactsToBusiness(data map[string]any, facts siteFacts) {
	setOrDelete := func(target map[string]any, key string, value any, ok bool) {
		if ok {
			target[key] = value
		} else {
			delete(target, key)
		}
	}
	phone, hasPhone := facts["phone"].(string)
	email, hasEmail := facts["email"].(string)
	setOrDelete(data, "telephone", phone, hasPhone)
	setOrDelete(data, "email", email, hasEmail)
	if contact, ok := data["contactPoint"].(map[string]any); ok {
		setOrDelete(contact, "telephone", phone, hasPhone)
		setOrDelete(contact, "email", email, hasEmail)
		if !hasPhone && !hasEmail {
			delete(data, "contactPoint")
		}
	}

	if address, ok := facts["address"].(map[string]any); ok {
		postal := map[string]any{"@type": "PostalAddress", "addressCountry": "NL"}
		for from, to := range map[string]string{"street": "streetAddress", "postalCode": "postalCode", "locality": "addressLocality"} {
			if value, ok := address[from]; ok {
				postal[to] = value
			}
		}
		if built, ok := data["address"].(map[string]any); ok && built["addressRegion"] != nil {
			postal["addressRegion"] = built["addressRegion"]
		}
		data["address"] = postal
	} else {
		delete(data, "address")
	}

	var sameAs []any
	if social, ok := facts["social"].(map[string]any); ok {
		for _, key := range []string{"instagram", "facebook", "linkedin", "youtube"} {
			if url, ok := social[key].(string); ok {
				sameAs = append(sameAs, url)
			}
		}
	}
	setOrDelete(data, "sameAs", sameAs, len(sameAs) > 0)

	var specs []any
	if hours, ok := facts["openingHours"].([]any); ok {
		for _, line := range hours {
			slot, ok := line.(map[string]any)
			if !ok {
				continue
			}
			var days []any
			if list, ok := slot["days"].([]any); ok {
				for _, day := range list {
					if name, ok := dayNames[day.(string)]; ok {
						days = append(days, "https://schema.org/"+name)
					}
				}
			}
			specs = append(specs, map[string]any{"@type": "OpeningHoursSpecification", "dayOfWeek": days, "opens": slot["opens"], "closes": slot["closes"]})
		}
	}
	setOrDelete(data, "openingHoursSpecification", specs, len(specs) > 0)
}

// factsRewriter is the static handler's HTML rewrite for the details; a failed read serves the page
// as built, which carries no contact details at all.
func factsRewriter(cache *factsCache, logError func(error)) htmlRewrite {
	return rewriteFromCache(cache, logError, func(page []byte, facts siteFacts, _ string) []byte {
		return injectFacts(page, facts)
	})
}

// chainRewrites applies each rewrite in turn.
func chainRewrites(rewrites ...htmlRewrite) htmlRewrite {
	return func(urlPath string, html []byte) []byte {
		for _, rewrite := range rewrites {
			html = rewrite(urlPath, html)
		}
		return html
	}
}
