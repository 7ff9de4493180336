package server

import (
	"bytes"
	"cmp"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"path"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
	"github.com/gofiber/fiber/v2"
	"github.com/gofiber/fiber/v2/utils"

	"storymail/server/auth"
)

// serveUI serves the built single-page app: real files as they are (hashed assets cached for a
// year), every other GET path gets index.html so the client router decides. "/" without a session
// cookie gets landing.html instead: index.html with the landing page already rendered into it,
// so a visitor sees the page before any script runs (the client then hydrates it).
func (s *Server) serveUI(app *fiber.App) {
	if s.opts.UI == nil {
		app.Get("/*", func(c *fiber.Ctx) error {
			return c.Type("html").SendString("<!doctype html><title>StoryMail</title><p>StoryMail API is running. The UI was not built into this binary: run <code>make run</code>.</p>")
		})
		return
	}
	ui, err := loadUI(s.opts.UI)
	if err != nil {
		s.opts.Logger.Error("reading the embedded UI", "err", err)
	}
	app.Get("/*", ui.serve)
}

// brotliLevel: 11 makes the files about 2% smaller again for nearly three times the work.
const brotliLevel = 10

// compressible lists the file types worth compressing; images and fonts already are.
var compressible = map[string]bool{
	".js": true, ".mjs": true, ".css": true, ".html": true, ".svg": true, ".json": true,
	".txt": true, ".map": true, ".xml": true, ".webmanifest": true,
}

// uiFile is one file of the UI with its compressed forms, made once when the server starts.
type uiFile struct {
	ctype  string
	etag   string // of the plain bytes; each compressed form adds a suffix
	plain  []byte
	gzip   []byte // nil when the type is not compressible or compression does not pay
	brotli []byte // likewise
}

type uiFiles struct {
	files   map[string]*uiFile // by path, "assets/index-abc.js"
	index   *uiFile
	landing *uiFile // nil when the build has no prerendered landing page
}

// loadUI reads every file of the built UI into memory and compresses each one, before the server
// answers its first request (about a second of work for the whole app, spread over the CPUs). On
// a read error it still returns a server that answers with a notice instead of the app.
func loadUI(fsys fs.FS) (*uiFiles, error) {
	var paths []string
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			paths = append(paths, p)
		}
		return err
	})
	files := make([]*uiFile, len(paths))
	errs := make([]error, len(paths))
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				var b []byte
				if b, errs[i] = fs.ReadFile(fsys, paths[i]); errs[i] == nil {
					files[i] = newUIFile(path.Ext(paths[i]), b)
				}
			}
		})
	}
	for i := range paths {
		next <- i
	}
	close(next)
	wg.Wait()
	// The compressors' working memory (megabytes per file at brotli level 10) is all garbage now.
	// Hand it back to the OS: otherwise a fresh server carries a couple of hundred megabytes of
	// resident memory it will not need again.
	debug.FreeOSMemory()

	ui := &uiFiles{files: map[string]*uiFile{}}
	for i, p := range paths {
		err = cmp.Or(err, errs[i])
		ui.files[p] = files[i]
	}
	if index, ok := ui.files["index.html"]; ok && err == nil {
		ui.index = index
		delete(ui.files, "index.html") // served only as the fallback, never cached
		ui.landing = ui.files["landing.html"]
		delete(ui.files, "landing.html") // served only for "/"
	} else {
		ui.files = map[string]*uiFile{}
		ui.index = newUIFile(".html", []byte("<!doctype html><title>StoryMail</title><p>UI build is missing index.html.</p>"))
	}
	return ui, err
}

// newUIFile keeps the file with its gzip and brotli forms, each only when it is smaller.
func newUIFile(ext string, b []byte) *uiFile {
	sum := sha256.Sum256(b)
	f := &uiFile{ctype: utils.GetMIME(ext), etag: hex.EncodeToString(sum[:8]), plain: b}
	if !compressible[strings.ToLower(ext)] {
		return f
	}
	var gz, br bytes.Buffer
	gw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	_, _ = gw.Write(b)
	_ = gw.Close()
	if gz.Len() < len(b) {
		f.gzip = gz.Bytes()
	}
	bw := brotli.NewWriterLevel(&br, brotliLevel)
	_, _ = bw.Write(b)
	_ = bw.Close()
	if br.Len() < len(b) {
		f.brotli = br.Bytes()
	}
	return f
}

func (ui *uiFiles) serve(c *fiber.Ctx) error {
	p := strings.TrimPrefix(path.Clean(c.Path()), "/")
	if f, ok := ui.files[p]; ok {
		if strings.HasPrefix(p, "assets/") {
			// Hashed names: a changed file gets a new name, so the old one can be kept for a year.
			c.Set(fiber.HeaderCacheControl, "public, max-age=31536000, immutable")
		}
		return f.send(c)
	}
	if strings.HasPrefix(p, "assets/") {
		// A chunk of another build: a page of HTML would only fail later as a script.
		return c.SendStatus(fiber.StatusNotFound)
	}
	c.Set(fiber.HeaderCacheControl, "no-cache")
	if p == "" && ui.landing != nil {
		// A session cookie means someone may be signed in: their home is the dashboard, which the
		// client decides. Reading the cookie costs nothing, so the visitor's page is never delayed.
		c.Vary(fiber.HeaderCookie)
		if c.Cookies(auth.CookieName) == "" {
			return ui.landing.send(c)
		}
	}
	return ui.index.send(c)
}

// send answers with the best form the client accepts: brotli, then gzip, else the plain bytes.
// Each form has its own ETag, and a matching If-None-Match gets 304.
func (f *uiFile) send(c *fiber.Ctx) error {
	body, coding, etag := f.plain, "", f.etag
	if f.gzip != nil || f.brotli != nil {
		c.Vary(fiber.HeaderAcceptEncoding)
		accept := c.Get(fiber.HeaderAcceptEncoding)
		if f.brotli != nil && acceptsCoding(accept, "br") {
			body, coding, etag = f.brotli, "br", etag+"-br"
		} else if f.gzip != nil && acceptsCoding(accept, "gzip") {
			body, coding, etag = f.gzip, "gzip", etag+"-gz"
		}
	}
	etag = `"` + etag + `"`
	c.Set(fiber.HeaderETag, etag)
	if coding != "" {
		c.Set(fiber.HeaderContentEncoding, coding)
	}
	c.Set(fiber.HeaderContentType, f.ctype)
	if etagMatches(c.Get(fiber.HeaderIfNoneMatch), etag) {
		return c.SendStatus(fiber.StatusNotModified)
	}
	return c.Send(body)
}

// acceptsCoding reads an Accept-Encoding header: the coding must be named, or covered by "*",
// with a q above 0. No header means the plain bytes.
func acceptsCoding(header, coding string) bool {
	named, star := -1.0, -1.0
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.TrimSpace(name)
		q := 1.0
		for _, param := range strings.Split(params, ";") {
			if v, ok := strings.CutPrefix(strings.TrimSpace(param), "q="); ok {
				if n, err := strconv.ParseFloat(v, 64); err == nil {
					q = n
				} else {
					q = 0
				}
			}
		}
		switch {
		case strings.EqualFold(name, coding):
			named = q
		case name == "*":
			star = q
		}
	}
	if named >= 0 {
		return named > 0
	}
	return star > 0
}

func etagMatches(header, etag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == etag || t == "*" {
			return true
		}
	}
	return false
}
