package writer

import (
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/jdkato/prose/v2"
)

// How an English brief field is built, read by a part-of-speech tagger rather than word
// lists: whether "hold a real basic convo by week 8" leads with a verb, "built around how
// you travel" with a participle, and "your family won't have to guess" is a clause of its
// own. The field decides the frame that joins it to the email ("With it, you can…",
// "It's…", or the field as its own sentence), and a frame that fits the wrong shape is
// the "You get a we'll actually tell you…" every copywriter strikes.

// phraseShape is how a field's words run.
type phraseShape int

const (
	shapeOther      phraseShape = iota
	shapeClause                 // a subject and its verb: "your family won't have to guess"
	shapeVerb                   // a verb in its base form first: "see what your teeth would look like"
	shapeParticiple             // a past participle first: "built around how you travel"
)

var (
	taggerOnce  sync.Once
	taggerModel *prose.Model
)

// tags returns the Penn Treebank tag of each token of an English phrase. The tagger's model
// loads once, on first use (about 0.1 s and 27 MB).
func tags(s string) []prose.Token {
	if t, ok := tagCache.Load(s); ok {
		return t.([]prose.Token) // one email asks about the same field many times
	}
	t := tagNew(s)
	if tagCached.Add(1) <= maxTagCache {
		tagCache.Store(s, t)
	}
	return t
}

// The tags of the fields seen lately, kept up to maxTagCache phrases: a brief's benefit or
// description is read by several joins while one email is written.
var (
	tagCache  sync.Map
	tagCached atomic.Int64
)

const maxTagCache = 20000

func tagNew(s string) []prose.Token {
	taggerOnce.Do(func() {
		if d, err := prose.NewDocument("", prose.WithSegmentation(false), prose.WithExtraction(false)); err == nil {
			taggerModel = d.Model
		}
	})
	if taggerModel == nil {
		return nil
	}
	d, err := prose.NewDocument(s, prose.UsingModel(taggerModel), prose.WithSegmentation(false), prose.WithExtraction(false))
	if err != nil {
		return nil
	}
	return d.Tokens()
}

// shapeOf reads an English phrase's shape from its tags.
func shapeOf(s string) phraseShape {
	toks := tags(s)
	if len(toks) == 0 {
		return shapeOther
	}
	switch toks[0].Tag {
	case "VB":
		return shapeVerb
	case "VBN":
		return shapeParticiple
	case "RB":
		// "finally get an open crumb loaf": an adverb before the verb it leads
		if len(toks) > 1 && toks[1].Tag == "VB" {
			return shapeVerb
		}
	}
	if clauseTags(toks) {
		return shapeClause
	}
	return shapeOther
}

// clauseTags reports a subject followed by its finite verb before anything that opens a
// clause inside a noun phrase ("someone who knows your plan" is a thing, not a clause).
func clauseTags(toks []prose.Token) bool {
	subject := false
	for _, t := range toks {
		switch {
		case slices.Contains([]string{"MD", "VBZ", "VBP", "VBD"}, t.Tag):
			return subject
		case t.Tag == "PRP" && subject:
			return false // "3 moves you can do", "a cup you won't find": a thing, then what is said of it
		case t.Tag == "PRP" || t.Tag == "NN" || t.Tag == "NNS" || t.Tag == "NNP" || t.Tag == "NNPS":
			subject = true
		case !slices.Contains([]string{"PRP$", "DT", "JJ", "CD", "RB", "POS"}, t.Tag):
			return false
		}
	}
	return false
}

// comparativeLed reports a phrase led by a comparative before its noun: "lower monthly
// payment", "fewer no-shows" (a thing to get), where "lower your payment" is a verb.
func comparativeLed(s string) bool {
	toks := tags(s)
	return len(toks) > 1 && (toks[0].Tag == "JJR" || toks[0].Tag == "RBR") &&
		slices.Contains([]string{"JJ", "NN", "NNS"}, toks[1].Tag)
}

// hasVerbTag reports a phrase with a verb in it ("Kits go on sale"): no name of an event.
func hasVerbTag(s string) bool {
	return slices.ContainsFunc(tags(s), func(t prose.Token) bool { return strings.HasPrefix(t.Tag, "VB") })
}

// saidOfIt reports a phrase that reads as a verb said of the thing: "ends with a showcase
// for families" (read after "It", as the tagger alone takes "ends" for a noun).
func saidOfIt(s string) bool {
	t := tags("It " + s)
	return len(t) > 1 && t[1].Tag == "VBZ"
}
