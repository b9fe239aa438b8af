package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/disintegration/imaging"
	"github.com/gen2brain/avif"
	"github.com/gen2brain/webp"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"golang.org/x/sync/singleflight"
)

// Responsive images (decision 034): any public uploaded image answers
// /api/files/{collection}/{record}/{file}?w=960 with the picture scaled to that width (never up) in
// the best format the browser says it accepts: AVIF, else WebP, else the original's kind (JPEG or
// PNG). Each variant is made once and kept beside PocketBase's own thumbs (thumbs_{file}/), which
// PocketBase deletes with the file, so a replaced or removed image leaves nothing behind. An upload
// queues its variants at once, so visitors rarely wait for one; a variant that cannot be made is
// answered with the original.

// variantWidths are the widths an image is offered in (srcset descriptors), smallest first.
var variantWidths = []int{360, 540, 720, 960, 1280, 1600, 1920}

// variantImageExtensions are the uploads the variants are made from (the upload rules allow these).
var variantImageExtensions = []string{".jpg", ".jpeg", ".png", ".webp", ".avif"}

type imageFormat struct {
	name        string
	contentType string
	encode      func(io.Writer, image.Image) error
}

var (
	formatAVIF = imageFormat{"avif", "image/avif", func(w io.Writer, m image.Image) error {
		return avif.Encode(w, m, avif.Options{Quality: 55, QualityAlpha: 80, Speed: 8})
	}}
	formatWebP = imageFormat{"webp", "image/webp", func(w io.Writer, m image.Image) error {
		return webp.Encode(w, m, webp.Options{Quality: 76, Method: 4})
	}}
	formatJPEG = imageFormat{"jpg", "image/jpeg", func(w io.Writer, m image.Image) error {
		return jpeg.Encode(w, m, &jpeg.Options{Quality: 82})
	}}
	formatPNG = imageFormat{"png", "image/png", func(w io.Writer, m image.Image) error {
		return png.Encode(w, m)
	}}
)

// isVariantSource tells whether a stored file name is an image the variants are made from.
func isVariantSource(filename string) bool {
	return slices.Contains(variantImageExtensions, strings.ToLower(path.Ext(filename)))
}

// chooseImageFormat picks the format for a request's Accept header: AVIF or WebP when named
// (browsers name them for images), otherwise the original's own kind, so no browser gets a format it
// cannot show.
func chooseImageFormat(accept string, originalName string) imageFormat {
	accept = strings.ToLower(accept)
	switch {
	case strings.Contains(accept, "image/avif"):
		return formatAVIF
	case strings.Contains(accept, "image/webp"):
		return formatWebP
	case strings.ToLower(path.Ext(originalName)) == ".png":
		return formatPNG
	default:
		return formatJPEG
	}
}

// parseVariantWidth reads the w parameter; only the offered widths are made (no arbitrary sizes).
func parseVariantWidth(raw string) (int, bool) {
	width, err := strconv.Atoi(raw)
	if err != nil || !slices.Contains(variantWidths, width) {
		return 0, false
	}
	return width, true
}

// variantDir is where a file's variants and facts are kept: PocketBase's thumbs folder of that file.
func variantDir(baseFilesPath, filename string) string {
	return baseFilesPath + "/thumbs_" + filename
}

func variantPath(baseFilesPath, filename string, width int, format imageFormat) string {
	stem := strings.TrimSuffix(filename, path.Ext(filename))
	return variantDir(baseFilesPath, filename) + "/w" + strconv.Itoa(width) + "_" + stem + "." + format.name
}

// decodeOriented decodes an upload with its EXIF orientation applied, as PocketBase's thumbs do.
func decodeOriented(original []byte) (img image.Image, err error) {
	// image decoders have panicked on broken input over the years; a broken upload must not take the
	// server down
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("decoding panicked: %v", r)
		}
	}()
	return imaging.Decode(bytes.NewReader(original), imaging.AutoOrientation(true))
}

// scaleToWidth scales img down to width, keeping its proportions; a narrower image stays as it is.
func scaleToWidth(img image.Image, width int) image.Image {
	if img.Bounds().Dx() <= width {
		return img
	}
	return imaging.Resize(img, width, 0, imaging.Lanczos)
}

func encodeImage(img image.Image, format imageFormat) (out []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("encoding %s panicked: %v", format.name, r)
		}
	}()
	var buf bytes.Buffer
	if err := format.encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// imageFacts are what a page needs to reserve an image's box and paint something before it
// arrives: its size after orientation and a tiny blurred copy as a data URL.
type imageFacts struct {
	Width       int    `json:"width"`
	Height      int    `json:"height"`
	Placeholder string `json:"placeholder"`
}

