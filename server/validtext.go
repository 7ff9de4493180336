package server

import (
	"bytes"
	"strings"
	"unicode/utf8"

	"github.com/gofiber/fiber/v2"
)

// PostgreSQL's text holds valid UTF-8 without NUL characters; anything else makes a query fail
// and the request answer 500. JSON bodies are safe already: encoding/json turns invalid UTF-8
// into U+FFFD, and decodeJSON refuses \u0000. What remains is the request's address and the
// headers that are stored, which requireValidText settles once for every API route.

var (
	errInvalidQueryText = newError(fiber.StatusBadRequest, "invalid_text",
		"The search or filter text is not valid UTF-8 text. Please check it and try again.")
	errInvalidPathText = newError(fiber.StatusBadRequest, "invalid_text",
		"The address is not valid UTF-8 text. Please check the link and try again.")
)

// storable reports whether PostgreSQL can store b as text.
func storable(b []byte) bool {
	return utf8.Valid(b) && bytes.IndexByte(b, 0) < 0
}

// storableText makes s storable: invalid bytes become U+FFFD and NUL characters go.
func storableText(s string) string {
	return strings.ToValidUTF8(strings.ReplaceAll(s, "\x00", ""), "\uFFFD")
}

// requireValidText answers 400 when a query parameter or the path (raw or with its escapes
// decoded: handlers read either) is not storable text, and repairs the User-Agent, which is
// stored with each sign-in and is the client's to write.
func (s *Server) requireValidText(c *fiber.Ctx) error {
	uri := c.Request().URI()
	if !storable(uri.PathOriginal()) || !storable(uri.Path()) {
		return errInvalidPathText
	}
	valid := true
	c.Context().QueryArgs().VisitAll(func(k, v []byte) {
		valid = valid && storable(k) && storable(v)
	})
	if !valid {
		return errInvalidQueryText
	}
	h := &c.Request().Header
	if ua := h.UserAgent(); !storable(ua) {
		h.SetUserAgent(storableText(string(ua)))
	}
	return c.Next()
}
