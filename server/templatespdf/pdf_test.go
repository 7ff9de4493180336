package templatespdf

import (
	"bytes"
	"compress/zlib"
	"io"
	"regexp"
	"strings"
	"testing"
	"time"
)

// pdfText inflates every content stream of a PDF so its text operators can be searched.
func pdfText(t *testing.T, raw []byte) string {
	t.Helper()
	var out strings.Builder
	re := regexp.MustCompile(`(?s)stream\r?\n(.*?)\r?\nendstream`)
	for _, m := range re.FindAllSubmatch(raw, -1) {
		r, err := zlib.NewReader(bytes.NewReader(m[1]))
		if err != nil {
			out.Write(m[1]) // an uncompressed stream
			continue
		}
		b, err := io.ReadAll(r)
		if err != nil {
			t.Fatalf("inflate stream: %v", err)
		}
		out.Write(b)
	}
	return out.String()
}

// pageCount counts page objects (not the /Pages tree node).
func pageCount(raw []byte) int {
	return len(regexp.MustCompile(`/Type /Page\b[^s]`).FindAll(raw, -1))
}

func TestTemplatesAreTwentyDistinctAndComplete(t *testing.T) {
	all := Templates()
	if len(all) != 20 {
		t.Fatalf("%d templates, want 20", len(all))
	}
	names := map[string]bool{}
	openings := map[string]bool{}
	for i, tp := range all {
		if tp.Name == "" || tp.UseWhen == "" || tp.Opening == "" || tp.Subject == "" {
			t.Errorf("template %d is missing text: %+v", i+1, tp)
		}
		if names[tp.Name] || openings[tp.Opening] {
			t.Errorf("template %d repeats a name or opening: %q", i+1, tp.Name)
		}
		names[tp.Name], openings[tp.Opening] = true, true
		if len(tp.Beats) < 5 || len(tp.Prompts) < 3 {
			t.Errorf("%s: %d beats and %d prompts, want at least 5 and 3", tp.Name, len(tp.Beats), len(tp.Prompts))
		}
		if !strings.HasPrefix(tp.Beats[0], "Hook") || !strings.Contains(strings.ToLower(tp.Beats[len(tp.Beats)-1]), "call to action") {
			t.Errorf("%s: the beats must open on the hook and end on the call to action", tp.Name)
		}
		if tp.StoryType != "direct" && tp.StoryType != "indirect" {
			t.Errorf("%s: story type %q is not one of StoryMail's", tp.Name, tp.StoryType)
		}
		switch tp.Emotion {
		case "urgency", "excitement", "relief", "confidence", "curiosity", "frustration", "hope", "empowerment":
		default:
			t.Errorf("%s: emotion %q is not one of StoryMail's", tp.Name, tp.Emotion)
		}
		for _, p := range tp.Prompts {
			if !strings.HasSuffix(p, "?") && !strings.HasSuffix(p, ".") {
				t.Errorf("%s: prompt %q should read as a question or instruction", tp.Name, p)
			}
		}
	}
	// The slice is a copy: callers cannot change what gets printed.
	all[0].Name = "changed"
	if Templates()[0].Name == "changed" {
		t.Fatal("Templates exposes the package's own data")
	}
}

func TestWriteRendersEveryTemplate(t *testing.T) {
	var buf bytes.Buffer
	if err := Write(&buf, Options{RecipientName: "Ana Lopez", Date: time.Date(2026, 3, 9, 0, 0, 0, 0, time.UTC)}); err != nil {
		t.Fatal(err)
	}
	raw := buf.Bytes()
	if !bytes.HasPrefix(raw, []byte("%PDF-1.")) || !bytes.Contains(raw[len(raw)-64:], []byte("%%EOF")) {
		t.Fatalf("not a complete PDF: %q ... %q", raw[:16], raw[len(raw)-16:])
	}
	all := Templates()
	// Cover, guide, contents, then exactly one page per template (the contents' page numbers
	// depend on it).
	if got, want := pageCount(raw), FirstTemplatePage-1+len(all); got != want {
		t.Fatalf("%d pages, want %d", got, want)
	}
	text := pdfText(t, raw)
	for i, tp := range all {
		if n := strings.Count(text, "("+Marker(i+1, len(all))+")"); n != 1 {
			t.Errorf("marker of template %d printed %d times", i+1, n)
		}
		if !strings.Contains(text, "("+tp.Name+")") {
			t.Errorf("template name %q not printed as a heading", tp.Name)
		}
	}
	if n := len(regexp.MustCompile(`\(TEMPLATE \d\d OF 20\)`).FindAllString(text, -1)); n != 20 {
		t.Fatalf("%d template pages in the text, want 20", n)
	}
	for _, want := range []string{"(20 Story Templates)", "(Ana Lopez)", "(March 9, 2026)", "(FILL-IN PROMPTS)", "(EXAMPLE OPENING LINE)"} {
		if !strings.Contains(text, want) {
			t.Errorf("PDF text lacks %s", want)
		}
	}
}

func TestNameOutsideCodePageLeftOffCover(t *testing.T) {
	var buf bytes.Buffer
	if err := Write(&buf, Options{RecipientName: "李雷"}); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, buf.Bytes())
	if strings.Contains(text, "(Prepared for)") {
		t.Fatal("an unprintable name must not be printed as dots")
	}
	buf.Reset()
	if err := Write(&buf, Options{RecipientName: "José Müller"}); err != nil {
		t.Fatal(err)
	}
	if text := pdfText(t, buf.Bytes()); !strings.Contains(text, "(Jos\xe9 M\xfcller)") {
		t.Fatal("a Latin name should be printed in the core fonts' code page")
	}
}
