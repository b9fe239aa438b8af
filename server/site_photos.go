package main

import (
	"bytes"
	"encoding/json"
	"html"
	"net/url"
	"path"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// The photos staff put in the site's photo slots (the home hero, the service cards, ...; decision
// 034) reach every served page without a rebuild. The prerendered page shows each slot's artwork,
// /artwork/{slot}.svg, in an <img data-photo-slot="{slot}">, and the page's largest image on arrival
// also in a preload link in the head (which React writes without the mark or an href, so it is
// known by the artwork in its imagesrcset). For each slot with a photo this rewrite points those tags at the photo's responsive
// variants (image_variants.go), with its size, a blurred placeholder and its description in the
// page's language, and puts every slot's photo as JSON in <script type="application/json"
// id="site-photos">. The page renders its slots from that JSON, so it hydrates what was served.

const (
	sitePhotosCollection = "site_photos"
	sitePhotosScriptID   = "site-photos"
	sitePhotosCacheTTL   = time.Minute
	// sitePhotoFallbackWidth is the variant in src, for browsers that do not read srcset.
	sitePhotoFallbackWidth = 960
)

type sitePhotoVideo struct {
	Src  string `json:"src"`
	Type string `json:"type"`
}

// sitePhoto is one slot's photo as the page reads it (src/lib/media/site-photos.ts).
type sitePhoto struct {
	Src         string            `json:"src"`
	SrcSet      string            `json:"srcSet"`
	Width       int               `json:"width"`
	Height      int               `json:"height"`
	Placeholder string            `json:"placeholder"`
	Alt         map[string]string `json:"alt"`
	Video       *sitePhotoVideo   `json:"video,omitempty"`
}

type sitePhotos map[string]sitePhoto

type sitePhotosCache = snapshotCache[sitePhotos]

// fileURL is the download address of a stored file.
func fileURL(collection, recordID, filename string) string {
	return "/api/files/" + collection + "/" + recordID + "/" + url.PathEscape(filename)
}

// responsiveSources are the src and srcset of an image of the given width at fileURL.
func responsiveSources(base string, imageWidth int) (string, string) {
	widths := offeredWidths(imageWidth)
	candidates := make([]string, 0, len(widths))
	src := ""
	for _, width := range widths {
		variant := base + "?w=" + strconv.Itoa(width)
		candidates = append(candidates, variant+" "+strconv.Itoa(srcSetWidth(width, imageWidth))+"w")
		if src == "" || width <= sitePhotoFallbackWidth {
			src = variant
		}
	}
	return src, strings.Join(candidates, ", ")
}

var videoTypes = map[string]string{".mp4": "video/mp4", ".webm": "video/webm"}

// photoFromFields builds a slot's photo from its record's fields and the image's facts.
func photoFromFields(field func(string) string, facts imageFacts) sitePhoto {
	base := fileURL(sitePhotosCollection, field("id"), field("image"))
	src, srcSet := responsiveSources(base, facts.Width)
	photo := sitePhoto{
		Src:         src,
		SrcSet:      srcSet,
		Width:       facts.Width,
		Height:      facts.Height,
		Placeholder: facts.Placeholder,
		Alt:         map[string]string{"en": field("alt_en"), "nl": field("alt_nl")},
	}
	if video := field("video"); video != "" {
		if kind, ok := videoTypes[strings.ToLower(path.Ext(video))]; ok {
			photo.Video = &sitePhotoVideo{Src: fileURL(sitePhotosCollection, field("id"), video), Type: kind}
		}
	}
	return photo
}

// loadSitePhotos reads every slot's photo; a photo whose image cannot be read is left out (its
// slot keeps the artwork) and logged.
func loadSitePhotos(app core.App, variants *imageVariants) (sitePhotos, error) {
	records, err := app.FindAllRecords(sitePhotosCollection)
	if err != nil {
		return nil, err
	}
	photos := sitePhotos{}
	for _, record := range records {
		image := record.GetString("image")
		if image == "" {
			continue
		}
		facts, err := variants.factsOf(storedImage{record.BaseFilesPath(), image})
		if err != nil {
			app.Logger().Warn("a site photo could not be read; its slot shows the artwork", "slot", record.GetString("slot"), "error", err)
			continue
		}
		photos[record.GetString("slot")] = photoFromFields(record.GetString, facts)
	}
	return photos, nil
}

var (
	photoSlotTag = regexp.MustCompile(`<img\s[^>]*\bdata-photo-slot="([a-z0-9-]+)"[^>]*>|(?i)<link\s[^>]*\bimagesrcset="/artwork/([a-z0-9-]+)\.svg [^>]*>`)
	tagAttribute = regexp.MustCompile(`\s([a-zA-Z][-a-zA-Z0-9:]*)(?:="([^"]*)")?`)
	tagName      = regexp.MustCompile(`^<([a-z]+)`)
)

// setTagAttributes rewrites one start tag with the given attribute values (names in lower case;
// HTML's are case-insensitive): existing attributes keep their place, new ones are added at the end.
// Values are escaped here.
func setTagAttributes(tag string, values map[string]string, order []string) string {
	name := tagName.FindStringSubmatch(tag)[1]
	body := strings.TrimSuffix(strings.TrimSuffix(tag, ">"), "/")
	var out strings.Builder
	out.WriteString("<" + name)
	seen := map[string]bool{}
	for _, match := range tagAttribute.FindAllStringSubmatch(body[len(name)+1:], -1) {
		attribute := match[1]
		seen[strings.ToLower(attribute)] = true
		if value, ok := values[strings.ToLower(attribute)]; ok {
			out.WriteString(" " + attribute + `="` + html.EscapeString(value) + `"`)
		} else if strings.Contains(match[0], "=") {
			out.WriteString(" " + attribute + `="` + match[2] + `"`)
		} else {
			out.WriteString(" " + attribute)
		}
	}
	for _, attribute := range order {
		if !seen[attribute] {
			out.WriteString(" " + attribute + `="` + html.EscapeString(values[attribute]) + `"`)
		}
	}
	if strings.HasSuffix(strings.TrimSuffix(tag, ">"), "/") {
		out.WriteString("/")
	}
	out.WriteString(">")
	return out.String()
}

// placeholderStyle is the img's style while the photo loads, as React writes it
// (src/components/PhotoSlot): the blurred copy under the image.
func placeholderStyle(placeholder string) string {
	return `background-image:url("` + placeholder + `")`
}

// rewritePhotoTag points one marked tag at its slot's photo.
func rewritePhotoTag(tag string, photo sitePhoto, locale string) string {
	if strings.HasPrefix(tag, "<link") {
		return setTagAttributes(tag, map[string]string{"imagesrcset": photo.SrcSet}, []string{"imagesrcset"})
	}
	values := map[string]string{
		"src":    photo.Src,
		"srcset": photo.SrcSet,
		"width":  strconv.Itoa(photo.Width),
		"height": strconv.Itoa(photo.Height),
		"alt":    photo.Alt[locale],
	}
	order := []string{"src", "srcset", "width", "height", "alt"}
	if photo.Placeholder != "" {
		values["style"] = placeholderStyle(photo.Placeholder)
		order = append(order, "style")
	}
	return setTagAttributes(tag, values, order)
}

// injectPhotos writes the photos into a page: the marked tags and the JSON the page reads.
func injectPhotos(page []byte, photos sitePhotos, locale string) []byte {
	if len(photos) == 0 {
		return page
	}
	page = photoSlotTag.ReplaceAllFunc(page, func(tag []byte) []byte {
		match := photoSlotTag.FindSubmatch(tag)
		slot := string(match[1]) + string(match[2])
		photo, ok := photos[slot]
		if !ok {
			return tag
		}
		return []byte(rewritePhotoTag(string(tag), photo, locale))
	})
	encoded, err := json.Marshal(photos) // escapes <, > and &: no value can end the script element
	if err != nil {
		return page
	}
	i := bytes.Index(page, []byte("</head>"))
	if i < 0 {
		return page
	}
	script := []byte(`<script type="application/json" id="` + sitePhotosScriptID + `">` + string(encoded) + `</script>`)
	return append(page[:i:i], append(script, page[i:]...)...)
}

// photosRewriter is the static handler's HTML rewrite for the photos; a failed read serves the page
// as built, with its artwork.
func photosRewriter(cache *sitePhotosCache, logError func(error)) htmlRewrite {
	return rewriteFromCache(cache, logError, injectPhotos)
}

// bindSitePhotos makes the photos cache and its rewrite; the cache is emptied on every change.
func bindSitePhotos(app core.App, variants *imageVariants) htmlRewrite {
	cache := newSnapshotCache(sitePhotosCacheTTL, func() (sitePhotos, error) { return loadSitePhotos(app, variants) })
	cache.invalidateOnChange(app, sitePhotosCollection)
	return photosRewriter(cache, func(err error) {
		app.Logger().Warn("the site photos could not be read", "error", err)
	})
}