const placeholderWidth = 24

func makeImageFacts(img image.Image) (imageFacts, error) {
	bounds := img.Bounds()
	tiny := imaging.Resize(img, placeholderWidth, 0, imaging.Box)
	encoded, err := encodeImage(tiny, imageFormat{"webp", "image/webp", func(w io.Writer, m image.Image) error {
		return webp.Encode(w, m, webp.Options{Quality: 40})
	}})
	if err != nil {
		return imageFacts{}, err
	}
	return imageFacts{
		Width:       bounds.Dx(),
		Height:      bounds.Dy(),
		Placeholder: "data:image/webp;base64," + base64.StdEncoding.EncodeToString(encoded),
	}, nil
}

// imageVariants makes and keeps the variants and facts of uploaded images.
type imageVariants struct {
	app     core.App
	pending singleflight.Group
	// one encoder at a time: the encoders are WebAssembly and the machine has few cores
	encoding chan struct{}
	queue    chan storedImage
	waitMax  time.Duration

	factsMu sync.Mutex
	facts   map[string]imageFacts
}

// storedImage names one uploaded file of a record.
type storedImage struct {
	baseFilesPath string
	filename      string
}

func (s storedImage) originalPath() string { return s.baseFilesPath + "/" + s.filename }

func newImageVariants(app core.App) *imageVariants {
	return &imageVariants{
		app:      app,
		encoding: make(chan struct{}, 1),
		queue:    make(chan storedImage, 256),
		waitMax:  30 * time.Second,
		facts:    map[string]imageFacts{},
	}
}

func (v *imageVariants) withFilesystem(run func(*filesystem.System) error) error {
	fsys, err := v.app.NewFilesystem()
	if err != nil {
		return err
	}
	defer fsys.Close()
	return run(fsys)
}

func (v *imageVariants) readOriginal(fsys *filesystem.System, img storedImage) ([]byte, error) {
	reader, err := fsys.GetReader(img.originalPath())
	if err != nil {
		return nil, err
	}
	defer reader.Close()
	return io.ReadAll(reader)
}

// ensureVariant returns the path of the variant, making it first when it is not there yet.
// Concurrent requests for the same variant share one encoding.
func (v *imageVariants) ensureVariant(ctx context.Context, img storedImage, width int, format imageFormat) (string, error) {
	target := variantPath(img.baseFilesPath, img.filename, width, format)
	result := v.pending.DoChan(target, func() (any, error) {
		err := v.withFilesystem(func(fsys *filesystem.System) error {
			if exists, _ := fsys.Exists(target); exists {
				return nil
			}
			original, err := v.readOriginal(fsys, img)
			if err != nil {
				return err
			}
			encoded, err := v.encodeOne(original, width, format)
			if err != nil {
				return err
			}
			return fsys.Upload(encoded, target)
		})
		return target, err
	})
	select {
	case out := <-result:
		if out.Err != nil {
			return "", out.Err
		}
		return target, nil
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

func (v *imageVariants) encodeOne(original []byte, width int, format imageFormat) ([]byte, error) {
	v.encoding <- struct{}{}
	defer func() { <-v.encoding }()
	decoded, err := decodeOriented(original)
	if err != nil {
		return nil, err
	}
	return encodeImage(scaleToWidth(decoded, width), format)
}

// factsOf returns an image's size and placeholder, from memory, from its stored facts file, or
// worked out from the original (and stored) the first time.
func (v *imageVariants) factsOf(img storedImage) (imageFacts, error) {
	key := img.originalPath()
	v.factsMu.Lock()
	known, ok := v.facts[key]
	v.factsMu.Unlock()
	if ok {
		return known, nil
	}
	result, err, _ := v.pending.Do("facts:"+key, func() (any, error) {
		var facts imageFacts
		err := v.withFilesystem(func(fsys *filesystem.System) error {
			factsPath := variantDir(img.baseFilesPath, img.filename) + "/facts.json"
			if reader, err := fsys.GetReader(factsPath); err == nil {
				defer reader.Close()
				if json.NewDecoder(reader).Decode(&facts) == nil && facts.Width > 0 {
					return nil
				}
			}
			original, err := v.readOriginal(fsys, img)
			if err != nil {
				return err
			}
			decoded, err := decodeOriented(original)
			if err != nil {
				return err
			}
			if facts, err = makeImageFacts(decoded); err != nil {
				return err
			}
			encoded, _ := json.Marshal(facts)
			return fsys.Upload(encoded, factsPath)
		})
		return facts, err
	})
	if err != nil {
		return imageFacts{}, err
	}
	facts := result.(imageFacts)
	v.factsMu.Lock()
	v.facts[key] = facts
	v.factsMu.Unlock()
	return facts, nil
}

// offeredWidths are the variant widths worth listing for an image this wide: every width below
// it, and the first one at or above it (which is the image at its own size).
func offeredWidths(imageWidth int) []int {
	var widths []int
	for _, width := range variantWidths {
		widths = append(widths, width)
		if width >= imageWidth {
			break
		}
	}
	return widths
}

// srcSetWidth is the width descriptor of a variant: its real width (a small image is not scaled up).
func srcSetWidth(variantWidth, imageWidth int) int {
	return min(variantWidth, imageWidth)
}

// prepare queues an upload's facts and variants; a full queue drops the job (the variants are then
// made when first asked for).
func (v *imageVariants) prepare(img storedImage) {
	select {
	case v.queue <- img:
	default:
	}
}

// work makes queued variants one after another, the WebP ones of every width before the AVIF ones,
// so every browser has a variant soon after an upload.
func (v *imageVariants) work(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case img := <-v.queue:
			facts, err := v.factsOf(img)
			if err != nil {
				v.app.Logger().Warn("an uploaded image could not be read", "file", img.originalPath(), "error", err)
				continue
			}
			for _, format := range []imageFormat{formatWebP, formatAVIF} {
				for _, width := range offeredWidths(facts.Width) {
					if _, err := v.ensureVariant(ctx, img, width, format); err != nil && !errors.Is(err, context.Canceled) {
						v.app.Logger().Warn("an image variant could not be made", "file", img.originalPath(), "width", width, "format", format.name, "error", err)
					}
				}
			}
		}
	}
}

