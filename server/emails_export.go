package server

import (
	"bytes"
	"fmt"
	"html/template"
	"mime"
	"regexp"
	"strings"
	"unicode"

	"github.com/gofiber/fiber/v2"

	"storymail/jobs/writer"
	"storymail/storage"
)

// exportEmail answers GET /api/emails/{id}/export?format=html|text as a download named after
// the email's title.
func (s *Server) exportEmail(c *fiber.Ctx) error {
	format := c.Query("format")
	if format != "html" && format != "text" {
		return fieldError("format", "Choose an export format: html or text.")
	}
	e, err := s.ownEmail(c)
	if err != nil {
		return err
	}
	if strings.TrimSpace(e.GeneratedContent) == "" {
		return newError(fiber.StatusConflict, "no_content", "This email has no generated content yet.")
	}
	var body []byte
	ext, ctype := ".txt", "text/plain; charset=utf-8"
	if format == "html" {
		if body, err = emailHTML(e); err != nil {
			return err
		}
		ext, ctype = ".html", "text/html; charset=utf-8"
	} else {
		body = []byte(emailText(e))
	}
	c.Set(fiber.HeaderContentType, ctype)
	c.Set(fiber.HeaderContentDisposition, mime.FormatMediaType("attachment", map[string]string{"filename": emailFileName(e.Title) + ext}))
	c.Set(fiber.HeaderCacheControl, "no-store")
	// A downloaded page is never run in the app's origin.
	c.Set("Content-Security-Policy", "sandbox")
	c.Set(fiber.HeaderXContentTypeOptions, "nosniff")
	return c.Send(body)
}

// emailText is the email as plain text: title, subject lines (the favourite first), preview
// text, the body and the tracking link. The UI's Copy and Download give the same text.
func emailText(e *storage.Email) string {
	parts := []string{strings.TrimSpace(e.Title)}
	if len(e.GeneratedSubject) > 0 {
		lines := []string{"Subject Line Options:"}
		for i, s := range e.GeneratedSubject {
			lines = append(lines, fmt.Sprintf("%d. %s", i+1, s))
		}
		parts = append(parts, strings.Join(lines, "\n"))
	}
	if p := strings.TrimSpace(e.PreviewText); p != "" {
		parts = append(parts, "Preview text: "+p)
	}
	parts = append(parts, strings.TrimSpace(e.GeneratedContent))
	if u := trackedURL(e); u != "" {
		parts = append(parts, "Tracking link: "+u)
	}
	return strings.Join(parts, "\n\n") + "\n"
}

func trackedURL(e *storage.Email) string {
	return writer.BuildUTMURL(e.CtaURL, e.CampaignName, e.Title, e.StoryType, e.DesiredEmotion)
}

// favouriteSubject is the subject line that goes first; the title when there is none.
func favouriteSubject(e *storage.Email) string {
	if len(e.GeneratedSubject) > 0 {
		return e.GeneratedSubject[0]
	}
	return e.Title
}

// htmlEmail is what the email-safe HTML template reads. Every string in it is the user's (or
// the writer's) text, escaped by html/template in its context; links are kept only when they
// are http(s).
type htmlEmail struct {
	Subject    string
	Preview    string
	Paragraphs []htmlParagraph
}

type htmlParagraph struct {
	PS    bool
	Lines [][]htmlRun
}

// htmlRun is a run of text, a link when Href is set.
type htmlRun struct {
	Text string
	Href string
}

// emailHTMLTemplate lays the email out the way email clients read it: tables, inline styles
// only (no <style> block, no classes), a hidden preheader, at most 600 px wide.
var emailHTMLTemplate = template.Must(template.New("email").Funcs(template.FuncMap{"preheaderPad": preheaderPad}).Parse(`<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{.Subject}}</title>
</head>
<body style="margin:0;padding:0;background-color:#ffffff;">
{{- if .Preview}}
<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;">{{.Preview}}{{preheaderPad}}</div>
{{- end}}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;border-collapse:collapse;">
<tr><td style="font-family:Georgia,'Times New Roman',serif;font-size:17px;line-height:1.6;color:#1f2328;text-align:left;">
{{- range .Paragraphs}}
<p style="margin:0 0 18px 0;{{if .PS}}padding-top:6px;font-style:italic;color:#3d4450;{{end}}">
{{- range $i, $line := .Lines}}{{if $i}}<br>{{end}}{{range $line}}{{if .Href}}<a href="{{.Href}}" style="color:#1a56db;text-decoration:underline;font-weight:bold;">{{.Text}}</a>{{else}}{{.Text}}{{end}}{{end}}{{end -}}
</p>
{{- end}}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`))

