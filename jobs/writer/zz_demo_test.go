package writer

import (
	"fmt"
	"os"
	"testing"
)

func TestDemoPrint(t *testing.T) {
	if os.Getenv("DEMO") == "" {
		t.Skip()
	}
	show := func(title string, in Input) {
		r := write(t, in)
		fmt.Printf("==== %s (%d words)\n%q\n%s\n\n", title, wordCount(r.Content), r.Subjects, r.Content)
	}
	in := minimalInput()
	in.EmailLength = "long"
	show("minimal long curiosity indirect", in)
	in = minimalInput()
	in.TonePreference = "humorous"
	in.EmailLength = "short"
	in.Lesson = aiLesson
	show("minimal humorous short", in)
	in = bakeryInput()
	in.Story = advT01
	in.Lesson = aiLesson
	in.TonePreference = "personal"
	in.DesiredEmotion = "empowerment"
	show("T01 personal", in)
	in = bakeryInput()
	in.Story = advC01
	in.Lesson = "Tell the story behind the product"
	in.TonePreference = "authoritative"
	in.DesiredEmotion = "confidence"
	in.CallToAction = "book"
	in.ProductName = ""
	in.ProductDescription = ""
	in.Price = ""
	in.SalePrice = ""
	show("C01 authoritative no product", in)
	in = bakeryInput()
	in.Story = advT02
	in.TonePreference = "serious"
	in.DesiredEmotion = "frustration"
	in.EmailLength = "long"
	in.CallToAction = "webinar"
	show("T02 serious long", in)
	in = bakeryInput()
	in.Story = longStory
	in.EmailLength = "short"
	show("long story short", in)
}
