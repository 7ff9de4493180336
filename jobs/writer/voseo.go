package writer

import (
	"regexp"
	"strings"
)

// An email to readers the brief speaks to as "vos" (Argentina, Uruguay: "Reservá tu
// evaluación", "labura", "tenés") is written the same way: the writer's own "Responde a este
// correo y pregúntame", "Recuerda" and "Aquí tienes el enlace" are "Respondé este correo y
// preguntame", "Acordate" and "Acá tenés el enlace". The user's words are already theirs.

// voseoBrief reports a Spanish brief that addresses its reader, or tells its story, with vos.
func voseoBrief(in Input) bool {
	return voseoMark.MatchString(strings.Join([]string{in.Story, in.Lesson, in.CallToAction, in.ContentFocus, in.KeyBenefit, in.TargetAudience, in.TonePreference}, "\n"))
}

var voseoMark = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:vos|sos|tenés|querés|podés|sabés|hacés|decís|venís|laburo|labura|laburás|pibe|pibes|mis viejos|reservá|escribí|llamá|vení|mirá|contame|avisame|decime|escribinos|sumate|anotate|agendá|pedí|consultá)(?:[^\p{L}]|$)`)

// voseo says the writer's "tú" forms as "vos" forms; links are left as they are.
func voseo(text string) string {
	var b strings.Builder
	last := 0
	for _, m := range urlRe.FindAllStringIndex(text, -1) {
		b.WriteString(voseoReplacer.Replace(text[last:m[0]]))
		b.WriteString(text[m[0]:m[1]])
		last = m[1]
	}
	b.WriteString(voseoReplacer.Replace(text[last:]))
	return b.String()
}

var urlRe = regexp.MustCompile(`https?://\S+`)

// voseoReplacer holds the writer's own phrasings only, whole words with their neighbours so
// that no noun is taken for a verb ("las reservas", "sales de temporada").
var voseoReplacer = strings.NewReplacer(
	"Responde a este correo y pregúntame", "Respondé este correo y preguntame",
	"responde a este correo y pregúntame", "respondé este correo y preguntame",
	"Responde a este correo", "Respondé este correo", "responde a este correo", "respondé este correo",
	"Responde y dime", "Respondé y decime", "Responde y", "Respondé y",
	"P.D. Recuerda:", "P.D. Acordate:", "P.D. Recuerda la fecha:", "P.D. Acordate de la fecha:",
	"Aquí tienes el enlace", "Acá tenés el enlace", "aquí tienes el enlace", "acá tenés el enlace",
	"Aquí tienes", "Acá tenés", "El enlace está abajo", "El link está abajo",
	"Si prefieres hablarlo antes, responde", "Si preferís hablarlo antes, respondé",
	"Si prefieres", "Si preferís", "si prefieres", "si preferís",
	"Tómate tu tiempo", "Tomate tu tiempo", "Apúntate", "Anotate", "apúntate", "anotate", "si te apuntas", "si te anotás",
	"Escríbenos", "Escribinos", "Pásaselo", "Pasáselo", "reenvíale", "reenviale",
	"Si quieres", "Si querés", "si quieres", "si querés",
	" tienes ", " tenés ", " puedes ", " podés ", " quieres ", " querés ", " sabes ", " sabés ", " eres ", " sos ",
)
