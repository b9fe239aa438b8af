package main

import (
	"testing"

	"github.com/gabriel-vasile/mimetype"
)

func TestExtensionForContent(t *testing.T) {
	jpeg := []byte{0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 'J', 'F', 'I', 'F', 0x00}
	svg := []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)
	html := []byte(`<!doctype html><html><script>alert(1)</script></html>`)
	for name, want := range map[string]struct {
		content   []byte
		extension string
	}{
		"jpeg": {jpeg, ".jpg"},
		"svg":  {svg, ".bin"},
		"html": {html, ".bin"},
	} {
		if got := extensionForContent(mimetype.Detect(want.content)); got != want.extension {
			t.Errorf("%s: extension %q; want %q", name, got, want.extension)
		}
	}
}

func TestNameForContent(t *testing.T) {
	for name, want := range map[string]string{
		"photo_ab12cd.svg":  "photo_ab12cd.jpg",
		"photo_ab12cd.js":   "photo_ab12cd.jpg",
		"photo_ab12cd":      "photo_ab12cd.jpg",
		"photo_ab12cd.jpeg": "photo_ab12cd.jpg",
	} {
		if got := nameForContent(name, ".jpg"); got != want {
			t.Errorf("nameForContent(%q) = %q; want %q", name, got, want)
		}
	}
}
