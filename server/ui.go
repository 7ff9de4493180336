package server

import (
	"io/fs"
	"net/http"
	"path"
	"strings"

	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/middleware/compress"
	"github.com/gofiber/fiber/v2/middleware/filesystem"
)

// serveUI serves the built single-page app: real files as they are (hashed assets cached for a
// year), every other GET path gets index.html so the client router decides.
func (s *Server) serveUI(app *fiber.App) {
	if s.opts.UI == nil {
		app.Get("/*", func(c *fiber.Ctx) error {
			return c.Type("html").SendString("<!doctype html><title>StoryMail</title><p>StoryMail API is running. The UI was not built into this binary: run <code>make run</code>.</p>")
		})
		return
	}
	index, err := fs.ReadFile(s.opts.UI, "index.html")
	if err != nil {
		index = []byte("<!doctype html><title>StoryMail</title><p>UI build is missing index.html.</p>")
	}
	// Hashed assets never change: cache them for a year and send them compressed (the landing
	// page's JS is a third of its size gzipped).
	app.Use("/assets", func(c *fiber.Ctx) error {
		c.Set(fiber.HeaderCacheControl, "public, max-age=31536000, immutable")
		return c.Next()
	}, compress.New(compress.Config{Level: compress.LevelBestCompression}))
	app.Use(filesystem.New(filesystem.Config{
		Root: http.FS(s.opts.UI),
		Next: func(c *fiber.Ctx) bool {
			p := strings.TrimPrefix(path.Clean(c.Path()), "/")
			if p == "" || p == "index.html" {
				return true
			}
			st, err := fs.Stat(s.opts.UI, p)
			return err != nil || st.IsDir()
		},
	}))
	app.Get("/*", func(c *fiber.Ctx) error {
		c.Set(fiber.HeaderCacheControl, "no-cache")
		return c.Type("html").Send(index)
	})
}
