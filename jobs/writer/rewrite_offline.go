package writer

import (
	"hash/fnv"
	"strings"
)

// Tone lines the offline writer adds for a modifier it cannot reach by cutting or splitting.
// They state no fact: only the writer's voice changes.
var toneLines = map[string]map[string][]string{
	"en": {
		ModWarmer:  {"I'll be honest with you.", "I wanted you to hear this from me.", "This one means a lot to me."},
		ModUrgent:  {"Don't leave this for later.", "Please don't put this off.", "This is worth doing today."},
		ModCurious: {"Here's the part most people miss.", "Wait until you see where this goes.", "There's more to this than it looks."},
		ModPlayful: {"Okay, here's the fun part.", "Bear with me, this gets good.", "Plot twist incoming."},
	},
	"es": {
		ModWarmer:  {"Te lo digo de corazón.", "Quería que lo supieras por mí.", "Esto significa mucho para mí."},
		ModUrgent:  {"No lo dejes para después.", "No lo pospongas.", "Vale la pena hacerlo hoy."},
		ModCurious: {"Aquí viene lo que casi nadie ve.", "Espera a ver adónde lleva esto.", "Hay más de lo que parece."},
		ModPlayful: {"Bueno, aquí viene lo divertido.", "Aguanta, que esto se pone bueno.", "Giro inesperado a la vista."},
	},
}

// contractions are expanded for "more formal".
var contractions = strings.NewReplacer(
	"I'm", "I am", "I've", "I have", "I'd", "I would", "I'll", "I will",
	"you're", "you are", "You're", "You are", "you've", "you have", "you'll", "you will", "You'll", "You will",
	"it's", "it is", "It's", "It is", "that's", "that is", "That's", "That is",
	"here's", "here is", "Here's", "Here is", "there's", "there is", "There's", "There is",
	"let's", "let us", "Let's", "Let us", "we're", "we are", "We're", "We are", "they're", "they are",
	"don't", "do not", "Don't", "Do not", "didn't", "did not", "doesn't", "does not", "isn't", "is not",
	"wasn't", "was not", "can't", "cannot", "Can't", "Cannot", "won't", "will not", "hadn't", "had not", "haven't", "have not",
)

// rewriteOffline rewrites a part by the writer's own rules: shorter drops the least important
// sentences, longer adds the next unused sentences of the story or facts of the inputs, simpler
// splits long sentences, more formal drops contractions, and the other tones add a line in that
// voice. Nothing is invented; when a rule has nothing to work on it says so.
func rewriteOffline(req RewriteRequest, original string, span Span, onDelta func(string)) (RewriteResult, error) {
	if req.Modifier == ModCustom {
		return RewriteResult{}, refuse("A custom instruction needs the writing model, which is not set up here. Pick shorter, longer, warmer, more urgent, more curious, simpler, more formal or more playful.")
	}
	var text string
	var err error
	switch req.Part {
	case PartSubjects:
		text, err = rewriteLinesOffline(req, original)
	case PartPreview:
		text, err = rewritePreviewOffline(req, original)
	default:
		text, err = rewritePassageOffline(req, original)
	}
	if err != nil {
		return RewriteResult{}, err
	}
	if onDelta != nil {
		for _, chunk := range strings.SplitAfter(text, " ") {
			onDelta(chunk)
		}
	}
	res := req.apply(text, span)
	if err := guarded(req, res); err != nil {
		return RewriteResult{}, err
	}
	return res, nil
}

// passage is a part as paragraphs of sentences; a P.S. keeps its mark aside.
type passage struct {
	mark  string
	paras [][]string
}

func readPassage(text string) passage {
	var p passage
	for i, para := range strings.Split(text, "\n\n") {
		para = strings.TrimSpace(para)
		if i == 0 && isPS(para) {
			if sp := strings.IndexByte(para, ' '); sp > 0 {
				p.mark, para = para[:sp+1], strings.TrimSpace(para[sp+1:])
			}
		}
		if para != "" {
			p.paras = append(p.paras, splitSentences(para))
		}
	}
	return p
}

func (p passage) String() string {
	var out []string
	for _, para := range p.paras {
		if len(para) > 0 {
			out = append(out, strings.Join(para, " "))
		}
	}
	return p.mark + strings.Join(out, "\n\n")
}