// publicImagesOf lists a record's uploaded images in fields everyone may download.
func publicImagesOf(record *core.Record) []storedImage {
	var images []storedImage
	for _, field := range record.Collection().Fields {
		fileField, ok := field.(*core.FileField)
		if !ok || fileField.Protected {
			continue
		}
		for _, filename := range record.GetStringSlice(fileField.Name) {
			if isVariantSource(filename) {
				images = append(images, storedImage{record.BaseFilesPath(), filename})
			}
		}
	}
	return images
}

// serveVariant is the file download hook: ?w= on a public image serves the variant instead.
func (v *imageVariants) serveVariant(e *core.FileDownloadRequestEvent) error {
	width, ok := parseVariantWidth(e.Request.URL.Query().Get("w"))
	if !ok || e.FileField.Protected || e.Collection.IsView() {
		return e.Next()
	}
	filename := path.Base(e.ServedPath)
	if e.ServedPath != e.Record.BaseFilesPath()+"/"+filename || !isVariantSource(filename) {
		return e.Next() // a PocketBase thumb was asked for as well, or not an image
	}
	e.Response.Header().Add("Vary", "Accept")
	format := chooseImageFormat(e.Request.Header.Get("Accept"), filename)
	ctx, cancel := context.WithTimeout(e.Request.Context(), v.waitMax)
	defer cancel()
	served, err := v.ensureVariant(ctx, storedImage{e.Record.BaseFilesPath(), filename}, width, format)
	if err != nil {
		v.app.Logger().Warn("an image variant could not be made; the original is served", "file", e.ServedPath, "width", width, "format", format.name, "error", err)
		return e.Next()
	}
	e.ServedPath = served
	e.ServedName = path.Base(served)
	// PocketBase offers the file types it does not know (AVIF among them) as a download
	e.Response.Header().Set("Content-Disposition", "inline; filename="+strconv.Quote(e.ServedName))
	return e.Next()
}

// bindImageVariants serves the variants and makes them for every new public image.
func bindImageVariants(app core.App) *imageVariants {
	variants := newImageVariants(app)
	app.OnFileDownloadRequest().BindFunc(variants.serveVariant)
	queueNew := func(e *core.RecordEvent) error {
		for _, img := range publicImagesOf(e.Record) {
			variants.prepare(img)
		}
		return e.Next()
	}
	app.OnRecordAfterCreateSuccess().BindFunc(queueNew)
	app.OnRecordAfterUpdateSuccess().BindFunc(queueNew)
	app.OnServe().BindFunc(func(e *core.ServeEvent) error {
		ctx, cancel := context.WithCancel(context.Background())
		app.OnTerminate().BindFunc(func(te *core.TerminateEvent) error {
			cancel()
			return te.Next()
		})
		go variants.work(ctx)
		return e.Next()
	})
	return variants
}
