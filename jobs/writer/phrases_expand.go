package writer

// expandPack holds the phrasings expand.go uses to bring a thin brief up to its
// length band. None states an event, a feeling or a result: each points the way,
// asks the reader something, or restates the user's own words.
type expandPack struct {
	next    map[string][]string // by CTA kind: what to do, in the reader's terms
	reply   []string            // an invitation to answer
	youToo  []string            // a question about the reader's own story, after a story told in the first person
	noPress []string            // no pressure, in an email that is not urgent
	advice  map[string][]string // by CTA kind: the sender's advice, which is the call to action
	forward []string            // pass it on, for any email not meant for a closed circle
	pps     []string            // {point}: a second point of the brief
}

func init() {
	english.expand = expandPack{
		next: map[string][]string{
			ctaBuy:    {"If it's right for you, the link is below.", "The link below is the way in."},
			ctaSignup: {"Sign up, and you're in.", "Signing up is the first step."},
			ctaDonate: {"Whatever you can give counts.", "Every gift counts, whatever its size."},
		},
		reply: []string{
			"Hit reply and tell me what you think.", "I'd love to hear what you think: just reply.", "Reply and let me know where you stand.",
			"Tell me what you make of it: just hit reply.",
		},
		youToo:  []string{"Have you ever been in a spot like that?", "Maybe you've been somewhere similar.", "Have you been there?", "Does any of that sound familiar?"},
		noPress: []string{"No pressure either way.", "Take your time with it.", "There's no rush to decide."},
		advice: map[string][]string{
			ctaSignup: {"My advice: sign up and see for yourself."},
		},
		forward: []string{"If this made you think of someone, forward it to them.", "Know someone who should read this? Send it their way.", "If someone came to mind, pass this on."},
		pps: []string{"P.P.S. One more thing: {point}", "P.P.S. Also worth knowing: {point}", "P.P.S. And don't forget: {point}", "P.P.S. In case you missed it: {point}",
			"P.P.S. Worth a second mention: {point}", "P.P.S. Last thing: {point}", "P.P.S. For the record: {point}"},
	}
	spanish.expand = expandPack{
		next: map[string][]string{
			ctaBuy:    {"Si es para ti, el enlace está abajo.", "Cuando quieras, el enlace está abajo."},
			ctaSignup: {"Apúntate y ya estás dentro."},
			ctaDonate: {"Lo que puedas dar cuenta.", "Cada aportación cuenta, sea del tamaño que sea."},
			ctaCustom: {"El enlace está abajo."},
		},
		reply:   []string{"Responde y dime qué te parece.", "Me encantaría saber qué piensas: responde a este correo."},
		youToo:  []string{"¿Te has visto alguna vez en algo parecido?", "¿Te suena?", "Quizá has pasado por algo similar."},
		noPress: []string{"Sin ninguna presión.", "Tómate tu tiempo.", "No hay prisa por decidir."},
		forward: []string{"Si te ha venido alguien a la mente, reenvíale este correo.", "¿Conoces a alguien a quien le sirva? Pásaselo."},
		pps:     []string{"P.P.D. Una cosa más: {point}", "P.P.D. También conviene saber: {point}"},
	}
}
