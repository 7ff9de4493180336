package writer

import (
	"encoding/json"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// AdvancedStory is the payload the form's advanced story mode serialises into
// the story field: {"template_type":"transformation_T01","template_name":…,
// "fields":{…}}.
type AdvancedStory struct {
	TemplateType string            `json:"template_type"`
	TemplateName string            `json:"template_name"`
	Fields       map[string]string `json:"fields"`
}

// Category is the part of TemplateType before the underscore
// ("transformation"), TemplateID the part after it ("T01").
func (a AdvancedStory) Category() string {
	c, _, _ := strings.Cut(a.TemplateType, "_")
	return strings.ToLower(c)
}

// TemplateID is the template's id, e.g. "T01", "F01", "C01".
func (a AdvancedStory) TemplateID() string {
	if i := strings.LastIndexByte(a.TemplateType, '_'); i >= 0 {
		return strings.ToUpper(a.TemplateType[i+1:])
	}
	return strings.ToUpper(a.TemplateType)
}

// Field returns one cleaned field value ("" when absent).
func (a AdvancedStory) Field(name string) string { return cleanField(a.Fields[name]) }

// ParseAdvancedStory recognises an advanced-mode story. It reports false for
// free text, for JSON that is not an object with a template type or fields,
// and for payloads whose fields are all empty.
func ParseAdvancedStory(story string) (AdvancedStory, bool) {
	s := strings.TrimSpace(story)
	if !strings.HasPrefix(s, "{") || !strings.HasSuffix(s, "}") {
		return AdvancedStory{}, false
	}
	var raw struct {
		TemplateType any                        `json:"template_type"`
		TemplateName any                        `json:"template_name"`
		Fields       map[string]json.RawMessage `json:"fields"`
	}
	if err := json.Unmarshal([]byte(s), &raw); err != nil {
		return AdvancedStory{}, false
	}
	a := AdvancedStory{
		TemplateType: strings.TrimSpace(scalarString(raw.TemplateType)),
		TemplateName: strings.TrimSpace(scalarString(raw.TemplateName)),
		Fields:       map[string]string{},
	}
	for k, v := range raw.Fields {
		var x any
		if json.Unmarshal(v, &x) != nil {
			continue
		}
		if str := strings.TrimSpace(scalarString(x)); str != "" {
			a.Fields[k] = str
		}
	}
	if len(a.Fields) == 0 {
		return AdvancedStory{}, false
	}
	return a, true
}

// scalarString renders a decoded JSON scalar as text; objects and arrays
// give "" (or their scalar items joined) so they are never pasted as JSON.
func scalarString(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(x)
	case []any:
		var parts []string
		for _, e := range x {
			if s := scalarString(e); s != "" {
				parts = append(parts, s)
			}
		}
		return strings.Join(parts, ", ")
	}
	return ""
}

// imperfectLed is a Spanish line led by a verb in the imperfect ("trabajaba", "tenía", "era").
var imperfectLed = regexp.MustCompile(`(?i)^(?:\p{L}+(?:aba|abas|ábamos|aban|ía|ías|íamos|ían)|era|eran|éramos)\b`)

var moneyAmount = regexp.MustCompile(`^[$€£¥]\s?\d[\d,.]*\s?[kKmM]?\b|^\d[\d,.]*\s?[kKmM]?\s?(?:dollars|euros|pounds|USD|EUR|GBP)\b`)

// advancedProse is an advanced story rendered as prose: story paragraphs in
// order plus the pieces other parts of the email reuse.
type advancedProse struct {
	paragraphs [][]string // sentences per paragraph
	lesson     string     // a lesson the template itself states, if any
	derived    string     // lesson to use when the user let the writer decide
	tip        string     // prevention tip (failure template)
	subject    string     // a subject line built from the template's fields
}

// knownFieldOrder lists the template fields in reading order; unknown fields
// follow alphabetically.
var knownFieldOrder = []string{
	"timeframe", "client_name", "past_situation", "starting_amount", "ending_amount", "mistake_cost",
	"initial_problem", "what_happened", "turning_point", "main_strategy", "solution_provided", "process_hint",
	"results_achieved", "current_situation", "lesson_learned", "prevention_tip",
}

