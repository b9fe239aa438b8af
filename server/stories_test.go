package main

import (
	"encoding/json"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

const storyTemplate = `<!DOCTYPE html><html lang="en"><head><title>__STORY_TITLE__ | ParaPro</title>` +
	`<meta name="description" content="__STORY_DESCRIPTION__"/>` +
	`<meta property="og:image" content="https://example.test__STORY_IMAGE_PATH__"/>` +
	`<link rel="canonical" href="https://example.test/stories/__STORY_SLUG__"/>` +
	`<script type="application/ld+json">{"@type":"BlogPosting","headline":"__STORY_TITLE__","articleBody":"__STORY_BODY__","datePublished":"__STORY_PUBLISHED__","keywords":"__STORY_KEYWORDS__"}</script>` +
	`</head><body><h1>__STORY_TITLE__</h1><p>__STORY_DESCRIPTION__</p>` +
	`<script>window.$_TSR={m:"/stories/__STORY_SLUG__"}</script></body></html>`

var storyExample = map[string]string{
	"id":           "abc123",
	"collectionId": "pbc_blog",
	"slug":         "first-jump",
	"title_en":     `Jump "high" & <land> safe`,
	"title_nl":     "Hoog springen",
	"excerpt_en":   "What to expect.",
	"excerpt_nl":   "Wat u kunt verwachten.",
	"body_en":      "## Before\nBook early\nand rest.\n\n</script><b>Not HTML</b>",
	"category_en":  "Tandem",
	"tags_en":      `["tandem","first jump"]`,
	"image":        "photo_x1y2.jpg",
	"published_at": "2026-03-12 10:00:00.000Z",
	"updated":      "2026-03-13 08:30:00.000Z",
}

func TestStoryTokenValuesFollowTheRecord(t *testing.T) {
	values := storyTokenValues(fieldsOf(storyExample), "en")
	want := map[string]string{
		"__STORY_SLUG__":        "first-jump",
		"__STORY_TITLE__":       `Jump "high" & <land> safe`,
		"__STORY_IMAGE_PATH__":  "/api/files/pbc_blog/abc123/photo_x1y2.jpg?thumb=1280x720",
		"__STORY_IMAGE_ALT__":   `Jump "high" & <land> safe`,
		"__STORY_PUBLISHED__":   "2026-03-12T10:00:00.000Z",
		"__STORY_MODIFIED__":    "2026-03-13T08:30:00.000Z",
		"__STORY_KEYWORDS__":    "tandem, first jump",
		"__STORY_SECTION__":     "Tandem",
		"__STORY_BODY__":        "Before\n\nBook early and rest.\n\n</script><b>Not HTML</b>",
		"__STORY_DESCRIPTION__": "What to expect.",
	}
	for token, value := range want {
		if values[token] != value {
			t.Errorf("%s = %q, want %q", token, values[token], value)
		}
	}
	noImage := map[string]string{"slug": "x", "title_nl": "Titel", "published_at": "2026-01-01 00:00:00.000Z"}
	dutch := storyTokenValues(fieldsOf(noImage), "nl")
	if dutch["__STORY_IMAGE_PATH__"] != "/og-image.png" || dutch["__STORY_MODIFIED__"] != "2026-01-01T00:00:00.000Z" || dutch["__STORY_IMAGE_ALT__"] != "Titel" {
		t.Errorf("a story without image or update: %v", dutch)
	}
}

func TestFillStoryEscapesForEachPlace(t *testing.T) {
	values := storyTokenValues(fieldsOf(storyExample), "en")
	page := string(fillStory([]byte(storyTemplate), values, []byte(`{"id":"abc123"}`)))
	if strings.Contains(page, "__STORY_") {
		t.Fatalf("a stand-in is left: %s", page)
	}
	if !strings.Contains(page, `<h1>Jump &#34;high&#34; &amp; &lt;land&gt; safe</h1>`) {
		t.Errorf("the heading is not HTML-escaped: %s", page)
	}
	if !strings.Contains(page, `window.$_TSR={m:"/stories/first-jump"}`) {
		t.Errorf("the slug in the router's state: %s", page)
	}
	block := regexp.MustCompile(`<script type="application/ld\+json">(.*?)</script>`).FindStringSubmatch(page)
	if block == nil || strings.Contains(block[1], "</script>") || strings.Contains(block[1], "&amp;") {
		t.Fatalf("the structured data is not JSON-escaped: %v", block)
	}
	var data map[string]string
	if err := json.Unmarshal([]byte(block[1]), &data); err != nil {
		t.Fatal(err)
	}
	if data["headline"] != `Jump "high" & <land> safe` || data["keywords"] != "tandem, first jump" || !strings.HasPrefix(data["articleBody"], "Before\n\n") {
		t.Errorf("structured data: %v", data)
	}
	if !strings.Contains(page, `<script type="application/json" id="story-data">{"id":"abc123"}</script></head>`) {
		t.Errorf("no record JSON before </head>: %s", page)
	}
}

func newStorySite(t *testing.T) string {
	t.Helper()
	dir := newPublicDir(t, true)
	for _, locale := range []string{"en", "nl"} {
		file := filepath.Join(dir, filepath.FromSlash(storyTemplates[locale]))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(strings.Replace(storyTemplate, `lang="en"`, `lang="`+locale+`"`, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(filepath.Join(dir, "nl"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "nl", "404.html"), []byte("<h1>niet gevonden</h1>"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

func serveStory(t *testing.T, dir, target, slug string, lookup storyLookup) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	e := new(core.RequestEvent)
	e.Response = rec
	e.Request = httptest.NewRequest("GET", target, nil)
	e.Request.SetPathValue("slug", slug)
	if err := storyHandler(os.DirFS(dir), lookup, nil, nil)(e); err != nil {
		t.Fatalf("GET %s: %v", target, err)
	}
	return rec
}

func TestStoryHandler(t *testing.T) {
	dir := newStorySite(t)
	published := func(slug string) (storyFields, []byte, bool, error) {
		if slug != "first-jump" {
			return nil, nil, false, nil
		}
		return fieldsOf(storyExample), []byte(`{}`), true, nil
	}

	english := serveStory(t, dir, "/stories/first-jump", "first-jump", published)
	if english.Code != 200 || !strings.Contains(english.Body.String(), "<h1>Jump &#34;high&#34;") || english.Header().Get("Cache-Control") != cacheNoCache || english.Header().Get("ETag") == "" {
		t.Fatalf("English story: %d %s", english.Code, english.Body.String())
	}
	dutch := serveStory(t, dir, "/nl/verhalen/first-jump", "first-jump", published)
	if dutch.Code != 200 || !strings.Contains(dutch.Body.String(), `lang="nl"`) || !strings.Contains(dutch.Body.String(), "<h1>Hoog springen</h1>") {
		t.Fatalf("Dutch story: %d %s", dutch.Code, dutch.Body.String())
	}
	for target, slug := range map[string]string{"/stories/draft-post": "draft-post", "/stories/Bad_Slug": "Bad_Slug", "/nl/verhalen/gone": "gone"} {
		rec := serveStory(t, dir, target, slug, published)
		if rec.Code != 404 {
			t.Errorf("%s: status %d, want 404", target, rec.Code)
		}
	}
	if body := serveStory(t, dir, "/nl/verhalen/gone", "gone", published).Body.String(); body != "<h1>niet gevonden</h1>" {
		t.Errorf("the Dutch not-found page: %q", body)
	}
	moved := serveStory(t, dir, "/nl/stories/first-jump", "first-jump", published)
	if moved.Code != 301 || moved.Header().Get("Location") != "/nl/verhalen/first-jump" {
		t.Errorf("/nl/stories/: %d %q", moved.Code, moved.Header().Get("Location"))
	}
	toEnglish := serveStory(t, dir, "/verhalen/first-jump", "first-jump", published)
	if toEnglish.Code != 301 || toEnglish.Header().Get("Location") != "/stories/first-jump" {
		t.Errorf("/verhalen/: %d %q", toEnglish.Code, toEnglish.Header().Get("Location"))
	}
}

func TestStoryTemplatesAreNeverServedAsFiles(t *testing.T) {
	dir := newStorySite(t)
	for _, target := range []string{"/templates/story-en.html", "/templates", "/templates/"} {
		if rec := serveStatic(t, dir, "GET", target); rec.Code != 404 {
			t.Errorf("%s: status %d, want 404", target, rec.Code)
		}
	}
}
