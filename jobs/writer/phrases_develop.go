package writer

// developPack holds the phrasings of the optional parts that develop a thin brief
// (develop.go). {reader} is the audience in the second person, starting "you…".
type developPack struct {
	mirror      []string // {reader}
	mirrorNamed []string // {reader} {product}
	mirrorGift  []string // {reader}: the reader is a giver
	ask         []string // hands the lesson to the reader
	close       []string // a way to answer, no pressure
	closeGift   []string // the close of a donation email: thanks, never "no hard feelings"

	// Lines true of any brief of their shape, each used only where its condition holds
	// (develop.go): they speak of the reader, the lesson and the next step, never a new fact.
	passOn     []string // forward it to someone it fits
	passOnGift []string // forward an appeal to someone who would help
	welcome    []string // an event the sender hosts
}

func init() {
	english.develop = developPack{
		mirror: []string{
			"If {reader}, this one is for you.", "If {reader}, you're exactly who I had in mind.",
			"If {reader}, I hope this helps.", "If {reader}, this is worth a look.", "If {reader}, this is for you.",
			"If {reader}, this is your sign.", "If {reader}, this is meant for you.",
			"This one is for you if {reader}.", "If {reader}, it's worth a closer look.", "If {reader}, you're in the right place.",
		},
		mirrorNamed: []string{"If {reader}, {product} is for you.", "{product} is for you if {reader}."},
		mirrorGift:  []string{"If {reader}, you already know why this matters.", "If {reader}, this is your chance to be part of it.", "If {reader}, I'm writing to you in particular."},
		ask: []string{
			"Does that ring true for you?", "Have you noticed the same thing?", "Where has that been true for you?",
			"I'd love to know whether that's been your experience too.",
			"Maybe that sounds familiar.", "Sound familiar?", "Has that ever been true for you?", "I wonder if you've found the same.",
		},
		close: []string{
			"If you have a question before you decide, just reply to this email.", "Questions first? Hit reply and ask.",
			"Either way, thank you for reading this far.",
			"If anything is unclear, reply and ask me.", "Not sure yet? Reply with your question.",
			"If you'd rather talk it through first, just hit reply.", "Thanks for reading all the way down here.",
			"Whatever you decide, thanks for reading.", "Thanks for reading.", "Any questions, just reply.",
			"Reply if you'd like to ask anything first.",
			"Questions? Just reply.", "You can always reply to this email.", "Hit reply with any questions.", "If something's on your mind, reply and tell me.",
		},

		passOn: []string{
			"Know someone who'd want to hear this? Feel free to forward it to them.", "If you know someone who'd want this, send it their way.",
			"Feel free to pass this on to anyone who'd use it.",
		},
		passOnGift: []string{"If you know someone who'd want to help, forward this to them.", "Know someone who'd want to help? Pass this on."},
		welcome:    []string{"We'd love to see you there.", "Come say hello.", "We'll be glad to see you."},
		closeGift: []string{
			"Thank you for reading this far.", "Whatever you decide, thank you for reading.", "Thank you for being part of this.",
			"If you have a question about where your gift goes, just reply to this email.",
		},
	}
	spanish.develop = developPack{
		mirror: []string{
			"Si {reader}, esto es para ti.", "Si {reader}, esto va por ti.", "Si {reader}, te interesa.",
		},
		mirrorNamed: []string{"Si {reader}, {product} es para ti.", "{product} es para ti si {reader}."},
		mirrorGift:  []string{"Si {reader}, ya sabes por qué esto importa.", "Si {reader}, esta es tu oportunidad de formar parte."},
		ask:         []string{"¿Te suena?", "¿Te ha pasado algo parecido?", "¿Dónde has visto que se cumple en tu caso?"},
		close: []string{
			"Si tienes alguna pregunta antes de decidir, responde a este correo.", "¿Dudas? Responde a este correo y pregúntame.",
			"En cualquier caso, gracias por leer hasta aquí.",
			"Si prefieres hablarlo antes, responde a este correo.",
			"Si tienes cualquier pregunta, responde a este correo.", "Puedes responder a este correo cuando quieras.",
		},
		passOn:    []string{"¿Conoces a alguien a quien le pueda interesar? Reenvíale este correo.", "Si te ha venido alguien a la mente mientras leías, pásaselo."},
		welcome:   []string{"Nos encantaría verte por allí.", "Si te queda de paso, date una vuelta."},
		closeGift: []string{"Gracias por leer hasta aquí.", "Decidas lo que decidas, gracias por leer.", "Gracias por ser parte de esto."},
	}
}
