package server

import (
	"bytes"
	"strings"

	"github.com/gofiber/fiber/v2"
	"github.com/valyala/fasthttp"
)

// compressMin is the smallest JSON answer worth compressing: below it the headers and the
// CPU cost more than the bytes saved.
const compressMin = 1024

// compressJSON gzips JSON answers of compressMin bytes or more for clients that accept gzip.
// The fastest level: a page of the library shrinks about sixfold for a fraction of a
// millisecond, where the best level would cost several times that for a few percent more.
func compressJSON(c *fiber.Ctx) error {
	if err := c.Next(); err != nil {
		return err // error answers are small; the error handler writes them after this
	}
	resp := c.Response()
	if resp.IsBodyStream() || len(resp.Header.Peek(fiber.HeaderContentEncoding)) > 0 ||
		!bytes.HasPrefix(resp.Header.ContentType(), []byte(fiber.MIMEApplicationJSON)) {
		return nil
	}
	body := resp.Body()
	if len(body) < compressMin {
		return nil
	}
	resp.Header.Add(fiber.HeaderVary, fiber.HeaderAcceptEncoding)
	if !acceptsGzip(c.Get(fiber.HeaderAcceptEncoding)) {
		return nil
	}
	resp.SetBodyRaw(fasthttp.AppendGzipBytesLevel(nil, body, fasthttp.CompressBestSpeed))
	resp.Header.Set(fiber.HeaderContentEncoding, "gzip")
	return nil
}

// acceptsGzip reads an Accept-Encoding header: gzip (or *) listed without q=0.
func acceptsGzip(header string) bool {
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name != "gzip" && name != "*" {
			continue
		}
		q := strings.ReplaceAll(strings.ToLower(params), " ", "")
		if q == "q=0" || q == "q=0.0" || q == "q=0.00" || q == "q=0.000" {
			if name == "gzip" {
				return false
			}
			continue
		}
		return true
	}
	return false
}
