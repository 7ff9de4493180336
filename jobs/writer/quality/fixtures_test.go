package quality

import "strings"

// Realistic briefs and emails that must pass every check; the known-bad
// cases are small edits of them, so each failure has one cause.

const bakeryTracked = "https://example.com/playbook?utm_source=email&utm_medium=email&utm_campaign=spring-launch&utm_content=direct&utm_term=hope"

func bakeryBrief() Brief {
	return Brief{
		Title:              "The day I almost quit",
		Topic:              "Why consistency beats motivation for new business owners",
		Story:              "Two years ago I was ready to shut down my bakery. Sales were flat, I was working 80-hour weeks, and I hadn't taken a day off in months. One night a regular customer left a note on the counter thanking me for being open every single morning. That note changed how I saw everything. I stopped chasing big launches and focused on showing up.",
		Lesson:             "Consistency beats motivation",
		Audience:           "small business owners who feel stuck",
		Emotion:            "hope",
		CallToAction:       "buy",
		CtaURL:             "https://example.com/playbook",
		TrackedURL:         bakeryTracked,
		ProductName:        "The Consistency Playbook",
		ProductDescription: "a 30-day guide to building habits that keep your business growing",
		KeyBenefit:         "grow steadily without burning out",
		Price:              "$97",
		SalePrice:          "$47",
		Proof:              "Over 1,200 owners have used it to get back on track",
		Tone:               "casual",
		Campaign:           "spring-launch",
		SenderName:         "Maria",
		MinWords:           250,
		MaxWords:           300,
		SubjectCount:       5,
	}
}

func bakeryEmail() Email {
	return Email{
		Subjects: []string{
			"The note on my bakery counter",
			"80-hour weeks and a flat till",
			"Why I stopped chasing big launches",
			"Showing up beats feeling ready",
			"The Consistency Playbook is $47 this week",
		},
		PreviewText: "A regular customer left a note that changed everything.",
		Body: `Hi there,

Two years ago I was ready to shut down my bakery.

Sales were flat. I was working 80-hour weeks, and I hadn't taken a day off in months. Every night I counted the till and wondered why I kept going at all.

Then one night a regular customer left a note on the counter. It thanked me for being open every single morning. Not for a new cake or a big launch. Just for being there, with the lights on and the bread warm.

That note changed how I saw everything. I stopped chasing big launches and focused on showing up, day after day, with the same bread at the same hour. Some mornings were slow. I opened anyway.

Here is what I learned the slow way: consistency beats motivation. Motivation comes and goes like the weather. A habit you keep on a bad day is what keeps the doors open on the good ones.

If your own work feels stuck right now, you don't need a burst of energy. You need a plan small enough to keep on your worst week, and simple enough that you don't have to think about it.

That's why I put together The Consistency Playbook. It's a 30-day guide to building habits that keep your business growing, one small step at a time. The goal is simple: grow steadily without burning out.

Over 1,200 owners have used it to get back on track. It's normally $97, and right now it's $47.

You can start today, right here:
` + bakeryTracked + `

Rooting for you,
Maria

P.S. If you only take one thing from this email, make it this: show up on the slow days too. The playbook is waiting for you here: ` + bakeryTracked,
	}
}

const coatsTracked = "https://helpinghands.org/give?utm_source=email&utm_medium=email&utm_campaign=winter-coats&utm_content=story&utm_term=compassion"

func coatsBrief() Brief {
	return Brief{
		Title:        "Winter coats drive",
		Topic:        "How one coat changed a winter for a family",
		Story:        "Last December a mother named Rosa came to our center in Denver with her two kids. They had walked 12 blocks in the snow in sneakers. Our volunteers found each of them a warm coat and boots within an hour. Rosa wrote to us in March: her son had not missed a single school day since.",
		Lesson:       "Small gifts keep whole families going",
		Audience:     "our donors",
		Emotion:      "compassion",
		CallToAction: "donate",
		CtaURL:       "https://helpinghands.org/give",
		TrackedURL:   coatsTracked,
		Proof:        "Last year 340 families got coats through the drive",
		Tone:         "warm",
		Campaign:     "winter-coats",
		SenderName:   "Daniel",
		MinWords:     250,
		MaxWords:     300,
		SubjectCount: 3,
	}
}