func (p passage) count() int {
	n := 0
	for _, para := range p.paras {
		n += len(para)
	}
	return n
}

func rewritePassageOffline(req RewriteRequest, original string) (string, error) {
	p := readPassage(original)
	label := PartLabel(req.Part)
	switch req.Modifier {
	case ModShorter:
		return shorten(p, req, label)
	case ModLonger:
		return lengthen(p, req, label)
	case ModSimpler:
		changed := false
		for i, para := range p.paras {
			var out []string
			for _, s := range para {
				parts := splitLongSentence(s)
				changed = changed || len(parts) > 1
				out = append(out, parts...)
			}
			p.paras[i] = out
		}
		if !changed {
			return "", refuse("The %s is already in short, plain sentences.", label)
		}
		return p.String(), nil
	case ModFormal:
		formal := contractions.Replace(original)
		if formal == original {
			return "", refuse("The %s has nothing informal left to change without the writing model.", label)
		}
		return formal, nil
	}
	return addToneLine(p, req, original)
}

// importance ranks a sentence: the link and numbers (prices, proof) matter most, then the
// lesson and product, then the rest by length.
func importance(s string, in Input, linkElsewhere bool) int {
	switch {
	case holdsLink(s, in.link()) && !linkElsewhere:
		return 1000
	case strings.ContainsAny(s, "0123456789$€£"):
		return 500
	case in.Lesson != "" && strings.Contains(strings.ToLower(s), strings.ToLower(bare(in.Lesson))),
		in.ProductName != "" && strings.Contains(s, in.ProductName):
		return 400
	}
	return wordCount(s)
}

func shorten(p passage, req RewriteRequest, label string) (string, error) {
	n := p.count()
	if n == 1 {
		for i, para := range p.paras {
			if len(para) == 1 {
				if short := trimSentence(para[0]); short != "" {
					p.paras[i] = []string{short}
					return p.String(), nil
				}
			}
		}
	}
	if n < 2 {
		return "", refuse("The %s is already one short sentence: there is nothing to drop without losing it.", label)
	}
	linkElsewhere := strings.Count(req.Body, req.Input.link()) > 1
	drop := max(1, n/3)
	for ; drop > 0; drop-- {
		// The least important sentence, the later one on a tie.
		bi, bj, best := -1, -1, 0
		for i, para := range p.paras {
			for j, s := range para {
				if score := importance(s, req.Input, linkElsewhere); score < 1000 && (bi < 0 || score <= best) {
					bi, bj, best = i, j, score
				}
			}
		}
		if bi < 0 || p.count() < 2 {
			break
		}
		p.paras[bi] = append(p.paras[bi][:bj:bj], p.paras[bi][bj+1:]...)
	}
	if p.count() == n {
		return "", refuse("Every sentence of the %s carries the link; there is nothing to drop.", label)
	}
	return p.String(), nil
}

// fillers are words a sentence reads the same without.
var fillers = map[string]bool{"really": true, "very": true, "just": true, "actually": true, "single": true, "truly": true,
	"simply": true, "quite": true, "literally": true, "basically": true, "honestly": true, "totally": true}

// trimSentence shortens one sentence: its last aside (after a comma, dash or semicolon) goes when
// at least four words stay, else its filler words; "" when neither applies or a link would go.
func trimSentence(s string) string {
	if strings.Contains(s, "http://") || strings.Contains(s, "https://") {
		return ""
	}
	body := bare(s)
	for _, joint := range []string{", ", " — ", "; "} {
		if i := strings.LastIndex(body, joint); i > 0 && wordCount(body[:i]) >= 4 {
			return sentence(body[:i])
		}
	}
	var kept []string
	for _, w := range strings.Fields(body) {
		if !fillers[strings.ToLower(w)] {
			kept = append(kept, w)
		}
	}
	if len(kept) == wordCount(body) || len(kept) < 3 {
		return ""
	}
	return sentence(strings.Join(kept, " "))
}

