package writer

import (
	"strings"
	"testing"
)

// A brief written with "vos" gets the writer's own lines in "vos" (batch O: "Reservá tu
// evaluación" above "Responde a este correo y pregúntame"); a brief in "tú" keeps them.
func TestVoseoBriefsGetVoseo(t *testing.T) {
	in := sampleBriefs()["spanish"]
	in.Story = "Pablo tiene 44, es diseñador y labura 10 horas sentado. Vino en marzo con una lumbalgia que no lo dejaba ni atarse los cordones, había faltado 2 semanas al trabajo."
	in.CallToAction = "reservá tu evaluación"
	res := write(t, in)
	text := strings.Join(res.Subjects, "\n") + "\n" + res.Content
	for _, tu := range []string{"Responde a este correo", "pregúntame", "Recuerda:", "Aquí tienes", "Si prefieres", " tienes "} {
		if strings.Contains(text, tu) {
			t.Errorf("a vos brief says %q:\n%s", tu, text)
		}
	}
	if voseoBrief(sampleBriefs()["spanish"]) {
		t.Error("a tú brief read as vos")
	}
	if got := voseo("Aquí tienes el enlace: https://x.com/?q=Recuerda"); got != "Acá tenés el enlace: https://x.com/?q=Recuerda" {
		t.Errorf("voseo = %q", got)
	}
}
