package main

import (
	"errors"
	"strings"
	"testing"
)

var heroFields = map[string]string{
	"id":     "rec123",
	"slot":   "home-hero",
	"image":  "canopy_ab12.jpg",
	"alt_en": `Canopies over "the" polders`,
	"alt_nl": "Schermen boven de polders",
	"video":  "loop_cd34.mp4",
}

var heroFacts = imageFacts{Width: 1000, Height: 600, Placeholder: "data:image/webp;base64,AAAA"}

func TestAPhotoListsItsVariantsUpToItsOwnWidth(t *testing.T) {
	photo := photoFromFields(fieldsOf(heroFields), heroFacts)
	base := "/api/files/site_photos/rec123/canopy_ab12.jpg"
	if photo.Src != base+"?w=960" {
		t.Fatalf("src %s", photo.Src)
	}
	want := base + "?w=360 360w, " + base + "?w=540 540w, " + base + "?w=720 720w, " + base + "?w=960 960w, " + base + "?w=1280 1000w"
	if photo.SrcSet != want {
		t.Fatalf("srcset\n%s\nwant\n%s", photo.SrcSet, want)
	}
	if photo.Video == nil || photo.Video.Type != "video/mp4" || photo.Video.Src != "/api/files/site_photos/rec123/loop_cd34.mp4" {
		t.Fatalf("video %+v", photo.Video)
	}
	if photo.Alt["nl"] != "Schermen boven de polders" {
		t.Fatalf("alt %v", photo.Alt)
	}
}

func TestASmallPhotoIsOfferedAtItsOwnSize(t *testing.T) {
	photo := photoFromFields(fieldsOf(map[string]string{"id": "r", "image": "a.png"}), imageFacts{Width: 300, Height: 200})
	if photo.Src != "/api/files/site_photos/r/a.png?w=360" || photo.SrcSet != "/api/files/site_photos/r/a.png?w=360 300w" || photo.Video != nil {
		t.Fatalf("%+v", photo)
	}
}

const pageWithSlots = `<!DOCTYPE html><html lang="nl"><head><title>x</title>` +
	`<link rel="preload" as="image" href="/favicon.svg"/><link rel="preload" as="image" fetchPriority="high" imageSrcSet="/artwork/home-hero.svg 1600w" imageSizes="100vw"/>` +
	`</head><body><img src="/artwork/home-hero.svg" srcset="/artwork/home-hero.svg 1600w" sizes="100vw" alt="Illustratie" width="1600" height="900" fetchpriority="high" data-photo-slot="home-hero" class="x"/>` +
	`<img src="/artwork/service-tandem.svg" srcset="/artwork/service-tandem.svg 600w" sizes="50vw" alt="Tandem" width="600" height="400" loading="lazy" data-photo-slot="service-tandem"/></body></html>`

func TestThePageShowsTheSlotsPhotoAndCarriesTheJSON(t *testing.T) {
	photo := photoFromFields(fieldsOf(heroFields), heroFacts)
	page := string(injectPhotos([]byte(pageWithSlots), sitePhotos{"home-hero": photo}, "nl"))

	img := `<img src="/api/files/site_photos/rec123/canopy_ab12.jpg?w=960" srcset="` + photo.SrcSet + `" sizes="100vw" alt="Schermen boven de polders" width="1000" height="600" fetchpriority="high" data-photo-slot="home-hero" class="x" style="background-image:url(&#34;data:image/webp;base64,AAAA&#34;)"/>`
	if !strings.Contains(page, img) {
		t.Fatalf("hero img not rewritten:\n%s", page)
	}
	link := `<link rel="preload" as="image" href="/favicon.svg"/><link rel="preload" as="image" fetchPriority="high" imageSrcSet="` + photo.SrcSet + `" imageSizes="100vw"/>`
	if !strings.Contains(page, link) {
		t.Fatalf("preload not rewritten:\n%s", page)
	}
	if !strings.Contains(page, `src="/artwork/service-tandem.svg"`) {
		t.Fatal("a slot without a photo keeps its artwork")
	}
	if !strings.Contains(page, `<script type="application/json" id="site-photos">{"home-hero":{"src":"/api/files/site_photos/rec123/canopy_ab12.jpg?w=960"`) || !strings.Contains(page, `</script></head>`) {
		t.Fatalf("JSON not in the head:\n%s", page)
	}
}

func TestAltTextIsEscapedAndInThePagesLanguage(t *testing.T) {
	photo := photoFromFields(fieldsOf(heroFields), heroFacts)
	page := string(injectPhotos([]byte(pageWithSlots), sitePhotos{"home-hero": photo}, "en"))
	if !strings.Contains(page, `alt="Canopies over &#34;the&#34; polders"`) {
		t.Fatalf("alt:\n%s", page)
	}
}

func TestWithoutPhotosThePageIsServedAsBuilt(t *testing.T) {
	if got := string(injectPhotos([]byte(pageWithSlots), sitePhotos{}, "en")); got != pageWithSlots {
		t.Fatal("page changed without photos")
	}
	cache := newSnapshotCache(sitePhotosCacheTTL, func() (sitePhotos, error) { return nil, errors.New("no such collection") })
	var logged error
	rewrite := photosRewriter(cache, func(err error) { logged = err })
	if got := string(rewrite("/", []byte(pageWithSlots))); got != pageWithSlots || logged == nil {
		t.Fatal("a failed read must serve the built page and log")
	}
}
