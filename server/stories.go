package main

import (
	"bytes"
	"encoding/json"
	"html"
	"io/fs"
	"net/http"
	"net/url"
	"regexp"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// Every published story has a page of its own, /stories/{slug} and /nl/verhalen/{slug}, without a
// rebuild (decision 029). The build writes one story page per language with stand-ins such as
// __STORY_TITLE__ where the story's title, description, image and dates go
// (src/lib/stories/story-page-data.ts); this handler reads the published story, puts its values in
// their places (escaped for HTML, or for JSON inside the structured data) and the whole record as
// JSON in <script type="application/json" id="story-data">, which the page renders from once it
// has started. An unknown, draft or unpublished story is answered with the not-found page and 404.

// storyTemplates are the built pages, per language (outside the URLs the static handler serves).
var storyTemplates = map[string]string{"en": "templates/story-en.html", "nl": "templates/story-nl.html"}

const (
	storyCollection    = "blog_posts"
	defaultSocialImage = "/og-image.png"
	storyDataScriptID  = "story-data"
)

var storySlug = regexp.MustCompile(`^[a-z0-9]+(?:-[a-z0-9]+)*$`)

// storyFields reads one field of a stored story as text (JSON fields as their JSON).
type storyFields func(name string) string

// storyTokenValues are the values the stand-ins of the built page take for a story in a language.
// They follow storyPageData in src/lib/stories/story-page-data.ts value for value, so that the page
// the browser builds from the record has the same head as the one served.
func storyTokenValues(field storyFields, locale string) map[string]string {
	in := func(name string) string { return field(name + "_" + locale) }
	title := in("title")
	imagePath := defaultSocialImage
	if image := field("image"); image != "" {
		imagePath = "/api/files/" + field("collectionId") + "/" + field("id") + "/" + url.PathEscape(image) + "?thumb=1280x720"
	}
	imageAlt := in("image_alt")
	if imageAlt == "" {
		imageAlt = title
	}
	modified := field("updated")
	if modified == "" {
		modified = field("published_at")
	}
	var tags []string
	_ = json.Unmarshal([]byte(in("tags")), &tags)
	return map[string]string{
		"__STORY_SLUG__":        field("slug"),
		"__STORY_TITLE__":       title,
		"__STORY_DESCRIPTION__": in("excerpt"),
		"__STORY_IMAGE_PATH__":  imagePath,
		"__STORY_IMAGE_ALT__":   imageAlt,
		"__STORY_PUBLISHED__":   strings.Replace(field("published_at"), " ", "T", 1),
		"__STORY_MODIFIED__":    strings.Replace(modified, " ", "T", 1),
		"__STORY_KEYWORDS__":    strings.Join(tags, ", "),
		"__STORY_SECTION__":     in("category"),
		"__STORY_BODY__":        storyPlainText(in("body")),
	}
}

var headingMark = regexp.MustCompile(`^#{1,3}\s+`)

// storyPlainText is storyPlainText of src/lib/stories/story-body.ts: blocks split at empty lines and
// at heading lines, heading marks removed, the lines of a paragraph joined with a space.
func storyPlainText(text string) string {
	text = strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\r", "\n")
	var blocks, lines []string
	endParagraph := func() {
		if len(lines) > 0 {
			blocks = append(blocks, strings.Join(lines, " "))
		}
		lines = nil
	}
	for _, raw := range strings.Split(text, "\n") {
		line := strings.TrimSpace(raw)
		switch {
		case line == "":
			endParagraph()
		case headingMark.MatchString(line):
			endParagraph()
			if heading := strings.TrimSpace(headingMark.ReplaceAllString(line, "")); heading != "" {
				blocks = append(blocks, heading)
			}
		default:
			lines = append(lines, line)
		}
	}
	endParagraph()
	return strings.Join(blocks, "\n\n")
}

// fillStory puts the values into a built story page: JSON-escaped inside the structured data,
// HTML-escaped everywhere else, and the record's JSON before </head>.
func fillStory(page []byte, values map[string]string, record []byte) []byte {
	jsonValues := make([]string, 0, 2*len(values))
	htmlValues := make([]string, 0, 2*len(values))
	for token, value := range values {
		encoded, _ := json.Marshal(value) // escapes <, > and &: no value can end the script element
		jsonValues = append(jsonValues, token, string(encoded[1:len(encoded)-1]))
		htmlValues = append(htmlValues, token, html.EscapeString(value))
	}
	inJSON, inHTML := strings.NewReplacer(jsonValues...), strings.NewReplacer(htmlValues...)

	var out bytes.Buffer
	rest := page
	for _, match := range jsonLDScript.FindAllIndex(page, -1) {
		start := match[0] - (len(page) - len(rest))
		end := match[1] - (len(page) - len(rest))
		out.WriteString(inHTML.Replace(string(rest[:start])))
		out.WriteString(inJSON.Replace(string(rest[start:end])))
		rest = rest[end:]
	}
	out.WriteString(inHTML.Replace(string(rest)))

	filled := out.Bytes()
	script := []byte(`<script type="application/json" id="` + storyDataScriptID + `">` + string(record) + `</script>`)
	if i := bytes.Index(filled, []byte("</head>")); i >= 0 {
		filled = append(filled[:i:i], append(script, filled[i:]...)...)
	}
	return filled
}

// storyLookup finds a published story by its slug: its fields and its record as the API shows it,
// or found=false when there is none.
type storyLookup func(slug string) (field storyFields, record []byte, found bool, err error)

func loadPublishedStory(app core.App) storyLookup {
	return func(slug string) (storyFields, []byte, bool, error) {
		record, err := app.FindFirstRecordByData(storyCollection, "slug", slug)
		if err != nil || !record.GetBool("published") {
			return nil, nil, false, nil // no such story, or a draft: the same answer
		}
		encoded, err := json.Marshal(record) // the fields the API shows, escaped for a script element
		if err != nil {
			return nil, nil, false, err
		}
		field := func(name string) string {
			switch name {
			case "id":
				return record.Id
			case "collectionId":
				return record.Collection().Id
			}
			return record.GetString(name)
		}
		return field, encoded, true, nil
	}
}

// storyHandler answers GET /stories/{slug} and /nl/verhalen/{slug}; /nl/stories/{slug} and
// /verhalen/{slug} lead to the address in the language their path names (301): the language switch
// only adds or removes /nl. The served page goes through rewrite like every other page.
func storyHandler(fsys fs.FS, lookup storyLookup, rewrite htmlRewrite, logError func(error)) func(*core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		urlPath := e.Request.URL.Path
		slug := e.Request.PathValue("slug")
		if strings.HasPrefix(urlPath, "/nl/stories/") {
			return e.Redirect(http.StatusMovedPermanently, "/nl/verhalen/"+url.PathEscape(slug))
		}
		if strings.HasPrefix(urlPath, "/verhalen/") {
			return e.Redirect(http.StatusMovedPermanently, "/stories/"+url.PathEscape(slug))
		}
		locale := "en"
		if isDutchPath(urlPath) {
			locale = "nl"
		}
		if !storySlug.MatchString(slug) {
			return serveNotFound(e, fsys)
		}
		field, record, found, err := lookup(slug)
		if err != nil && logError != nil {
			logError(err)
		}
		if !found {
			return serveNotFound(e, fsys)
		}
		page, err := fs.ReadFile(fsys, storyTemplates[locale])
		if err != nil {
			return serveNotFound(e, fsys)
		}
		page = fillStory(page, storyTokenValues(field, locale), record)
		if rewrite != nil {
			page = rewrite(urlPath, page)
		}
		return serveHTML(e, page)
	}
}

// bindStoryRoutes registers the story pages; Go's router prefers them to the catch-all static route.
func bindStoryRoutes(e *core.ServeEvent, fsys fs.FS, lookup storyLookup, rewrite htmlRewrite, logError func(error)) {
	handler := storyHandler(fsys, lookup, rewrite, logError)
	for _, pattern := range []string{"/stories/{slug}", "/nl/verhalen/{slug}", "/nl/stories/{slug}", "/verhalen/{slug}"} {
		e.Router.GET(pattern, handler)
	}
}
