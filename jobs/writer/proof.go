package writer

import (
	"regexp"
	"strings"
)

// Proof typed as a catalogue line is said as the business saying it: "312 ramps built since
// 2016" is "We've built 312 ramps since 2016.", "más de 20 años en la colonia Mitras" is
// "Llevamos más de 20 años en la colonia Mitras.". A proof of another shape is left as typed
// and keeps its frame ("Don't take my word for it: …").

// proofAsSentence says a count of work done, or the years the business has been at it, as a
// sentence in the first person (plural unless the teller is one person); "" for any other proof.
func proofAsSentence(proof, lang string, one bool) string {
	proof = strings.TrimRight(strings.TrimSpace(proof), ".")
	if lang == "es" {
		if m := countDoneES.FindStringSubmatch(proof); m != nil {
			rest, ok := withTeamES(m[4])
			if !ok {
				return "" // "…, técnicos certificados, 4.9 en Google": notes, kept with their frame
			}
			return sentence(map[bool]string{true: "He ", false: "Hemos "}[one] + m[3] + "do " + strings.TrimSpace(m[1]+m[2]) + rest)
		}
		if m := yearsInES.FindStringSubmatch(proof); m != nil {
			return sentence(map[bool]string{true: "Llevo ", false: "Llevamos "}[one] + m[1] + m[2])
		}
		return ""
	}
	if lang != "en" {
		return ""
	}
	who := map[bool]string{true: "I've ", false: "We've "}[one]
	if m := countDoneEN.FindStringSubmatch(proof); m != nil && strings.Count(m[4], ", ") <= 1 {
		rest := m[4]
		if before, item, ok := strings.Cut(rest, ", "); ok && pluralHead(item) && !digitRe.MatchString(item) && !determiner[firstWordLower(item)] && firstWordLower(item) != "all" {
			rest = before + " with " + item // "…since 2017, SEMA-trained inspectors" is who did it
		}
		return sentence(who + strings.ToLower(m[3]) + " " + strings.TrimSpace(m[1]+m[2]) + rest)
	}
	if m := yearsInEN.FindStringSubmatch(proof); m != nil && !strings.HasPrefix(strings.ToLower(m[3]), "a row") {
		switch strings.ToLower(m[2]) {
		case "in":
			return sentence(who + "been in " + m[3] + " for " + m[1])
		case "serving", "as", "helping", "teaching", "building", "running":
			return sentence(who + "spent " + m[1] + " " + m[2] + " " + m[3])
		}
	}
	return ""
}

// withTeamES joins what follows a Spanish count of work: one noun phrase is who did it
// ("…cocinas, técnicos certificados" is "…cocinas con técnicos certificados"); a time stays
// as it is ("desde 2016"); more than one item is notes (false).
func withTeamES(rest string) (string, bool) {
	item, ok := strings.CutPrefix(rest, ", ")
	switch {
	case !ok:
		return rest, true
	case strings.Contains(item, ",") || startsDigit(item) || verbES.MatchString(item):
		return "", false
	}
	return " con " + item, true
}

var (
	// countDoneEN: "312 ramps built since 2016", "200+ homes organized since 2020", "over
	// 1,400 furnaces serviced".
	countDoneEN = regexp.MustCompile(`(?i)^((?:over |more than )?\d[\d,.]*\+? )((?:\p{L}+[ -]){0,2}\p{L}+s )(built|organized|organised|served|cleaned|helped|placed|trained|coached|fixed|installed|repaired|sold|shipped|delivered|completed|filed|prepared|taught|treated|rescued|wrapped|inspected|restored|resoled|tuned|serviced|groomed|planted|printed|framed|moved|photographed)\b(\s+(?:since|in|across|for|over|this|last)\b.*|,.*|)$`)
	// yearsInEN: "20 years in business", "15+ years serving the North Shore".
	yearsInEN = regexp.MustCompile(`(?i)^((?:over |more than )?\d+\+? years?) (in|serving|as|helping|teaching|building|running) (.+)$`)
	// countDoneES: "más de 120 cocinas atendidas", "+300 rampas construidas desde 2016"; its
	// third group is the participle up to its "d" ("atendi", "organiza").
	countDoneES = regexp.MustCompile(`(?i)^((?:más de )?\+?\d[\d.,]*\+? )((?:\p{L}+ ){0,2}\p{L}+s )((?:organiz|instal|limpi|entreg|tramit|present|form|ayud|rescat|adopt|repar|revis|fumig|cuid|enseñ)a|(?:atend|constru|serv|vend|resolv|recib)i)d[oa]s\b(.*)$`)
	// yearsInES: "más de 20 años en la colonia Mitras", "25 años en Triana".
	yearsInES = regexp.MustCompile(`(?i)^((?:más de )?\d+\+? años )(en .+|cuidando .+|ayudando .+|sirviendo .+)$`)
)
