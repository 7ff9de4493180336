package server

import (
	"fmt"
	"strings"

	"github.com/gofiber/fiber/v2"

	"storymail/jobs/writer"
	"storymail/jobs/writer/quality"
	"storymail/storage"
)

// languageVerdict says whether the configured writer can write a story's language.
type languageVerdict struct {
	Language     string `json:"language"`     // ISO 639-1, empty when it could not be told
	LanguageName string `json:"languageName"` // English name, empty with Language
	Supported    bool   `json:"supported"`
	Message      string `json:"message,omitempty"` // why not, when not
	// BuiltIn is true when the offline writer writes the email: it tells only what the
	// form gives it, so the form can say when a story is too thin for the chosen length.
	BuiltIn bool `json:"builtInWriter"`
}

// storyLanguage judges a story: with a model configured every language is written; the
// offline writer writes only its own languages.
func (s *Server) storyLanguage(in storage.EmailInput) languageVerdict {
	wi := writer.Input{Story: in.Story, Lesson: in.Lesson, ContentFocus: in.ContentFocus}
	lang, ok := writer.OfflineCanWrite(wi)
	v := languageVerdict{Language: lang, Supported: true, BuiltIn: s.opts.OfflineWriter}
	if lang != "" {
		v.LanguageName = quality.LanguageName(lang)
	}
	if s.opts.OfflineWriter && !ok {
		v.Supported = false
		v.Message = fmt.Sprintf("This story is in %s. The built-in writer writes emails in %s only. "+
			"Write the story in one of those, or ask your administrator to connect a language model "+
			"(LLM_BASE_URL) to write in %s. No credit was used.", v.LanguageName, offlineLanguageNames(), v.LanguageName)
	}
	return v
}

func offlineLanguageNames() string {
	var names []string
	for _, l := range writer.OfflineLanguages() {
		names = append(names, quality.LanguageName(l))
	}
	return strings.Join(names, " and ")
}

// checkLanguage answers whether a story can be written, so the form can say so before
// submit: POST /api/emails/language {story, lesson?, contentFocus?}.
func (s *Server) checkLanguage(c *fiber.Ctx) error {
	var req storage.EmailInput
	if err := decodeJSON(c, &req); err != nil {
		return err
	}
	if len([]rune(req.Story)) > maxLongField {
		return badRequest("This field is too long (at most 10,000 characters)")
	}
	return c.JSON(s.storyLanguage(req))
}

// errLanguage refuses a story the writer cannot write, before any credit is taken.
func errLanguage(v languageVerdict) error {
	e := newError(fiber.StatusUnprocessableEntity, "language_unsupported", v.Message)
	e.Extra = fiber.Map{"language": v.Language, "field": "story"}
	return e
}
