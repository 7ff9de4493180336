package quality

import (
	"strings"
	"testing"
)

func TestPreviewCheck(t *testing.T) {
	subjects := []string{"The note on my bakery counter"}
	for _, tt := range []struct {
		preview string
		status  Status
		says    string
	}{
		{"A thank-you note, 80-hour weeks and the one change that saved my bakery", Pass, "adds to the subject"},
		{"The note on my bakery counter!", Warn, "repeats the first subject line"},
		{"The note on my bakery counter, and what it said about 80-hour weeks.", Warn, "repeats the first subject line"},
		{"Short one", Warn, "9 characters"},
		{strings.Repeat("long words ", 12), Warn, "cut it after about 110"},
	} {
		c := checkPreview(newEmail(Email{Subjects: subjects, Body: "Hi,\n\nBody.", PreviewText: tt.preview}, ""))
		if c.Status != tt.status || !strings.Contains(c.Message, tt.says) {
			t.Errorf("%q: %+v", tt.preview, c)
		}
	}
}

func TestPreviewCheckOnlyWithPreviewText(t *testing.T) {
	if _, ok := Evaluate(Brief{}, Email{Body: "Hi"}, nil).Find(CheckPreview); ok {
		t.Fatal("an email without preview text got a preview check")
	}
	if _, ok := Evaluate(Brief{}, Email{Body: "Hi", PreviewText: "Something"}, nil).Find(CheckPreview); !ok {
		t.Fatal("no preview check")
	}
}
