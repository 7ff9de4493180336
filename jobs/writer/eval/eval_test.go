package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The harness over a few shipped briefs, with the offline writer, into a
// temporary file: the report has its sections in order, a target row per
// goal, one row and one section per brief, and the refusal of French.
func TestEvaluateWritesTheReport(t *testing.T) {
	t.Setenv("LLM_BASE_URL", "")
	t.Setenv("LLM_API_KEY", "")
	dir := t.TempDir()
	names := []string{"gym-01-started-at-34.json", "gym-02-bev-67.json", "gym-03-6-week-challenge.json", "fr-boutique-01-soldes.json"}
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join("briefs", n))
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, dir, n, string(data))
	}
	out := filepath.Join(t.TempDir(), "EVAL.md")
	if err := evaluate(context.Background(), dir, out, io.Discard); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	md := string(data)

	pos := -1
	for _, h := range []string{"# Email quality evaluation", "## Targets", "## Briefs", "## Per brief", "## Aggregates", "## Libraries"} {
		i := strings.Index(md, "\n"+h+"\n")
		if h[1] == ' ' {
			i = strings.Index(md, h+"\n")
		}
		if i <= pos {
			t.Fatalf("heading %q missing or out of order", h)
		}
		pos = i
	}
	for _, want := range []string{"- Writer: **offline**", "- Briefs: **4** (3 written, 1 refused, 0 errors)", "refused (French)",
		"Refused: the story is in French", "Mean score **",
		"drawn from the brief"} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q", want)
		}
	}

	section := func(from, to string) string {
		s := md[strings.Index(md, from):]
		return s[:strings.Index(s, to)]
	}
	targetRows := regexp.MustCompile(`(?m)^\| [^-|][^|]* \| [^|]+ \| [^|]+ \| (met|missed|n/a) \|$`).FindAllString(section("## Targets", "## Briefs"), -1)
	if len(targetRows) != 7 {
		t.Errorf("%d target rows, want 7:\n%s", len(targetRows), section("## Targets", "## Briefs"))
	}
	briefRows := regexp.MustCompile(`(?m)^\| \d+ \| `).FindAllString(section("## Briefs", "## Per brief"), -1)
	if len(briefRows) != len(names) {
		t.Errorf("%d brief rows, want %d", len(briefRows), len(names))
	}
	written := regexp.MustCompile(`(?m)^\| \d+ \| [^|]+ \| \d+ / \d+–\d+ \| \d+ \| \d+% \|( (ok|warn|\*\*FAIL\*\*) \|){12}$`).FindAllString(md, -1)
	if len(written) != 3 {
		t.Errorf("%d written rows with a status per check, want 3", len(written))
	}
	if n := strings.Count(section("## Per brief", "## Aggregates"), "\n### "); n != len(names) {
		t.Errorf("%d brief sections, want %d", n, len(names))
	}
	if n := strings.Count(md, "<summary>The email</summary>"); n != 3 {
		t.Errorf("%d emails shown, want 3", n)
	}
	if !strings.Contains(md, "| oakline-gym | 3 |") {
		t.Error("the three gym emails make a library row")
	}
}