func (a AdvancedStory) prose() advancedProse {
	f := a.Field
	var p advancedProse
	add := func(sents ...string) {
		var para []string
		for _, s := range sents {
			if s = strings.TrimSpace(s); s != "" {
				para = append(para, s)
			}
		}
		if len(para) > 0 {
			p.paragraphs = append(p.paragraphs, para)
		}
	}
	used := map[string]bool{}
	use := func(names ...string) {
		for _, n := range names {
			used[n] = true
		}
	}
	switch a.TemplateID() {
	case "T01":
		use("timeframe", "past_situation", "current_situation", "turning_point", "process_hint")
		tf := bare(f("timeframe"))
		past, now, turn, how := f("past_situation"), f("current_situation"), f("turning_point"), f("process_hint")
		switch {
		case past != "" && tf != "" && subjectLed(past):
			// "Five years ago, I was a bartender working nights…": the sharper line is the
			// opener, with no "things looked very different" before it.
			add(leadingNumberWord(tf) + ", " + lowerCommon(sentence(past)))
		case past != "" && tf != "":
			add(leadingNumberWord(tf)+", things looked very different.", sentence(past))
		case past != "":
			add("Not long ago, things looked very different.", sentence(past))
		case tf != "":
			add(leadingNumberWord(tf) + ", I was in a very different place.")
		}
		switch {
		case turn != "" && toldAsEvent(turn):
			add("Then " + lowerCommon(sentence(turn))) // "Then a regular at the bar asked me…", no label
		case turn != "":
			add("Then came the turning point: " + tail(turn))
		}
		switch {
		case how != "" && subjectLed(how):
			add(sentence(how))
		case how != "":
			add("What I did next: " + tail(how))
		}
		if now != "" {
			if subjectLed(now) {
				add("And today? " + sentence(now))
			} else {
				add("Today, it's a different picture: " + tail(now))
			}
		}
		p.derived = "Where you are today doesn't decide where you'll be a year from now. The decisions you make next do."
		if tf != "" {
			p.subject = "Where I was " + lcPhrase(leadingNumberWord(tf))
		}
	case "T02":
		use("starting_amount", "ending_amount", "timeframe", "main_strategy")
		from, to, tf, strat := bare(f("starting_amount")), bare(f("ending_amount")), bare(f("timeframe")), f("main_strategy")
		// A company's growth is told as "we" when the user tells it so ("we built every feature").
		i, im := "I", "I'm"
		if weVoice(strings.Join(a.values(), " ")) {
			i, im = "we", "we're"
		}
		switch {
		case from != "" && to != "" && tf != "" && strings.HasSuffix(strings.ToLower(tf), "ago"):
			add(leadingNumberWord(tf)+", "+i+" "+pastBe(i)+" at "+from+".", "Today "+im+" at "+to+".")
		case from != "" && to != "" && tf != "":
			add("In " + lcPhrase(tf) + ", " + i + " went from " + from + " to " + to + ".")
		case from != "" && to != "":
			add(ucfirst(i) + " went from " + from + " to " + to + ".")
		case to != "":
			add("Today " + im + " at " + to + ".")
		case from != "":
			add(ucfirst(i) + " started at " + from + ".")
		}
		switch strat = withSubject(strat, i); {
		case strat != "" && subjectLed(strat):
			// "How? We stopped running discount promos…": no label, and no second colon
			// before the strategy's own.
			add("How? " + ucfirst(sentence(strat)))
		case strat != "":
			add("The strategy that made the difference: " + afterColon(strat))
		}
		p.derived = "Growth rarely comes from doing more of everything. It comes from doing the one right thing, consistently."
		if from != "" && to != "" {
			p.subject = "From " + from + " to " + to
			if tf != "" && !strings.HasSuffix(strings.ToLower(tf), "ago") {
				p.subject += " in " + lcPhrase(tf)
			}
		}
	case "F01":
		use("mistake_cost", "what_happened", "lesson_learned", "prevention_tip")
		cost, what, lesson, tip := f("mistake_cost"), f("what_happened"), f("lesson_learned"), f("prevention_tip")
		switch {
		case cost != "" && what != "":
			// What happened first, then its price: "When we opened, I bought a full line of
			// machines… That mistake cost me $8,400." The story is the hook, the cost its punch.
			costLine := "That mistake cost me " + lcPhrase(bare(cost)) + "."
			if subjectLed(cost) {
				costLine = sentence(cost)
			}
			add(sentence(afterColon(withSubject(what, firstPersonFor(a)))), costLine)
			what = ""
		case cost != "":
			if subjectLed(cost) {
				add("Let me tell you about an expensive mistake.", sentence(cost))
			} else {
				add("Let me tell you about a mistake that cost me " + lcPhrase(bare(cost)) + ".")
			}
		default:
			add("Let me tell you about an expensive mistake.")
		}
		if what != "" {
			add("Here's what happened: " + afterColon(withSubject(what, firstPersonFor(a))))
		}
		// The lesson itself is placed by the email's lesson paragraph.
		p.lesson = lesson
		p.tip = tip
		p.derived = "The most expensive mistakes are the ones you only make once, if you're willing to learn from them."
		if m := moneyAmount.FindString(cost); m != "" {
			p.subject = "My " + strings.TrimSpace(m) + " mistake"
		} else {
			p.subject = "The mistake I won't make twice"
		}
	case "C01":
		use("client_name", "initial_problem", "solution_provided", "results_achieved", "timeframe")
		client, problem, solution, results, tf := bare(f("client_name")), f("initial_problem"), f("solution_provided"), f("results_achieved"), bare(f("timeframe"))
		who, me := "a client of mine", "me"
		if weVoice(strings.Join(a.values(), " ")) {
			who, me = "a client of ours", "us"
		}
		if client != "" {
			who = client
		}
		they := soleThirdPerson(strings.Join(a.values(), " "))
		if problem != "" {
			frame := ", the problem was clear: "
			if first := splitSentences(problem); len(first) > 0 && strings.Count(first[0], ",") >= 2 {
				frame = ", here's where things stood: " // a list of notes is not one problem ("desk job for 11 years")
			}
			add("When " + who + " first came to " + me + frame + afterColon(withSubject(problem, they)))
		} else {
			add("Let me tell you about " + who + ".")
		}
		if solution != "" {
			add("Here's what we did: " + afterColon(solution))
		}
		switch {
		case results != "" && tf != "" && (they != "" || client != "") && pastVerbLed(results):
			// "In 30 days, Northwind Plumbing collected $168k…" rather than "The result, in 30
			// days: collected…"
			when := lcPhrase(tf)
			if !hasAnyPrefix(strings.ToLower(tf), "in ", "within ", "after ", "over ", "by ") {
				when = "in " + when
			}
			doer := they
			if doer == "" {
				doer = client
			}
			add(ucfirst(when) + ", " + withSubject(sentence(results), doer))
		case results != "":
			lead := "The result: "
			if tf != "" {
				ltf := strings.ToLower(tf)
				if hasAnyPrefix(ltf, "in ", "within ", "after ", "over ", "by ") {
					lead = "The result " + ltf + ": "
				} else {
					lead = "The result, in " + ltf + ": "
				}
			}
			add(lead + afterColon(results))
		}
		p.derived = "The right help at the right time can change more in a few weeks than years of going it alone."
		if client != "" && wordCount(client) <= 3 {
			p.subject = "What happened with " + client
		}
	}
	// Fields this code does not know (other templates, future ones) still
	// become sentences, never raw JSON.
	var rest []string
	for _, k := range knownFieldOrder {
		if !used[k] {
			if v := f(k); v != "" {
				rest = append(rest, k)
				used[k] = true
			}
		}
	}
	var unknown []string
	for k := range a.Fields {
		if !used[k] && f(k) != "" {
			unknown = append(unknown, k)
		}
	}
	sort.Strings(unknown)
	rest = append(rest, unknown...)
	var para []string
	for _, k := range rest {
		v := f(k)
		if k == "lesson_learned" && p.lesson == "" {
			p.lesson = v
			continue
		}
		if k == "prevention_tip" && p.tip == "" {
			p.tip = v
			continue
		}
		para = append(para, splitSentences(v)...)
	}
	if len(para) > 0 {
		p.paragraphs = append(p.paragraphs, para)
	}
	if p.derived == "" {
		p.derived = "The turning point rarely looks dramatic at the time. It's usually one decision made before you feel ready."
	}
	return p
}

