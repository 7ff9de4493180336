package writer

import (
	"strings"
	"testing"
)

const (
	advT01 = `{"template_type":"transformation_T01","template_name":"Before and After","fields":{"timeframe":"1 year ago","past_situation":"I was stuck in a job I hated, working weekends just to keep up","current_situation":"I run my own design studio with three happy clients on retainer","turning_point":"a friend asked me to redesign her bakery's logo and paid me on the spot","process_hint":"I took every small project I could find and asked each client for a referral"}}`
	advT02 = `{"template_type":"transformation_T02","template_name":"Revenue Growth","fields":{"starting_amount":"$2,000 a month","ending_amount":"$18,000 a month","timeframe":"14 months","main_strategy":"one weekly story email to a list I had ignored for years"}}`
	advF01 = `{"template_type":"failure_F01","template_name":"Expensive Mistake","fields":{"mistake_cost":"$12,000","what_happened":"I hired an agency to run ads before I had a tested offer. They spent the budget and nobody bought.","lesson_learned":"traffic can't fix an offer nobody wants","prevention_tip":"test your offer with a small audience before you pay for reach"}}`
	advC01 = `{"template_type":"client_C01","template_name":"Client Results","fields":{"client_name":"Maria","initial_problem":"her online store had plenty of visitors but almost no repeat customers","solution_provided":"we set up a simple three-email welcome series that told the story behind her products","results_achieved":"repeat purchases doubled and her email list became her best sales channel","timeframe":"90 days"}}`
)

func TestParseAdvancedStory(t *testing.T) {
	tests := []struct {
		name   string
		story  string
		ok     bool
		typ    string
		id     string
		fields int
	}{
		{"T01", advT01, true, "transformation_T01", "T01", 5},
		{"T02", advT02, true, "transformation_T02", "T02", 4},
		{"F01", advF01, true, "failure_F01", "F01", 4},
		{"C01", advC01, true, "client_C01", "C01", 5},
		{"surrounding space", "  \n" + advT02 + "\n ", true, "transformation_T02", "T02", 4},
		{"numbers and nulls", `{"template_type":"transformation_T02","fields":{"starting_amount":2000,"ending_amount":"$5k","timeframe":null,"main_strategy":""}}`, true, "transformation_T02", "T02", 2},
		{"nested objects are skipped", `{"template_type":"x_Y1","fields":{"a":{"b":"c"},"d":["e","f"]}}`, true, "x_Y1", "Y1", 1},
		{"free text", "Two years ago I was ready to quit. Then something changed and here we are.", false, "", "", 0},
		{"braces in text", "{not json} but a story about braces", false, "", "", 0},
		{"json without fields", `{"template_type":"transformation_T01"}`, false, "", "", 0},
		{"empty fields", `{"template_type":"transformation_T01","fields":{"timeframe":"  "}}`, false, "", "", 0},
		{"array", `[1,2,3]`, false, "", "", 0},
		{"broken json", `{"template_type":"transformation_T01","fields":{"timeframe":"1 year ago"`, false, "", "", 0},
		{"fields not an object", `{"template_type":"t","fields":"text"}`, false, "", "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, ok := ParseAdvancedStory(tt.story)
			if ok != tt.ok {
				t.Fatalf("ok = %v, want %v", ok, tt.ok)
			}
			if !ok {
				return
			}
			if a.TemplateType != tt.typ || a.TemplateID() != tt.id || len(a.Fields) != tt.fields {
				t.Fatalf("got type %q id %q fields %v", a.TemplateType, a.TemplateID(), a.Fields)
			}
		})
	}
}

