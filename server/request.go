package server

import (
	"encoding/json"
	"net/mail"
	"strings"

	"github.com/gofiber/fiber/v2"
)

// decodeJSON reads the body as a JSON object into v. Empty bodies decode as {}.
func decodeJSON(c *fiber.Ctx, v any) error {
	body := c.Body()
	if len(strings.TrimSpace(string(body))) == 0 {
		return nil
	}
	if err := json.Unmarshal(body, v); err != nil {
		return errBadJSON
	}
	return nil
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

func clean(s string, max int) string {
	s = strings.TrimSpace(s)
	if len(s) > max {
		s = s[:max]
	}
	return s
}
