package main

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"reflect"
	"strings"
	"testing"

	"github.com/gen2brain/avif"
	"github.com/gen2brain/webp"
)

func TestFormatFollowsWhatTheBrowserAccepts(t *testing.T) {
	chromium := "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8"
	cases := []struct {
		accept, file, want string
	}{
		{chromium, "hero_x1.jpg", "avif"},
		{"image/webp,*/*", "hero_x1.jpg", "webp"},
		{"*/*", "hero_x1.jpg", "jpg"},
		{"", "logo_x1.PNG", "png"},
		{"", "photo_x1.webp", "jpg"},
	}
	for _, c := range cases {
		if got := chooseImageFormat(c.accept, c.file).name; got != c.want {
			t.Errorf("Accept %q, %s: %s, want %s", c.accept, c.file, got, c.want)
		}
	}
}

func TestOnlyOfferedWidthsAreMade(t *testing.T) {
	for raw, want := range map[string]bool{"960": true, "360": true, "1920": true, "961": false, "": false, "-360": false, "99999": false, "960x0": false} {
		if _, ok := parseVariantWidth(raw); ok != want {
			t.Errorf("w=%q accepted: %v, want %v", raw, ok, want)
		}
	}
}

func TestOfferedWidthsStopAtTheImagesOwnWidth(t *testing.T) {
	cases := map[int][]int{
		4000: {360, 540, 720, 960, 1280, 1600, 1920},
		1000: {360, 540, 720, 960, 1280},
		960:  {360, 540, 720, 960},
		200:  {360},
	}
	for width, want := range cases {
		if got := offeredWidths(width); !reflect.DeepEqual(got, want) {
			t.Errorf("%d px: %v, want %v", width, got, want)
		}
	}
	if srcSetWidth(1280, 1000) != 1000 || srcSetWidth(540, 1000) != 540 {
		t.Error("a variant wider than the image is described by the image's width")
	}
}

func TestVariantsLiveInPocketBasesThumbsFolderOfTheFile(t *testing.T) {
	got := variantPath("pbc_1/abc", "hero_k2j3.jpg", 720, formatAVIF)
	if got != "pbc_1/abc/thumbs_hero_k2j3.jpg/w720_hero_k2j3.avif" {
		t.Fatal(got)
	}
}

func gradient(width, height int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	for y := 0; y < height; y++ {
		for x := 0; x < width; x++ {
			img.Set(x, y, color.RGBA{uint8(x * 255 / width), uint8(y * 255 / height), 160, 255})
		}
	}
	return img
}

func jpegOf(t *testing.T, img image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestVariantsAreScaledDownAndEncodedInTheChosenFormat(t *testing.T) {
	original := jpegOf(t, gradient(1200, 800))
	decoded, err := decodeOriented(original)
	if err != nil {
		t.Fatal(err)
	}
	small, err := encodeImage(scaleToWidth(decoded, 360), formatAVIF)
	if err != nil {
		t.Fatal(err)
	}
	config, err := avif.DecodeConfig(bytes.NewReader(small))
	if err != nil || config.Width != 360 || config.Height != 240 {
		t.Fatalf("AVIF variant: %+v %v", config, err)
	}
	// never scaled up: a 1920 variant of a 1200 px image is 1200 px wide
	large, err := encodeImage(scaleToWidth(decoded, 1920), formatWebP)
	if err != nil {
		t.Fatal(err)
	}
	config, err = webp.DecodeConfig(bytes.NewReader(large))
	if err != nil || config.Width != 1200 || config.Height != 800 {
		t.Fatalf("WebP variant: %+v %v", config, err)
	}
}

func TestABrokenUploadIsAnErrorNotAPanic(t *testing.T) {
	if _, err := decodeOriented([]byte("\xff\xd8\xff\xe0 not really a jpeg")); err == nil {
		t.Fatal("no error for a broken JPEG")
	}
}

func TestFactsGiveTheSizeAndATinyPlaceholder(t *testing.T) {
	facts, err := makeImageFacts(gradient(1200, 800))
	if err != nil {
		t.Fatal(err)
	}
	if facts.Width != 1200 || facts.Height != 800 {
		t.Fatalf("size %dx%d", facts.Width, facts.Height)
	}
	if !strings.HasPrefix(facts.Placeholder, "data:image/webp;base64,") || len(facts.Placeholder) > 600 {
		t.Fatalf("placeholder of %d bytes: %.60s", len(facts.Placeholder), facts.Placeholder)
	}
}
