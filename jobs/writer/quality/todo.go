package quality

import (
	"regexp"
	"slices"
	"strings"
)

// The brief's own reminders to check something before the email goes out: "check w/ dr anand
// b4 sending" in a title, "(can we say names? check)" after a proof, "REVISAR precios con
// Marta!!". The writers leave such notes, and the facts they hold back, out of the email; this
// check keeps them in front of the user, so a fact left out or a name used is their decision
// to make before sending, not a surprise after.

// openCheck is a note that something is still to be checked, asked or finished.
var openCheck = regexp.MustCompile(`(?i)\b(?:double[- ]check|check (?:w/?\s*|with\s+)(?:[^y\s]|y[^o]|yo[^u])|check (?:again|first|exact)|verify|ask (?:\p{L}+ )?(?:first|before|if)|ask (?:her|him|them)|check (?:this|that|the) (?:number|figure|stat|#\s*\p{L}+)|do ?n'?t send|not ready|no (?:mandar|enviar)|can we (?:say|use|name|mention|share)|ok to (?:use|say|name|share)\b[^()]*\?\s*\p{L}+|(?:compliance|legal) (?:needs|says|wants|requires|review)|disclaimer|disclosure|revisar|verificar|preguntar a|decidir|(?:^|[^e] )falta|pendiente|tbd|tbc)\b`)

// beforeSend is a note timed to the sending itself: "update # before send!!", "b4 sending";
// "before sending tasting boxes" is the business's own process.
var beforeSend = regexp.MustCompile(`(?i)\b(?:before|b4) send(?:ing)?(?:\s+(?:this|it|the email|out))?\s*(?:[.!?)]|$)`)

// isOpenCheck reports a note that something is still to be checked before sending.
func isOpenCheck(s string) bool {
	return openCheck.MatchString(s) || beforeSend.MatchString(s) || anonBare.MatchString(s) || editNote.MatchString(s)
}

// editNote is a decision about the email still to make, or a line it must carry: "maybe cut
// the red light part if it's too much? idk", "ojo - NO prometer reembolsos, poner eso en el
// email", "add link to the pdf??".
var editNote = regexp.MustCompile(`(?i)\b(?:maybe (?:cut|drop|skip|too much)|too much\?|idk|poner (?:eso|esto) en el (?:email|correo|mail)|put (?:that|this) in the email|no prometer|ojo\b(?:\s*[-,:]?\s*(?:no\b|revisar|ver))?|no sé si|preguntarle|can'?t name|cannot name|\bNDA\b|add (?:a )?link)`)

// anonBare asks for a story to be anonymised without saying how ("(ANONYMIZE!)"): the user
// checks what the email still says; "(anonymize - 'a 140-person logistics co')" was done.
var anonBare = regexp.MustCompile(`(?i)\banonymi[sz]e[!.\s]*(?:[)\]]|$)`)

// inNote is where a note sits inside the user's running text: in brackets, or beside an ask
// to check before sending; a story's "we verify every contractor" is no note.
var inNote = regexp.MustCompile(`(?i)\([^()]*\)|\[[^\[\]]*\]|[^.!?\n]*\b(?:before send(?:ing)?|b4 send(?:ing)?|check (?:w/?|with) \p{L}+|double[- ]check)\b[^.!?\n]*`)

// maxTodos is how many open notes the detail quotes.
const maxTodos = 3

func checkTodo(b Brief) Check {
	var found []string
	add := func(note string) {
		note = strings.Trim(strings.Join(strings.Fields(note), " "), " .,;:-–—()")
		if note != "" && len(found) < maxTodos && !slices.ContainsFunc(found, func(x string) bool { return strings.EqualFold(x, note) }) {
			found = append(found, clip(note, 80))
		}
	}
	// The title and the topic are the user's own notes: any clause of them may hold one.
	for _, f := range []string{b.Title, b.Topic} {
		f = titleDot.ReplaceAllString(f, "$1\x00") // "w/ Mr. Hale" is one clause
		for _, cl := range noteClauses.Split(f, -1) {
			cl = strings.ReplaceAll(cl, "\x00", ".")
			// (a question in a note is the user asking themselves: "¿lo mencionamos o mejor no?")
			if isOpenCheck(cl) || strings.Contains(cl, "?") && len(strings.Fields(cl)) >= 3 {
				add(cl)
			}
		}
	}
	// The rest is written for the reader: only its brackets and asides are notes.
	for _, f := range []string{b.Story, b.ProductDescription, b.KeyBenefit, b.Price, b.SalePrice, b.Proof, b.Lesson} {
		for _, n := range inNote.FindAllString(f, -1) {
			if isOpenCheck(n) {
				add(n)
			}
		}
	}
	if len(found) == 0 {
		return Check{ID: CheckTodo, Status: Pass, Message: "Nothing in your brief is marked to check before sending."}
	}
	return Check{ID: CheckTodo, Status: Warn,
		Message: "Your brief marks something to check before this goes out.",
		Detail:  quoteList(found, maxTodos)}
}

// titleDot is the stop of a title before a name: "Mr. Hale", "Dr. Kim".
var titleDot = regexp.MustCompile(`\b(Mr|Mrs|Ms|Dr|St)\.`)

// noteClauses cuts a title or topic into its clauses.
var noteClauses = regexp.MustCompile(`\s*(?:[.;\n()]|\s[-–—]\s|,\s)\s*`)