func TestAdvancedProseReadsFields(t *testing.T) {
	tests := []struct {
		story string
		want  []string
	}{
		// A past told with its subject opens the story itself: no "things looked very different".
		{advT01, []string{"One year ago, I was stuck in a job I hated", "keep up. Then a friend asked me", "on the spot. I took every small project", "And today? I run my own design studio"}},
		// A turning point or a next step typed as a noun phrase keeps its frame.
		{`{"template_type":"transformation_T01","fields":{"timeframe":"2 years ago","turning_point":"a phone call from my sister","process_hint":"small daily habits"}}`,
			[]string{"Then came the turning point: a phone call from my sister.", "What I did next: small daily habits."}},
		// A strategy told with its subject answers "How?", with no label before its own colon.
		{`{"template_type":"growth_T02","fields":{"starting_amount":"$6,000/month","ending_amount":"$41,000/month","timeframe":"3 years","main_strategy":"we built a buddy program instead: every member who brings a friend gets a free month"}}`,
			[]string{"How? We built a buddy program instead: every member"}},
		// Results told as what the client did follow the timeframe, with the client's pronoun.
		{`{"template_type":"client_C01","fields":{"client_name":"Maria","initial_problem":"she had visitors but no repeat customers","results_achieved":"doubled her repeat purchases","timeframe":"90 days"}}`,
			[]string{"In 90 days, she doubled her repeat purchases."}},
		// With no pronoun for the client, the client's name does it.
		{`{"template_type":"client_C01","fields":{"client_name":"Northwind Plumbing","initial_problem":"$212k in unpaid invoices","results_achieved":"collected $168k of the overdue balance","timeframe":"30 days"}}`,
			[]string{"In 30 days, Northwind Plumbing collected $168k of the overdue balance."}},
		{advT02, []string{"In 14 months, I went from $2,000 a month to $18,000 a month.", "The strategy that made the difference: one weekly story email"}},
		// What happened first, its cost as the punch: no "Let me tell you about a mistake".
		{advF01, []string{"I hired an agency to run ads before I had a tested offer.", "nobody bought. That mistake cost me $12,000."}},
		{`{"template_type":"failure_F01","fields":{"mistake_cost":"$8,400"}}`, []string{"Let me tell you about a mistake that cost me $8,400."}},
		{`{"template_type":"transformation_T01","fields":{"timeframe":"5 years ago","past_situation":"bartender, nights, 40 lbs heavier"}}`,
			[]string{"Five years ago, things looked very different. Bartender, nights"}},
		{advC01, []string{"When Maria first came to us, the problem was clear: her online store", "Here's what we did: we set up", "The result, in 90 days: repeat purchases doubled"}},
		{`{"template_type":"story_Z9","fields":{"zeta":"last thing","alpha":"first thing happened"}}`, []string{"First thing happened. Last thing."}},
	}
	for _, tt := range tests {
		a, ok := ParseAdvancedStory(tt.story)
		if !ok {
			t.Fatalf("not parsed: %s", tt.story)
		}
		p := a.prose()
		var all []string
		for _, para := range p.paragraphs {
			all = append(all, strings.Join(para, " "))
		}
		text := strings.Join(all, " ")
		for _, w := range tt.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: prose %q lacks %q", a.TemplateType, text, w)
			}
		}
		if strings.ContainsAny(text, "{}") || strings.Contains(text, "_") {
			t.Errorf("%s: prose leaks JSON or field names: %q", a.TemplateType, text)
		}
	}
	if p := mustAdv(t, advF01).prose(); p.lesson != "traffic can't fix an offer nobody wants" || !strings.HasPrefix(p.tip, "test your offer") || p.subject != "My $12,000 mistake" {
		t.Fatalf("F01 extras wrong: %+v", p)
	}
	if p := mustAdv(t, advT02).prose(); p.subject != "From $2,000 a month to $18,000 a month in 14 months" {
		t.Fatalf("T02 subject = %q", p.subject)
	}
}

func mustAdv(t *testing.T, s string) AdvancedStory {
	t.Helper()
	a, ok := ParseAdvancedStory(s)
	if !ok {
		t.Fatalf("not advanced: %s", s)
	}
	return a
}

func TestTemplateNotesGetTheirSubject(t *testing.T) {
	if got := withSubject("raised my prices twice and dropped 3 clients", "I"); got != "I raised my prices twice and dropped 3 clients" {
		t.Errorf("withSubject = %q", got)
	}
	if got := withSubject("Couldn't do a single pushup, desk job for 11 years", "he"); got != "he couldn't do a single pushup, desk job for 11 years" {
		t.Errorf("withSubject = %q", got)
	}
	if got := withSubject("one weekly story email", "I"); got != "one weekly story email" {
		t.Errorf("a noun phrase got a subject: %q", got)
	}
	if got := withSubject("couldn't sleep", ""); got != "couldn't sleep" {
		t.Errorf("an unknown subject was guessed: %q", got)
	}
}

// A Spanish template story is told too: the turning point follows "Entonces", what I did next
// is its own sentence, and an English timeframe is said in Spanish.
func TestSpanishTemplateToldNotLabelled(t *testing.T) {
	a, ok := ParseAdvancedStory(`{"template_type":"transformation_T01","fields":{"timeframe":"2 years ago","past_situation":"trabajaba 50 horas a la semana","turning_point":"una paciente me preguntó por qué no atendía online","process_hint":"empecé con 3 pacientes online los sábados","current_situation":"tengo mi propia consulta"}}`)
	if !ok {
		t.Fatal("not parsed")
	}
	text := strings.Join(a.framesES(), " ")
	for _, want := range []string{"Hace 2 años trabajaba 50 horas a la semana.", "Entonces una paciente me preguntó", "Empecé con 3 pacientes online los sábados."} {
		if !strings.Contains(text, want) {
			t.Errorf("%q lacks %q", text, want)
		}
	}
	if strings.Contains(text, "punto de inflexión") || strings.Contains(text, "Lo que hice después") {
		t.Errorf("a label before a field told as a sentence: %q", text)
	}
}

// A client's problem typed as a list of notes is where things stood, not "the problem".
func TestAClientProblemListIsWhereThingsStood(t *testing.T) {
	in := bakeryInput()
	in.Story = `{"template_type": "client_C01", "fields": {"client_name": "Marcus", "initial_problem": "couldnt do a single pushup, desk job for 11 yrs, knees hurt going up stairs", "solution_provided": "2x a week small group training", "results_achieved": "20 pushups in a row", "timeframe": "4 months"}}`
	res := write(t, in)
	if !strings.Contains(res.Content, "When Marcus first came to me, here's where things stood: couldn't do a single pushup") || !strings.Contains(res.Content, "twice a week small group training") {
		t.Errorf("the list of notes is called the problem, or '2x a week' stays shorthand:\n%s", res.Content)
	}
}