// framesES retells a template story in Spanish with the same kind of
// connecting frames the English prose uses, so the fields do not read as a
// pasted list. A timeframe that is not in Spanish is left out rather than
// pasted into a Spanish email.
func (a AdvancedStory) framesES() []string {
	f := a.Field
	var out []string
	add := func(s ...string) {
		for _, x := range s {
			if x = strings.TrimSpace(x); x != "" {
				out = append(out, x)
			}
		}
	}
	tf := bare(f("timeframe"))
	if m := agoEN.FindStringSubmatch(strings.ToLower(tf)); m != nil {
		tf = "hace " + m[1] + " " + unitsES[m[2]][1] // "2 years ago", typed in a Spanish story
		if m[1] == "1" || m[1] == "a" || m[1] == "one" {
			tf = "hace " + unitsES[m[2]][0]
		}
	}
	if !hasAnyPrefix(strings.ToLower(tf), "hace ", "en ", "durante ", "desde ") {
		tf = ""
	}
	client, from, to := bare(f("client_name")), bare(f("starting_amount")), bare(f("ending_amount"))
	used := map[string]bool{"timeframe": true, "client_name": true, "starting_amount": true, "ending_amount": true, "lesson_learned": true, "prevention_tip": true}
	switch past := f("past_situation"); {
	case tf != "" && imperfectLed.MatchString(past):
		// "Hace 2 años trabajaba 50 horas a la semana…": the sharper line opens, with no
		// "las cosas eran muy distintas" before it.
		add(ucfirst(tf) + " " + lowerCommon(sentence(past)))
		used["past_situation"] = true
	case tf != "" && past != "":
		add(ucfirst(tf) + ", las cosas eran muy distintas.")
	}
	if from != "" && to != "" {
		if tf != "" && f("past_situation") == "" {
			add(ucfirst(tf)+" estaba en "+from+".", "Hoy estoy en "+to+".")
		} else {
			add("Pasé de "+from+" a "+to+".", "No fue casualidad.")
		}
	}
	frames := map[string]string{
		"past_situation":    "",
		"mistake_cost":      "Ese error me salió caro: ",
		"what_happened":     "Lo que pasó: ",
		"turning_point":     "Entonces llegó el punto de inflexión: ",
		"main_strategy":     "La estrategia que marcó la diferencia: ",
		"solution_provided": "Esto es lo que hicimos: ",
		"process_hint":      "Lo que hice después: ",
		"results_achieved":  "El resultado: ",
		"current_situation": "¿Y hoy? ",
	}
	for _, k := range knownFieldOrder {
		v := f(k)
		if used[k] || v == "" {
			continue
		}
		used[k] = true
		switch {
		case k == "initial_problem" && client != "":
			add("Cuando " + client + " vino a verme, el problema estaba claro: " + tail(v))
		case k == "initial_problem":
			add("El problema estaba claro: " + tail(v))
		case k == "current_situation":
			add("¿Y hoy? " + sentence(v))
		case k == "turning_point" && preteriteES.MatchString(v):
			add("Entonces " + lowerCommon(sentence(v))) // "Entonces una paciente me preguntó…", no label
		case k == "process_hint" && strings.HasSuffix(firstWordLower(v), "é"):
			add(sentence(v)) // "Empecé con 3 pacientes…" says what I did next
		case frames[k] != "":
			add(frames[k] + tail(v))
		default:
			add(splitSentences(v)...)
		}
	}
	var unknown []string
	for k := range a.Fields {
		if !used[k] && f(k) != "" {
			unknown = append(unknown, k)
		}
	}
	sort.Strings(unknown)
	for _, k := range unknown {
		add(splitSentences(f(k))...)
	}
	return out
}

