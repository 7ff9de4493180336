package server

import (
	"bytes"
	"encoding/json"
	"net/mail"
	"strings"
	"unicode/utf8"

	"github.com/gofiber/fiber/v2"
)

// decodeJSON reads the body as a JSON object into v. Empty bodies decode as {}. Text with a
// NUL character is refused here, once for every handler: PostgreSQL cannot store it.
func decodeJSON(c *fiber.Ctx, v any) error {
	body := c.Body()
	if len(strings.TrimSpace(string(body))) == 0 {
		return nil
	}
	if err := json.Unmarshal(body, v); err != nil {
		return errBadJSON
	}
	if hasNUL(body) {
		return errNULText
	}
	return nil
}

var errNULText = newError(fiber.StatusBadRequest, "invalid_text", "Text may not contain null characters.")

// hasNUL reports whether any string of a valid JSON text holds U+0000, which JSON can only
// spell as the escape \u0000.
func hasNUL(body []byte) bool {
	if !bytes.Contains(body, []byte(`\u0000`)) {
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	for {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		if s, ok := tok.(string); ok && strings.ContainsRune(s, 0) {
			return true
		}
	}
}

// validEmail accepts a bare address like ann@example.com.
func validEmail(s string) bool {
	if len(s) > 254 || strings.ContainsAny(s, " <>\"") {
		return false
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s {
		return false
	}
	at := strings.LastIndexByte(s, '@')
	return at > 0 && strings.Contains(s[at+1:], ".")
}

// clean trims s and cuts it to at most max bytes without splitting a character, dropping NUL
// characters: what it answers can always be stored.
func clean(s string, max int) string {
	s = strings.TrimSpace(strings.ReplaceAll(s, "\x00", ""))
	if len(s) > max {
		cut := max
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s = s[:cut]
	}
	return s
}
