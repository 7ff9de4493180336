// Package templatespdf renders the action-taker bonus: a printable PDF workbook of twenty
// story-email templates, each with when to use it, its beats, fill-in prompts and an example
// opening line.
package templatespdf

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
)

// FileName is the name the download is saved under.
const FileName = "StoryMail-Story-Templates.pdf"

// FirstTemplatePage is the page of template 1: cover, guide and contents come first, then one
// page per template.
const FirstTemplatePage = 4

// Options personalise the document.
type Options struct {
	RecipientName string    // printed on the cover when set
	Date          time.Time // the cover date and the document's creation date; zero means now
}

// Palette and page geometry (A4, millimetres).
var (
	indigo    = [3]int{79, 70, 229}
	ink       = [3]int{31, 41, 55}
	muted     = [3]int{107, 114, 128}
	rule      = [3]int{209, 213, 219}
	tint      = [3]int{238, 242, 255}
	pageWidth = 210.0
	margin    = 20.0
)

// doc wraps fpdf with the document's text styles. Text goes through tr so typographic
// characters map to the core fonts' code page.
type doc struct {
	*fpdf.Fpdf
	codePage func(string) string
}

// tr maps text to the code page, with a spaced hyphen printed as an en dash.
func (d *doc) tr(s string) string { return d.codePage(strings.ReplaceAll(s, " - ", " \u2013 ")) }

func (d *doc) color(c [3]int)                  { d.SetTextColor(c[0], c[1], c[2]) }
func (d *doc) font(style string, size float64) { d.SetFont("Helvetica", style, size) }
func (d *doc) text(h float64, s, align string) { d.MultiCell(0, h, d.tr(s), "", align, false) }
func (d *doc) line(h float64, s string, ln int) {
	d.CellFormat(0, h, d.tr(s), "", ln, "L", false, 0, "")
}

// section prints a small capitalised heading with a rule under it.
func (d *doc) section(title string) {
	d.Ln(4)
	d.font("B", 9)
	d.color(indigo)
	d.line(6, strings.ToUpper(title), 1)
	d.SetDrawColor(rule[0], rule[1], rule[2])
	d.SetLineWidth(0.3)
	d.Line(margin, d.GetY(), pageWidth-margin, d.GetY())
	d.Ln(2.5)
}

// numbered prints "n." in the accent colour and wraps the text beside it.
func (d *doc) numbered(n int, s string, size, h float64) {
	d.font("B", size)
	d.color(indigo)
	d.CellFormat(8, h, fmt.Sprintf("%d.", n), "", 0, "L", false, 0, "")
	d.font("", size)
	d.color(ink)
	d.SetLeftMargin(margin + 8)
	d.text(h, s, "L")
	d.SetLeftMargin(margin)
	d.SetX(margin)
}

// Write renders the whole workbook as a PDF to w.
func Write(w io.Writer, opts Options) error {
	date := opts.Date
	if date.IsZero() {
		date = time.Now()
	}
	f := fpdf.New("P", "mm", "A4", "")
	d := &doc{Fpdf: f, codePage: f.UnicodeTranslatorFromDescriptor("")}
	f.SetTitle("20 Story Templates", true)
	f.SetSubject("StoryMail action-taker bonus: story-email templates", true)
	f.SetAuthor("StoryMail", true)
	f.SetCreator("StoryMail", true)
	f.SetCreationDate(date)
	f.SetMargins(margin, margin, margin)
	f.SetAutoPageBreak(true, 18)
	f.SetFooterFunc(func() {
		if f.PageNo() == 1 {
			return
		}
		f.SetY(-13)
		d.font("", 8)
		d.color(muted)
		d.CellFormat(0, 5, "StoryMail  |  20 Story Templates", "", 0, "L", false, 0, "")
		f.SetX(margin)
		d.CellFormat(0, 5, fmt.Sprintf("Page %d", f.PageNo()), "", 0, "R", false, 0, "")
	})

	all := Templates()
	links := make([]int, len(all))
	for i := range links {
		links[i] = f.AddLink()
	}
	cover(d, opts.RecipientName, date)
	guide(d)
	contents(d, all, links)
	for i, t := range all {
		templatePage(d, i, len(all), t, links[i])
	}
	if err := f.Error(); err != nil {
		return fmt.Errorf("render templates pdf: %w", err)
	}
	return f.Output(w)
}

func cover(d *doc, name string, date time.Time) {
	d.AddPage()
	d.SetFillColor(indigo[0], indigo[1], indigo[2])
	d.Rect(0, 0, pageWidth, 150, "F")
	d.SetTextColor(255, 255, 255)
	d.SetY(38)
	d.font("B", 14)
	d.line(8, "StoryMail", 1)
	d.Ln(18)
	d.font("B", 40)
	d.line(16, "20 Story Templates", 1)
	d.Ln(4)
	d.font("", 15)
	d.text(7.5, "Proven story-email structures with fill-in prompts and example openings, ready to turn into emails that get read.", "L")
	d.Ln(8)
	d.font("B", 11)
	d.line(6, "ACTION-TAKER BONUS", 1)

	d.SetY(168)
	d.color(ink)
	// Names the core fonts cannot show would print as dots: leave them off instead.
	if name != "" && printable(d.codePage, name) {
		d.font("", 12)
		d.color(muted)
		d.line(6, "Prepared for", 1)
		d.font("B", 18)
		d.color(ink)
		d.line(9, name, 1)
		d.Ln(2)
	}
	d.font("", 11)
	d.color(muted)
	d.line(6, date.Format("January 2, 2006"), 1)
	d.Ln(14)
	d.font("", 11)
	d.color(ink)
	d.text(6, "You created five story emails in your first five days. That habit - writing and sending, "+
		"not waiting for the perfect idea - is what separates marketers whose lists buy from marketers whose "+
		"lists forget them. These twenty templates are your reward: one for every kind of week, so you never "+
		"start from a blank page again.", "L")
}