// lengthen adds the next sentence of the story not in the email, else a fact of the inputs.
func lengthen(p passage, req RewriteRequest, label string) (string, error) {
	body := strings.ToLower(req.Body)
	var candidates []string
	facts := []string{req.Input.ProofElement, req.Input.KeyBenefit, req.Input.ProductDescription}
	story := splitSentences(storyText(req.Input.Story))
	if req.Part == PartOffer || req.Part == PartCTA || req.Part == PartPS {
		candidates = append(facts, story...)
	} else {
		candidates = append(story, facts...)
	}
	for _, c := range candidates {
		c = sentence(c)
		if c == "" || strings.Contains(body, strings.ToLower(bare(c))) {
			continue
		}
		last := len(p.paras) - 1
		if last < 0 {
			p.paras = [][]string{nil}
			last = 0
		}
		p.paras[last] = append(p.paras[last], c)
		return p.String(), nil
	}
	return "", refuse("Everything in your story and inputs is already in the email: there is nothing true left to add to the %s.", label)
}

// splitLongSentence cuts a sentence of more than 14 words at its first joint (";", ", and", ", but",
// ", so", " — ") into two.
func splitLongSentence(s string) []string {
	if wordCount(s) <= 14 {
		return []string{s}
	}
	for _, joint := range []string{"; ", ", and ", ", but ", ", so ", " — ", ", y ", ", pero "} {
		i := strings.Index(s, joint)
		if i <= 0 {
			continue
		}
		head, rest := s[:i], s[i+len(joint):]
		if wordCount(head) < 4 || wordCount(rest) < 4 {
			continue
		}
		if joint == ", but " || joint == ", so " || joint == ", pero " {
			rest = strings.TrimPrefix(joint, ", ") + rest
		}
		return append([]string{sentence(head)}, splitLongSentence(sentence(ucfirst(rest)))...)
	}
	return []string{s}
}

// addToneLine opens the part with a line in the modifier's voice, one the email does not hold
// yet, in place of one a previous rewrite added.
func addToneLine(p passage, req RewriteRequest, original string) (string, error) {
	lang := storyLanguage(req.Input)
	table := toneLines[lang]
	if table == nil {
		table = toneLines["en"]
	}
	lines := table[req.Modifier]
	if len(p.paras) == 0 || len(lines) == 0 {
		return "", refuse("The %s can't be made %s without the writing model.", PartLabel(req.Part), req.Modifier)
	}
	first := p.paras[0]
	if len(first) > 1 && isToneLine(first[0]) {
		first = first[1:]
	}
	h := fnv.New32a()
	h.Write([]byte(original))
	start := int(h.Sum32() % uint32(len(lines)))
	for k := range lines {
		line := lines[(start+k)%len(lines)]
		if !strings.Contains(req.Body, line) {
			p.paras[0] = append([]string{line}, first...)
			return p.String(), nil
		}
	}
	return "", refuse("The %s already reads %s; the writing model could go further.", PartLabel(req.Part), req.Modifier)
}

func isToneLine(s string) bool {
	for _, table := range toneLines {
		for _, lines := range table {
			for _, l := range lines {
				if l == s {
					return true
				}
			}
		}
	}
	return false
}

// rewriteLinesOffline shortens or formalises subject lines.
func rewriteLinesOffline(req RewriteRequest, original string) (string, error) {
	lines := strings.Split(original, "\n")
	changed := false
	for i, l := range lines {
		n := l
		switch req.Modifier {
		case ModShorter:
			if wordCount(l) > 5 {
				n = strings.Join(strings.Fields(l)[:wordCount(l)*2/3], " ")
				n = strings.TrimRight(n, ",;:—-– ")
			}
		case ModFormal:
			n = contractions.Replace(l)
		default:
			return "", refuse("Without the writing model, subject lines can only be made shorter or more formal.")
		}
		changed = changed || n != l
		lines[i] = n
	}
	if !changed {
		return "", refuse("The subject lines are already as %s as the offline writer can make them.", req.Modifier)
	}
	return strings.Join(lines, "\n"), nil
}

// rewritePreviewOffline shortens or formalises preview text.
func rewritePreviewOffline(req RewriteRequest, original string) (string, error) {
	var n string
	switch req.Modifier {
	case ModShorter:
		if len([]rune(original)) <= MinPreviewRunes+10 {
			return "", refuse("The preview text is already near its shortest (%d characters).", MinPreviewRunes)
		}
		n = cutAtWord(original, max(MinPreviewRunes+5, len([]rune(original))*2/3))
	case ModFormal:
		n = contractions.Replace(original)
	default:
		return "", refuse("Without the writing model, preview text can only be made shorter or more formal.")
	}
	if n == original {
		return "", refuse("The preview text has nothing to change for that.")
	}
	return n, nil
}