func coatsEmail() Email {
	return Email{
		Subjects: []string{
			"12 blocks in the snow, in sneakers",
			"What Rosa wrote to us in March",
			"A warm coat, and not one missed school day",
		},
		Body: `Dear friend,

Last December a mother named Rosa came to our center in Denver with her two kids. They had walked 12 blocks in the snow. All three of them were wearing sneakers.

Our volunteers did not ask many questions. Within an hour each of them had a warm coat and a pair of boots. The kids stood by the door and zipped their coats up to their chins, then down, then up again.

In March, Rosa wrote to us. Her son had not missed a single school day since that afternoon. Not one.

We keep thinking about what that one hour meant. Warm feet, dry socks, and a walk to school that no longer hurts. It is the kind of help you can see right away.

We think about that letter a lot. A coat is a small thing to give. But for a family walking to school in the cold, it decides whether the day starts at all. Small gifts keep whole families going, and you are the reason we can hand them out.

Last year 340 families got coats through the drive. This winter the line at our door is already longer, and the racks are emptier than we would like.

If you can, please give today. Every gift goes straight to coats and boots for families like Rosa's, before the worst of the cold sets in. You can make your donation here:
` + coatsTracked + `

Thank you for standing with these families,
Daniel

P.S. A gift of any size helps keep a child warm on the walk to school. Here is the donation page again: ` + coatsTracked,
	}
}

const panaderiaTracked = "https://ejemplo.com/plan?utm_source=email&utm_medium=email&utm_campaign=lanzamiento-primavera&utm_content=direct&utm_term=esperanza"

func panaderiaBrief() Brief {
	return Brief{
		Title:              "El día que casi lo dejo",
		Topic:              "Por qué la constancia vence a la motivación",
		Story:              "Hace dos años estuve a punto de cerrar mi panadería. Las ventas no crecían, trabajaba ochenta horas por semana y no me había tomado un día libre en meses. Una noche una clienta dejó una nota en el mostrador agradeciéndome por abrir cada mañana. Esa nota cambió mi forma de verlo todo. Dejé de buscar grandes lanzamientos y me concentré en estar presente.",
		Lesson:             "La constancia vence a la motivación",
		Audience:           "dueños de pequeños negocios que se sienten estancados",
		Emotion:            "esperanza",
		CallToAction:       "comprar",
		CtaURL:             "https://ejemplo.com/plan",
		TrackedURL:         panaderiaTracked,
		ProductName:        "El Plan de Constancia",
		ProductDescription: "una guía de 30 días para crear hábitos que hacen crecer tu negocio",
		KeyBenefit:         "crecer sin agotarte",
		Price:              "97 €",
		SalePrice:          "47 €",
		Proof:              "Más de 1.200 dueños de negocios ya lo usaron",
		Tone:               "cercano",
		Campaign:           "lanzamiento-primavera",
		SenderName:         "Lucía",
		MinWords:           250,
		MaxWords:           300,
		SubjectCount:       3,
	}
}

func panaderiaEmail() Email {
	return Email{
		Subjects: []string{
			"La nota que encontré en el mostrador",
			"Ochenta horas por semana y ni un día libre",
			"El Plan de Constancia a 47 € esta semana",
		},
		Body: `Hola,

Hace dos años estuve a punto de cerrar mi panadería.

Las ventas no crecían. Trabajaba ochenta horas por semana y no me había tomado un día libre en meses. Cada noche contaba la caja y me preguntaba para qué seguía.

Una noche una clienta dejó una nota en el mostrador. Me daba las gracias por abrir cada mañana. No por un pastel nuevo ni por una gran idea. Solo por estar ahí, con la luz encendida y el pan caliente.

Esa nota cambió mi forma de verlo todo. Dejé de buscar grandes lanzamientos y me concentré en estar presente, día tras día, con el mismo pan a la misma hora.

Esto es lo que aprendí: la constancia vence a la motivación. Las ganas van y vienen. Un hábito que cumples en un mal día es lo que mantiene la puerta abierta. No fue magia. Fue repetir lo mismo cada día, aunque nadie lo viera. Me costó entenderlo.

Si tu negocio está parado, no te hace falta más energía. Te hace falta un plan tan pequeño que puedas cumplirlo en tu peor semana.

Por eso preparé El Plan de Constancia. Es una guía de 30 días para crear hábitos que hacen crecer tu negocio, paso a paso. La idea es sencilla: crecer sin agotarte.

Más de 1.200 dueños de negocios ya lo usaron. Cuesta 97 €, y ahora mismo está a 47 €.

Puedes empezar hoy mismo aquí:
` + panaderiaTracked + `

Un abrazo,
Lucía

P.D. Si te quedas con una sola idea, que sea esta: abre también en los días lentos. El plan te espera aquí: ` + panaderiaTracked,
	}
}

// replaceBody returns e with one passage of its body replaced.
func replaceBody(e Email, old, new string) Email {
	if !strings.Contains(e.Body, old) {
		panic("fixture text not found: " + old)
	}
	e.Body = strings.Replace(e.Body, old, new, 1)
	return e
}
