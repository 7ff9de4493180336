package quality

import "testing"

func TestStoryLanguage(t *testing.T) {
	for _, c := range []struct {
		story string
		more  []string
		want  string
		ok    bool
	}{
		// Trigrams alone read this one as French; its function words are English.
		{"Client last week: 'wait, I can pay myself a salary??' Yes. Yes you can.", nil, "en", true},
		{"Hace dos años estaba a punto de cerrar la panadería. Las ventas no subían, trabajaba ochenta horas a la semana y no sabía qué hacer con mi vida.", nil, "es", true},
		{"Il y a deux ans, j'étais sur le point de fermer ma boulangerie. Les ventes stagnaient et je travaillais quatre-vingts heures par semaine.", nil, "fr", true},
		// Too short alone; the lesson tells it.
		{"Abrimos sucursal.", []string{"La constancia gana siempre, aunque tarde en llegar a tu puerta."}, "es", true},
		{"Sold out.", nil, "", false},
	} {
		got, ok := StoryLanguage(c.story, c.more...)
		if got != c.want || ok != c.ok {
			t.Errorf("StoryLanguage(%q) = %q %v, want %q %v", c.story, got, ok, c.want, c.ok)
		}
	}
}

func TestLanguageCheckOnAShortEnglishStory(t *testing.T) {
	b := Brief{Story: "Client last week: 'wait, I can pay myself a salary??' Yes. Yes you can.", MinWords: 10, MaxWords: 500}
	body := "Hey there,\n\nA client asked me last week whether she could pay herself a salary. Yes, she can, and so can you if the numbers work. The webinar on Thursday walks through exactly when an S-corp saves you money and when it does not.\n\nCheers."
	r := Evaluate(b, Email{Subjects: []string{"Yes you can"}, Body: body}, nil)
	for _, c := range r.Checks {
		if c.ID == CheckLanguage && c.Status != Pass {
			t.Fatalf("language check on an English story: %+v", c)
		}
	}
}