// printable reports whether every rune of s has a place in the core fonts' code page: the
// translator turns the others into dots.
func printable(tr func(string) string, s string) bool {
	return strings.Count(tr(s), ".") == strings.Count(s, ".")
}

func guide(d *doc) {
	d.AddPage()
	d.font("B", 24)
	d.color(ink)
	d.line(12, "How to use these templates", 1)
	d.Ln(2)
	d.font("", 11)
	d.text(6, "A story email works because the reader follows a person, not a pitch. Each template in this "+
		"workbook is a tested order of beats: follow the beats, answer the prompts with specific details from "+
		"your own life and business, and the email almost writes itself.", "L")

	d.section("The shape every template follows")
	parts := []string{
		"Hook - the first line earns the second. Open in the middle of a moment, a number or a confession.",
		"Story - one person, one situation, real details: names, places, amounts, what was said.",
		"Lesson - the single idea the story proves, in one sentence the reader could repeat.",
		"Offer - the bridge from the lesson to what you sell: the product is how the reader gets the lesson's result.",
		"Call to action - one link and one next step. Never two.",
	}
	for i, p := range parts {
		d.numbered(i+1, p, 11, 6)
		d.Ln(1)
	}

	d.section("Using a template with StoryMail")
	steps := []string{
		"Pick the template whose 'When to use it' matches this week's goal.",
		"Answer the fill-in prompts on paper or in a note. Short and specific beats long and general.",
		"Open Create Email. Put your answers into the Story and Lesson fields, and choose the story type and emotion suggested on the template.",
		"Generate the email, then make the opening line and subject your own - the examples show the tone, not the words to copy.",
		"Send it, and note which templates your list answers best. Use those twice as often.",
	}
	for i, s := range steps {
		d.numbered(i+1, s, 11, 6)
		d.Ln(1)
	}

	d.section("Five rules that make any story email work")
	rules := []string{
		"One email, one idea. If you have two stories, you have two emails.",
		"Specific details are believable: '$312 on a Tuesday' beats 'very little money'.",
		"Write the way you talk. Read it aloud; rewrite every sentence you stumble on.",
		"Keep the story short enough that the offer arrives while the reader still cares.",
		"Send on a schedule. A good email on Tuesday beats a perfect one never.",
	}
	for i, r := range rules {
		d.numbered(i+1, r, 11, 6)
		d.Ln(1)
	}
}

func contents(d *doc, all []Template, links []int) {
	d.AddPage()
	d.font("B", 24)
	d.color(ink)
	d.line(12, "The 20 templates", 1)
	d.Ln(4)
	for i, t := range all {
		y := d.GetY()
		d.font("B", 11)
		d.color(indigo)
		d.CellFormat(10, 6, fmt.Sprintf("%02d", i+1), "", 0, "L", false, links[i], "")
		d.color(ink)
		d.CellFormat(90, 6, d.tr(t.Name), "", 0, "L", false, links[i], "")
		d.font("", 9)
		d.color(muted)
		d.CellFormat(50, 6, d.tr(t.StoryType+" story  |  "+t.Emotion), "", 0, "L", false, links[i], "")
		d.font("", 11)
		d.color(ink)
		d.CellFormat(0, 6, fmt.Sprintf("%d", FirstTemplatePage+i), "", 1, "R", false, links[i], "")
		d.SetDrawColor(rule[0], rule[1], rule[2])
		d.SetLineWidth(0.2)
		d.Line(margin, y+8.5, pageWidth-margin, y+8.5)
		d.SetY(y + 11)
	}
}

// Marker is the label printed at the top of template n (1-based) of total.
func Marker(n, total int) string { return fmt.Sprintf("TEMPLATE %02d OF %d", n, total) }

func templatePage(d *doc, i, total int, t Template, link int) {
	d.AddPage()
	d.SetLink(link, 0, -1)
	d.font("B", 9)
	d.color(indigo)
	d.line(5, Marker(i+1, total), 1)
	d.font("B", 22)
	d.color(ink)
	d.line(11, t.Name, 1)
	d.font("", 10)
	d.color(muted)
	d.line(6, "Story type: "+t.StoryType+"     Best emotion: "+t.Emotion, 1)

	d.section("When to use it")
	d.font("", 11)
	d.color(ink)
	d.text(5.5, t.UseWhen, "L")

	d.section("The structure")
	for n, b := range t.Beats {
		d.numbered(n+1, b, 10.5, 5.5)
		d.Ln(0.8)
	}

	d.section("Fill-in prompts")
	for _, p := range t.Prompts {
		d.font("B", 10.5)
		d.color(ink)
		d.text(5.5, p, "L")
		// Two ruled lines to write the answer on.
		d.SetDrawColor(rule[0], rule[1], rule[2])
		d.SetLineWidth(0.2)
		y := d.GetY()
		for _, dy := range []float64{7.5, 15} {
			d.Line(margin, y+dy, pageWidth-margin, y+dy)
		}
		d.SetY(y + 17.5)
	}

	d.section("Example opening line")
	d.SetFillColor(tint[0], tint[1], tint[2])
	d.font("I", 11.5)
	d.color(ink)
	d.MultiCell(0, 8, d.tr(t.Opening), "", "L", true)

	d.section("Subject line idea")
	d.font("", 11)
	d.color(ink)
	d.text(6, t.Subject, "L")
}
