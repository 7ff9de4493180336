package quality

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// numberToken is a number written with digits: surface as it appears
// ("$1,200", "40%"), key its canonical value ("1200", "40").
type numberToken struct{ surface, key string }

// numberTokens finds the numbers written with digits in text. Digits glued
// to a preceding letter (B2B, Q3, MP3) are codes, not quantities, and are
// skipped.
func numberTokens(text string) []numberToken {
	var out []numberToken
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if !unicode.IsDigit(r) || r > unicode.MaxASCII {
			i += size
			continue
		}
		prev, _ := utf8.DecodeLastRuneInString(text[:i])
		start := i
		j := i
		for j < len(text) {
			c := text[j]
			if c >= '0' && c <= '9' {
				j++
				continue
			}
			if (c == ',' || c == '.') && j+1 < len(text) && text[j+1] >= '0' && text[j+1] <= '9' {
				j++
				continue
			}
			break
		}
		i = j
		if i > 0 && start > 0 && unicode.IsLetter(prev) {
			continue
		}
		surface := text[start:j]
		if start > 0 && strings.ContainsRune("$€£", prev) {
			surface = string(prev) + surface
		}
		if j < len(text) && text[j] == '%' {
			surface += "%"
		}
		out = append(out, numberToken{surface: surface, key: canonicalNumber(text[start:j])})
	}
	return out
}

// canonicalNumber folds the ways one value is written: "1,200" and "1.200"
// are 1200, "47.00" is 47, "2,5" is 2.5, "007" is 7.
func canonicalNumber(s string) string {
	if isGroupedThousands(s) {
		s = strings.NewReplacer(",", "", ".", "").Replace(s)
	} else if strings.Count(s, ",") == 1 && !strings.Contains(s, ".") {
		s = strings.Replace(s, ",", ".", 1)
	} else {
		s = strings.ReplaceAll(s, ",", "")
	}
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	whole, frac, hasFrac := strings.Cut(s, ".")
	whole = strings.TrimLeft(whole, "0")
	if whole == "" {
		whole = "0"
	}
	if hasFrac {
		return whole + "." + frac
	}
	return whole
}

// isGroupedThousands reports whether s is digits grouped by threes with one
// separator: 1,200 or 1.200.000.
func isGroupedThousands(s string) bool {
	var sep byte
	parts := 0
	group := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ',' || c == '.' {
			if sep != 0 && c != sep {
				return false
			}
			if (parts == 0 && (group < 1 || group > 3)) || (parts > 0 && group != 3) {
				return false
			}
			sep = c
			parts++
			group = 0
			continue
		}
		group++
	}
	return sep != 0 && group == 3
}

// numberWords maps spelled-out numbers (English and Spanish) to values.
var numberWords = map[string]int{
	"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
	"fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
	"nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
	"seventy": 70, "eighty": 80, "ninety": 90, "dozen": 12,
	"cero": 0, "uno": 1, "una": 1, "un": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5,
	"seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10, "once": 11, "doce": 12,
	"trece": 13, "catorce": 14, "quince": 15, "dieciséis": 16, "dieciseis": 16,
	"diecisiete": 17, "dieciocho": 18, "diecinueve": 19, "veinte": 20, "veintiuno": 21,
	"veintidós": 22, "veintidos": 22, "veintitrés": 23, "veintitres": 23,
	"veinticuatro": 24, "veinticinco": 25, "veintiséis": 26, "veintiseis": 26,
	"veintisiete": 27, "veintiocho": 28, "veintinueve": 29, "treinta": 30, "cuarenta": 40,
	"cincuenta": 50, "sesenta": 60, "setenta": 70, "ochenta": 80, "noventa": 90,
	"cien": 100, "ciento": 100, "doscientos": 200, "trescientos": 300, "cuatrocientos": 400,
	"quinientos": 500, "seiscientos": 600, "setecientos": 700, "ochocientos": 800,
	"novecientos": 900,
}

// numberScales multiply what came before them.
var numberScales = map[string]int{
	"hundred": 100, "thousand": 1000, "million": 1000000, "mil": 1000, "millón": 1000000,
	"millon": 1000000, "millones": 1000000,
}

// spelledNumbers returns the canonical values of the spelled-out numbers in
// folded text: "three" is 3, "twenty five" 25, "two thousand" 2000,
// "treinta y cinco" 35. Each word's own value is included too.
func spelledNumbers(folded string) []string {
	var out []string
	words := strings.Fields(folded)
	total, current, in := 0, 0, false
	flush := func() {
		if in {
			out = append(out, strconv.Itoa(total+current))
		}
		total, current, in = 0, 0, false
	}
	for i, w := range words {
		if v, ok := numberWords[w]; ok {
			out = append(out, strconv.Itoa(v))
			joins := !in || current == 0 ||
				(current%100 == 0 && v < 100) ||
				(current%10 == 0 && current%100 != 0 && v < 10)
			if !joins {
				flush()
			}
			current += v
			in = true
			continue
		}
		if m, ok := numberScales[w]; ok {
			out = append(out, strconv.Itoa(m))
			if current == 0 {
				current = 1
			}
			if m == 100 {
				current *= m
			} else {
				total += current * m
				current = 0
			}
			in = true
			continue
		}
		if (w == "and" || w == "y") && in && i+1 < len(words) {
			if _, ok := numberWords[words[i+1]]; ok {
				continue
			}
		}
		flush()
	}
	flush()
	return out
}

// inputNumbers is every value the user's input holds, written with digits
// or spelled out.
func inputNumbers(src *source) map[string]bool {
	set := map[string]bool{}
	for _, t := range numberTokens(src.all) {
		set[t.key] = true
	}
	for _, v := range spelledNumbers(src.folded) {
		set[v] = true
	}
	return set
}
