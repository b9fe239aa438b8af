package main

import (
	"strings"
	"testing"
)

const builtSitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url>
    <loc>https://www.example.nl/</loc>
  </url>
</urlset>
`

func TestSitemapWithStoriesAddsBothLanguages(t *testing.T) {
	got := string(sitemapWithStories([]byte(builtSitemap), []sitemapStory{{Slug: "texel-at-sunset", Updated: "2026-11-20 10:00:00.000Z"}}))
	for _, want := range []string{
		"<loc>https://www.example.nl/stories/texel-at-sunset</loc>",
		"<loc>https://www.example.nl/nl/verhalen/texel-at-sunset</loc>",
		`hreflang="nl" href="https://www.example.nl/nl/verhalen/texel-at-sunset"`,
		`hreflang="x-default" href="https://www.example.nl/stories/texel-at-sunset"`,
		"<lastmod>2026-11-20</lastmod>",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	if strings.Index(got, "texel-at-sunset") > strings.Index(got, "</urlset>") || !strings.HasSuffix(got, "</urlset>\n") {
		t.Errorf("entries must come inside the urlset:\n%s", got)
	}
	if strings.Count(got, "<url>") != 3 {
		t.Errorf("want the built entry and two story entries:\n%s", got)
	}
}

func TestSitemapWithStoriesLeavesTheBuiltOneAlone(t *testing.T) {
	if got := string(sitemapWithStories([]byte(builtSitemap), nil)); got != builtSitemap {
		t.Errorf("no stories: got\n%s", got)
	}
	// A slug the story pages would not serve is not listed.
	if got := string(sitemapWithStories([]byte(builtSitemap), []sitemapStory{{Slug: "../admin"}})); got != builtSitemap {
		t.Errorf("bad slug listed:\n%s", got)
	}
	if got := string(sitemapWithStories([]byte("<urlset></urlset>"), []sitemapStory{{Slug: "a"}})); got != "<urlset></urlset>" {
		t.Errorf("no origin to take: got %s", got)
	}
}