// weVoice reports text told in the first person plural ("we built", "our customers") and never
// in the singular.
func weVoice(s string) bool {
	plural, singular := 0, 0
	for _, w := range strings.Fields(strings.ToLower(s)) {
		switch strings.Trim(w, ".,;:!?()\"'") {
		case "we", "we're", "we've", "our", "ours", "us":
			plural++
		case "i", "i'm", "i've", "my", "me", "mine":
			singular++
		}
	}
	return plural > 0 && singular == 0
}

func pastBe(subject string) string {
	if subject == "we" {
		return "were"
	}
	return "was"
}

// agoEN is an English timeframe typed in a Spanish story ("2 years ago"); unitsES says it in
// Spanish, singular and plural; preteriteES is a Spanish verb in the simple past.
var (
	agoEN       = regexp.MustCompile(`^(\d+|a|one) (year|month|week|day)s? ago$`)
	unitsES     = map[string][2]string{"year": {"un año", "años"}, "month": {"un mes", "meses"}, "week": {"una semana", "semanas"}, "day": {"un día", "días"}}
	preteriteES = regexp.MustCompile(`(?i)\b\p{L}{2,}(?:ó|aron|ieron)(?:[\s,.;]|$)`) // \b is ASCII-only: "preguntó " has none
)

// toldAsEvent reports a turning point typed as what happened ("a regular at the bar asked me
// to train"), which follows "Then" as it is, not a label.
func toldAsEvent(turn string) bool {
	return pastTense(turn) && firstWordLower(turn) != "then" && firstWordLower(turn) != "when"
}

// withSubject gives a field typed as a note without its subject ("raised my prices twice",
// "couldn't do a single pushup") the subject it leaves out; unchanged when who is unknown.
func withSubject(field, who string) string {
	if who == "" || (!pastVerbLed(field) && !modalLed[firstWordLower(field)]) {
		return field
	}
	return who + " " + lowerFirst(field)
}

var modalLed = map[string]bool{"couldn't": true, "couldn’t": true, "can't": true, "didn't": true, "wasn't": true, "wouldn't": true, "hadn't": true}

// firstPersonFor is the template's own voice: "I", or "we" for a business telling it.
func firstPersonFor(a AdvancedStory) string {
	if weVoice(strings.Join(a.values(), " ")) {
		return "we"
	}
	return "I"
}
