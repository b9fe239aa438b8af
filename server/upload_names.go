package main

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/gabriel-vasile/mimetype"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// PocketBase checks an upload's type by its content (each file field's mimeTypes), but keeps the
// name it came with, and serves .svg, .css and .js files with the type of their extension: a JPEG
// named "x.svg" would be served as an SVG from the site's origin. Every new file therefore gets the
// extension of what its content is, before it is stored.

// contentExtensions are the types the site's file fields accept, with their one extension.
var contentExtensions = map[string]string{
	"image/jpeg": ".jpg",
	"image/png":  ".png",
	"image/webp": ".webp",
	"image/avif": ".avif",
	"image/gif":  ".gif",
	"video/mp4":  ".mp4",
	"video/webm": ".webm",
}

// extensionForContent is the extension of a detected type; ".bin" for anything else, which the
// field's own type check then refuses.
func extensionForContent(detected *mimetype.MIME) string {
	for mime := detected; mime != nil; mime = mime.Parent() {
		if extension, ok := contentExtensions[mime.String()]; ok {
			return extension
		}
	}
	return ".bin"
}

func nameForContent(name string, extension string) string {
	return strings.TrimSuffix(name, filepath.Ext(name)) + extension
}

func renameByContent(file *filesystem.File) error {
	reader, err := file.Reader.Open()
	if err != nil {
		return fmt.Errorf("the upload %q could not be read: %w", file.OriginalName, err)
	}
	defer reader.Close()
	detected, err := mimetype.DetectReader(reader)
	if err != nil {
		return fmt.Errorf("the type of the upload %q could not be read: %w", file.OriginalName, err)
	}
	file.Name = nameForContent(file.Name, extensionForContent(detected))
	return nil
}

func renameUploadsByContent(e *core.RecordEvent) error {
	for _, field := range e.Record.Collection().Fields {
		if _, isFile := field.(*core.FileField); !isFile {
			continue
		}
		for _, file := range e.Record.GetUnsavedFiles(field.GetName()) {
			if err := renameByContent(file); err != nil {
				return err
			}
		}
	}
	return e.Next()
}

// bindUploadNames renames every new file of every collection, whichever way it is saved (the
// collection API, the dashboard, a hook).
func bindUploadNames(app core.App) {
	app.OnRecordCreate().BindFunc(renameUploadsByContent)
	app.OnRecordUpdate().BindFunc(renameUploadsByContent)
}
