package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"html"
	"io/fs"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// The build writes sitemap.xml with every page it prerenders; the stories published since are not
// in it. This handler serves the built sitemap with an entry per published story added, in both
// languages, so that a story is findable as soon as it is published and drops out when it is
// unpublished (decision 029), without a rebuild.

const sitemapFile = "sitemap.xml"

// sitemapStory is a published story as the sitemap lists it.
type sitemapStory struct {
	Slug    string
	Updated string // "2026-11-20 10:00:00.000Z" or ""
}

var firstLoc = regexp.MustCompile(`<loc>(https?://[^/<]+)`)

// sitemapWithStories adds the stories' entries before </urlset>, with the origin of the built
// entries; a sitemap without entries or without </urlset> is returned as built.
func sitemapWithStories(sitemap []byte, stories []sitemapStory) []byte {
	origin := firstLoc.FindSubmatch(sitemap)
	end := bytes.LastIndex(sitemap, []byte("</urlset>"))
	if origin == nil || end < 0 || len(stories) == 0 {
		return sitemap
	}
	base := html.UnescapeString(string(origin[1]))
	var entries strings.Builder
	for _, story := range stories {
		if !storySlug.MatchString(story.Slug) {
			continue
		}
		english, dutch := base+"/stories/"+story.Slug, base+"/nl/verhalen/"+story.Slug
		alternates := `    <xhtml:link rel="alternate" hreflang="en" href="` + html.EscapeString(english) + `"/>` + "\n" +
			`    <xhtml:link rel="alternate" hreflang="nl" href="` + html.EscapeString(dutch) + `"/>` + "\n" +
			`    <xhtml:link rel="alternate" hreflang="x-default" href="` + html.EscapeString(english) + `"/>` + "\n"
		lastmod := ""
		if day := lastModified(story.Updated); day != "" {
			lastmod = "    <lastmod>" + day + "</lastmod>\n"
		}
		for _, loc := range []string{english, dutch} {
			entries.WriteString("  <url>\n    <loc>" + html.EscapeString(loc) + "</loc>\n" + lastmod + alternates + "  </url>\n")
		}
	}
	out := make([]byte, 0, len(sitemap)+entries.Len())
	out = append(out, sitemap[:end]...)
	out = append(out, entries.String()...)
	return append(out, sitemap[end:]...)
}

// lastModified is the calendar day (W3C date) of a stored date, or "" when it has none.
func lastModified(stored string) string {
	if len(stored) < 10 {
		return ""
	}
	if _, err := time.Parse("2006-01-02", stored[:10]); err != nil {
		return ""
	}
	return stored[:10]
}

// loadSitemapStories reads the published stories, newest first.
func loadSitemapStories(app core.App) func() ([]sitemapStory, error) {
	return func() ([]sitemapStory, error) {
		records, err := app.FindRecordsByFilter(storyCollection, "published = true && slug != ''", "-published_at,-created", 0, 0)
		if err != nil {
			return nil, err
		}
		stories := make([]sitemapStory, 0, len(records))
		for _, record := range records {
			stories = append(stories, sitemapStory{Slug: record.GetString("slug"), Updated: record.GetString("updated")})
		}
		return stories, nil
	}
}

// sitemapHandler answers GET /sitemap.xml: the built sitemap with the published stories. When the
// stories cannot be read, the built sitemap is served as it is.
func sitemapHandler(fsys fs.FS, stories func() ([]sitemapStory, error), logError func(error)) func(*core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		built, err := fs.ReadFile(fsys, sitemapFile)
		if err != nil {
			return serveNotFound(e, fsys)
		}
		published, err := stories()
		if err != nil && logError != nil {
			logError(err)
		}
		body := sitemapWithStories(built, published)
		h := e.Response.Header()
		h.Set("Cache-Control", cacheNoCache)
		h.Set("Content-Type", contentTypes[".xml"])
		sum := sha256.Sum256(body)
		h.Set("ETag", `"`+hex.EncodeToString(sum[:12])+`"`)
		http.ServeContent(e.Response, e.Request, sitemapFile, time.Time{}, bytes.NewReader(body))
		return nil
	}
}
