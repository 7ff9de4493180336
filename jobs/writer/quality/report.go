// Package quality measures a written email against the brief it was written
// from: length band, tracked links, subject lines, invented facts, language,
// leaked internal fields, repetition across the user's library, readability,
// capitalisation and structure. It is pure: no I/O, no clock, the same
// answer for the same input, so every writer (offline or model) and every
// edit is judged alike.
package quality

// Status of one check.
type Status string

const (
	Pass Status = "pass"
	Warn Status = "warn"
	Fail Status = "fail"
)

// Check ids, stable: the UI and the model's corrective turn key on them.
const (
	CheckLength      = "length"
	CheckLinks       = "links"
	CheckSubjects    = "subjects"
	CheckFacts       = "facts"
	CheckLanguage    = "language"
	CheckLeaks       = "leaks"
	CheckRepetition  = "repetition"
	CheckReadability = "readability"
	CheckStructure   = "structure"
	CheckCapitals    = "capitalisation"
	CheckTodo        = "todo" // the brief's own notes to check something before sending
)

// Check is one measured property of an email. Message is one line a marketer
// understands; Detail names what was found (the words, the numbers, the
// subject line) so it can be fixed.
type Check struct {
	ID      string `json:"id"`
	Status  Status `json:"status"`
	Message string `json:"message"`
	Detail  string `json:"detail,omitempty"`
}

// Report is the quality of one email. Score is 0–100.
type Report struct {
	Score  int     `json:"score"`
	Checks []Check `json:"checks"`
	// Language is the detected language of the email body (ISO 639-1),
	// empty when it could not be told.
	Language string `json:"language,omitempty"`
	// Words is the body's word count, the tracked link excluded.
	Words int `json:"words"`
}

// Brief is what the user gave: every text here counts as a source of facts.
// Story is prose (a template story is flattened to its field values by the
// caller).
type Brief struct {
	Title, Topic, Story, Lesson, Audience, Emotion, CallToAction         string
	CtaURL                                                               string // the link as the user typed it
	TrackedURL                                                           string // the same link with its UTM tags
	ProductName, ProductDescription, KeyBenefit, Price, SalePrice, Proof string
	Tone, Campaign, EmailSubject, SenderName                             string
	MinWords, MaxWords                                                   int // the length band
	SubjectCount                                                         int // the plan's number of subject lines
}

// Email is what a writer produced (or the user saved).
type Email struct {
	Subjects []string
	Body     string
	// PreviewText is the inbox preheader, when the email has one.
	PreviewText string
}