// preheaderPad follows the preheader with zero-width non-joiners and spaces, so inboxes do not
// fill the rest of the preview with the body's first words.
func preheaderPad() template.HTML { return template.HTML(strings.Repeat("&#8204;&nbsp;", 40)) }

// emailHTML renders the email as email-safe HTML.
func emailHTML(e *storage.Email) ([]byte, error) {
	data := htmlEmail{Subject: favouriteSubject(e), Preview: strings.TrimSpace(e.PreviewText)}
	for _, para := range splitParagraphs(e.GeneratedContent) {
		p := htmlParagraph{PS: isPostscript(para)}
		for _, line := range strings.Split(para, "\n") {
			p.Lines = append(p.Lines, linkRuns(strings.TrimRight(line, " \t")))
		}
		data.Paragraphs = append(data.Paragraphs, p)
	}
	var b bytes.Buffer
	if err := emailHTMLTemplate.Execute(&b, data); err != nil {
		return nil, fmt.Errorf("render email html: %w", err)
	}
	return b.Bytes(), nil
}

// splitParagraphs cuts a plain-text body at blank lines.
func splitParagraphs(body string) []string {
	body = strings.ReplaceAll(strings.TrimSpace(body), "\r\n", "\n")
	var out []string
	for _, p := range blankLines.Split(body, -1) {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// isPostscript tells the P.S. (English) or P.D. (Spanish) paragraph.
func isPostscript(p string) bool {
	u := strings.ToUpper(p)
	return strings.HasPrefix(u, "P.S") || strings.HasPrefix(u, "PS:") || strings.HasPrefix(u, "P.D") || strings.HasPrefix(u, "P.P.S")
}

var blankLines = regexp.MustCompile(`\n[ \t]*\n+`)

var urlInText = regexp.MustCompile(`https?://[^\s<>"'` + "`" + `]+`)

// linkRuns splits a line into text and http(s) links; punctuation that ends a sentence is left
// out of the link.
func linkRuns(line string) []htmlRun {
	var runs []htmlRun
	rest := line
	for {
		loc := urlInText.FindStringIndex(rest)
		if loc == nil {
			break
		}
		u := strings.TrimRightFunc(rest[loc[0]:loc[1]], func(r rune) bool { return strings.ContainsRune(".,;:!?)]}", r) })
		if rest[:loc[0]] != "" {
			runs = append(runs, htmlRun{Text: rest[:loc[0]]})
		}
		runs = append(runs, htmlRun{Text: u, Href: u})
		rest = rest[loc[0]+len(u):]
	}
	if rest != "" || len(runs) == 0 {
		runs = append(runs, htmlRun{Text: rest})
	}
	return runs
}

// emailFileName is the title made safe as a file name on every system: no path separators,
// control or reserved characters, no leading dots, at most 100 characters; "email" when
// nothing is left.
func emailFileName(title string) string {
	var b strings.Builder
	for _, r := range title {
		switch {
		case unicode.IsSpace(r):
			b.WriteRune(' ')
		case unicode.IsControl(r) || strings.ContainsRune(`/\:*?"<>|`, r):
			b.WriteRune('-')
		default:
			b.WriteRune(r)
		}
	}
	name := strings.Join(strings.Fields(b.String()), " ")
	name = strings.TrimLeft(name, ". ")
	if r := []rune(name); len(r) > 100 {
		name = strings.TrimSpace(string(r[:100]))
	}
	name = strings.TrimRight(name, ". ")
	if name == "" {
		return "email"
	}
	return name
}
