package writer

// developPack holds the phrasings of the optional parts that develop a thin brief
// (develop.go). {reader} is the audience in the second person, starting "you…".
type developPack struct {
	mirror      []string // {reader}
	mirrorNamed []string // {reader} {product}
	mirrorGift  []string // {reader}: the reader is a giver
	whyNow      []string // a sale price was given (the price line names it)
	ask         []string // hands the lesson to the reader
	close       []string // a way to answer, no pressure
	closeGift   []string // the close of a donation email: thanks, never "no hard feelings"

	// Lines true of any brief of their shape, each used only where its condition holds
	// (develop.go): they speak of the reader, the lesson and the next step, never a new fact.
	lessonChoice []string            // after a lesson that states something, when the next step is the reader's
	lessonOwn    []string            // after a lesson the sender holds: why this email exists
	waitCost     []string            // a deadline or a limited number was given
	waitDeadline []string            // a deadline was given
	smallStep    map[string][]string // by CTA kind: the next step is small
	passOn       []string            // forward it to someone it fits
	beat         map[string][]string // by emotion: the sender's own feeling, said once
	welcome      []string            // an event the sender hosts
}

func init() {
	english.develop = developPack{
		mirror: []string{
			"If {reader}, this one is for you.", "If {reader}, keep reading.", "If {reader}, you're exactly who I had in mind.",
			"If {reader}, I hope this helps.", "If {reader}, this is worth a look.", "If {reader}, this was written for you.",
			"If {reader}, it's worth a few minutes of your time.", "If {reader}, you'll see why I'm telling you this.",
			"If {reader}, this is your sign.", "If {reader}, have a look.", "If {reader}, this is meant for you.",
		},
		mirrorNamed: []string{"If {reader}, {product} is for you.", "{product} is for you if {reader}."},
		mirrorGift:  []string{"If {reader}, you already know why this matters.", "If {reader}, this is your chance to be part of it.", "If {reader}, I'm writing to you in particular."},
		whyNow: []string{
			"If you've been waiting for a good moment, this is it.", "If you've had your eye on it, now is the time.",
			"So if you've been meaning to, now's a good time.",
		},
		ask: []string{
			"Does that ring true for you?", "Have you noticed the same thing?", "Where has that been true for you?",
			"I'd love to know whether that's been your experience too.", "Think about that for a second.",
			"Maybe that sounds familiar.", "Sound familiar?", "Has that ever been true for you?", "I wonder if you've found the same.",
			"Hold on to that for a moment.",
		},
		close: []string{
			"If you have a question before you decide, just reply to this email.", "Questions first? Hit reply and ask.",
			"Either way, thank you for reading this far.",
			"If anything is unclear, reply and ask me.", "Not sure yet? Reply with your question.",
			"If you'd rather talk it through first, just hit reply.", "Thanks for reading all the way down here.",
			"Whatever you decide, thanks for reading.", "Thanks for reading.", "Any questions, just reply.",
			"Reply if you'd like to ask anything first.",
		},
		lessonChoice: []string{
			"Acting on it is the part that counts.", "If that's true, the rest is up to you.",
			"Knowing it and doing it are two different things.", "You can nod along to that, or you can act on it.",
			"It only helps if you act on it.", "That's the idea. What you do with it is your call.",
		},
		lessonOwn: []string{
			"That's the thinking behind this whole email.", "And that's the part I care about most.",
			"That's really why I'm writing.", "Everything else in this email follows from that.", "That's the heart of it for me.",
		},
		waitCost: []string{
			"Putting it off is a decision too, just a quieter one.", "If you've been meaning to get around to it, consider this the nudge.",
			"The easiest time to decide is while it's in front of you.",
		},
		waitDeadline: []string{"A deadline doesn't move just because life gets busy.", "The only pressure here is the calendar."},
		smallStep: map[string][]string{
			ctaBook:     {"All you need to do is pick a time that works for you.", "Pick a time, and that's the whole step.", "Once it's booked, it's off your list."},
			ctaApply:    {"Applying is simply how we find out whether it's a fit.", "The application is how we both find out if it fits."},
			ctaLearn:    {"Reading it commits you to nothing.", "Have a look; it commits you to nothing."},
			ctaInvite:   {"Coming along commits you to nothing.", "You don't need to have decided anything before you come."},
			ctaSignup:   {"Signing up is the whole step.", "That's the only step for now."},
			ctaWebinar:  {"Saving your seat is the whole step.", "Register now and the rest can wait."},
			ctaDownload: {"It's yours to keep once it's downloaded.", "Download it now and read it when it suits you."},
		},
		passOn: []string{
			"Know someone who'd want to hear this? Feel free to forward it to them.", "If someone came to mind while you read this, send it their way.",
			"This is an easy one to pass on, if someone comes to mind.", "Feel free to forward this to anyone it fits.",
		},
		beat: map[string][]string{
			"excitement": {"I've been looking forward to sending this one.", "This is a fun one to send.", "I'm genuinely excited to share this."},
			"gratitude":  {"I mean that.", "I don't take that for granted."},
			"urgency":    {"I'd rather you hear it from me now than find out after the fact.", "I wanted this in your inbox while there's still time to act on it."},
		},
		welcome: []string{"We'd love to see you there.", "Come say hello.", "We'll be glad to see you."},
		closeGift: []string{
			"Thank you for reading this far.", "Whatever you decide, thank you for reading.", "Thank you for being part of this.",
			"If you have a question about where your gift goes, just reply to this email.",
		},
	}
	spanish.develop = developPack{
		mirror: []string{
			"Si {reader}, esto es para ti.", "Si {reader}, sigue leyendo.", "Si {reader}, pensaba en ti al escribir esto.",
			"Si {reader}, te interesa.",
		},
		mirrorNamed: []string{"Si {reader}, {product} es para ti.", "{product} es para ti si {reader}."},
		mirrorGift:  []string{"Si {reader}, ya sabes por qué esto importa.", "Si {reader}, esta es tu oportunidad de formar parte."},
		whyNow:      []string{"Si estabas esperando el momento, es este.", "Si le tenías ganas, ahora es el momento."},
		ask:         []string{"¿Te suena?", "¿Te ha pasado algo parecido?", "¿Dónde has visto que se cumple en tu caso?", "Piénsalo un momento."},
		close: []string{
			"Si tienes alguna pregunta antes de decidir, responde a este correo.", "¿Dudas? Responde a este correo y pregúntame.",
			"En cualquier caso, gracias por leer hasta aquí.",
			"Si prefieres hablarlo antes, responde a este correo.",
		},
		lessonChoice: []string{"Saberlo y hacerlo son dos cosas distintas.", "Si es verdad, lo demás depende de ti.", "Solo sirve si lo pones en práctica."},
		lessonOwn:    []string{"Y eso es lo que más me importa de todo esto.", "Por eso te escribo.", "De ahí sale todo lo demás."},
		waitCost:     []string{"Dejarlo para después también es decidir, solo que en silencio.", "Si lo quieres, mejor no dejarlo para más tarde."},
		waitDeadline: []string{"Una fecha límite no se mueve porque estemos ocupados."},
		smallStep: map[string][]string{
			ctaBook:    {"Solo tienes que elegir un horario que te venga bien."},
			ctaLearn:   {"Está todo en el enlace, y mirarlo no te compromete a nada."},
			ctaInvite:  {"Venir no te compromete a nada."},
			ctaWebinar: {"Reservar tu plaza es el único paso."},
			ctaApply:   {"La solicitud es la forma de ver si encaja."},
		},
		passOn: []string{"¿Conoces a alguien a quien le pueda interesar? Reenvíale este correo.", "Si te vino alguien a la mente mientras leías, pásaselo."},
		beat: map[string][]string{
			"excitement": {"Tenía muchas ganas de mandarte este correo."},
			"gratitude":  {"Lo digo de corazón."},
			"urgency":    {"Prefiero que lo sepas por mí ahora y no cuando ya sea tarde."},
		},
		welcome:   []string{"Nos encantaría verte por allí.", "Si te queda de paso, date una vuelta."},
		closeGift: []string{"Gracias por leer hasta aquí.", "Decidas lo que decidas, gracias por leer.", "Gracias por ser parte de esto."},
	}
}
