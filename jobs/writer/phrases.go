package writer

import (
	"regexp"
	"strings"
)

// Phrase tables for the offline writer, one pack per language. Every slot
// has many phrasings: the writer picks one from a hash of the input and
// skips those the user has already received, so no sentence of its own turns
// up in every email. Holes are {name}s filled in code with the user's words
// (see fill), so an empty field never leaves a placeholder behind.

// CTA kinds the phrase packs know; custom text is "custom" or "donate".
const (
	ctaBuy      = "buy"
	ctaBook     = "book"
	ctaDownload = "download"
	ctaWebinar  = "webinar"
	ctaApply    = "apply"
	ctaLearn    = "learn"
	ctaSignup   = "signup"
	ctaDonate   = "donate"
	ctaCustom   = "custom"
	ctaInvite   = "invite" // custom text asking the reader to come, reply or take part
)

type langPack struct {
	greet, signoff map[string][]string // by tone
	backup         []string            // after an opener taken from later in the story
	productIntro   []string            // {product}
	productBack    []string            // {product}, after a story that told of it
	signoffBrand   map[string][]string // by tone: above a business's name
	detailsLink    []string            // before the link of an in-person call to action
	descIs         []string            // {it} {desc}: desc starts like a noun phrase
	benefit        []string            // {benefit}
	priceBoth      []string            // {it} {price} {sale}
	priceSale      []string            // {sale}
	priceBothWordy []string            // {price} {sale}: a sale with its own terms, always last
	priceLaunch    []string            // {price} {sale}: a new product has no "usual" price
	psLaunch       []string            // {price} {sale}
	priceSaleWordy []string            // {sale}, always last
	priceBothTerms []string            // {price} {sale}: both typed with their terms
	psBothTerms    []string            // {price} {sale}
	psSaleWordy    []string            // {it} {price} {sale}, {sale} always last
	priceOnly      []string            // {price}
	priceFree      []string
	priceGift      []string            // {price}: a donation's suggested amount
	benefitGift    []string            // {benefit}: what a gift does
	proof          []string            // {proof}
	bridge         map[string][]string // no product: by CTA kind
	ctaLead        map[string][]string // by CTA kind
	ctaLabel       map[string][]string // by CTA kind; {product} when there is one
	mediaLabel     map[string][]string // "listen", "watch": a "learn" link to an episode or a video
	pageLabel      []string            // {page}: a link whose path names its page ("the schedule")
	buyUnnamed     []string            // a "buy" link when nothing was named that "it" could be
	ctaLabelNamed  map[string][]string // by CTA kind, naming {product}
	plainLabel     map[string][]string // by CTA kind, with no pronoun: after a line about something else, "it" takes the wrong noun
	emotion        map[string][]string
	psLesson       []string // {lesson}
	psSale         []string // {it} {sale} {price}
	psProof        []string // {proof}
	psScarce       []string // {scarce}: a limit the brief gives
	psRemind       []string // {scarce}: a limit the story has told, once more
	psBenefit      []string // {benefit}: a noun phrase or a clause
	psBenefitDo    []string // {benefit}: what the reader can do ("build next week's schedule…")
	psWhen         []string // {when}: the day and hour of an event
	psReply        []string // the P.S. of an email whose ask is a reply, with nothing else to add
	psDeadline     []string // {when}: the last day to act
	again          []string // the link once more, for a call to action with no label of its own
	passAlong      []string // the link, after a P.S. asking to pass the email on
	tip            []string // {tip}: a template's prevention tip
	noLink         []string // the call to action when there is no link
	replyLink      []string // the link after a call to action that asks for a reply
	subjects       []string // generic subject lines, used only when the story gives too few
	subjectsNote   []string // the same for a brief with barely a story
	subjAbout      []string // {name}
	subjPrice      []string // {product} {sale} {price}
	subjProduct    []string // {product}
	subjLesson     []string // {lesson}
	freeWords      []string
	leadStart      []string // lower-case words that start a noun phrase ("a", "an", "the"…)
	develop        developPack
	expand         expandPack
	benefitYou     []string // {benefit} that is a clause about the reader ("you learn…")
	benefitThing   []string // {benefit} that names what the reader gets ("3 moves you can do…")
	benefitPlain   []string // {benefit}: a noun phrase, said without a label (English)
}

func pack(lang string) *langPack {
	if lang == "es" {
		return &spanish
	}
	return &english
}

var english = langPack{
	greet: map[string][]string{
		"casual":        {"Hey,", "Hi,", "Hey there,", "Hi there,", "Hello again,"},
		"professional":  {"Hello,", "Hi,", "Hi there,"},
		"humorous":      {"Hi there,", "Hey,", "Hey there,"}, // never "Hey you," or "Well, hello,": a wink the reader did not ask for
		"serious":       {"Hello,", "Hi,", "Hello there,"},
		"personal":      {"Hi friend,", "Hey friend,", "Hi,"}, // never "Dear friend,": a chain letter's
		"authoritative": {"Hello,", "Hi,", "Hi there,"},
	},
	signoff: map[string][]string{
		"casual":        {"Talk soon,", "Cheers,", "Catch you soon,", "Speak soon,", "Until next time,"},
		"professional":  {"Best regards,", "Kind regards,", "Best,", "Regards,"},
		"humorous":      {"Cheers,", "Onward,", "Until next time,"},
		"serious":       {"Sincerely,", "Take care,", "Best,"},
		"personal":      {"Warmly,", "With love,", "With gratitude,", "Take care of yourself,"},
		"authoritative": {"To your success,", "Regards,", "Onward,", "Best,"},
	},
	signoffBrand: map[string][]string{
		"casual": {"Talk soon,", "See you soon,"}, "humorous": {"Cheers,", "See you soon,"}, "personal": {"Warmly,", "With gratitude,"},
		"professional": {"Best regards,", "Kind regards,"}, "serious": {"Sincerely,", "Take care,"}, "authoritative": {"Regards,", "Best,"},
	},
	backup: []string{
		"Let me back up.", "Rewind a little.", "Here's how it started.",
		"Some context first.", "Go back a step with me.", "Here's how it began.",
		"Back to the beginning.", "Here's how it got to that point.",
	},
	productIntro: []string{
		// never "Let me tell you about X." after a story just told: throat-clearing
		// nor "This is where X fits.", which never says where
		"That's where {product} comes in.", "Which brings me to {product}.", "So here's {product}.",
	},
	productBack: []string{"Which brings me back to {product}.", "So, back to {product}.", "About {product}, then."},
	detailsLink: []string{"The details are here:", "Everything you need to know is here:", "Details here:"},
	descIs:      []string{"It's {desc}.", "{it} is {desc}."},
	benefit: []string{
		"The upside for you: {benefit}", "What it's for: {benefit}", "Where it gets you: {benefit}",
		"What it helps with: {benefit}", "Why it matters: {benefit}",
	},
	benefitYou:   []string{"With it, {benefit}", "That way, {benefit}", "{benefit}"}, // never "It means you get paid…"
	benefitThing: []string{"You get {benefit}", "It gives you {benefit}"},
	benefitPlain: []string{"You get {benefit}", "It gives you {benefit}"}, // "come away with" fits an event, not a service
	priceBoth: []string{
		"It's normally {price}. Right now it's {sale}.", "The regular price is {price}; at the moment it's {sale}.",
		"Right now {it} is {sale} instead of the usual {price}.", "Usually {price}, currently {sale}.",
		"The price is {sale} at the moment, down from {price}.", "It's {sale} for now; the regular price is {price}.",
		"The usual price is {price}. For now it's {sale}.", "{it} sells for {price}, and right now it's {sale}.",
	},
	priceBothWordy: []string{"It's normally {price}. Right now it's {sale}.", "The regular price is {price}; right now it's {sale}.", "The usual price is {price}, and right now it's {sale}.",
		"Usually {price}; the sale price is {sale}."},
	priceLaunch:    []string{"The price is {price}, and the launch offer is {sale}.", "It's {price}; the launch offer is {sale}."},
	psLaunch:       []string{"P.S. The launch offer: {sale}.", "P.S. Don't miss the launch offer: {sale}."},
	priceSaleWordy: []string{"Right now it's {sale}.", "For now it's {sale}."},
	priceBothTerms: []string{"Right now it's {sale}. Otherwise it's {price}.", "Right now: {sale}. Otherwise it's {price}.", "You pay {sale}. Otherwise it's {price}."},
	psBothTerms:    []string{"P.S. To recap: {sale}.", "P.S. Remember: {sale}."}, // the body gave the other price: "Otherwise it's…" twice is a copy
	psSaleWordy:    []string{"P.S. Usually {price}; right now it's {sale}.", "P.S. Remember, right now it's {sale} (normally {price}).", "P.S. It's {sale} (normally {price})."},
	priceSale:      []string{"Right now it's {sale}.", "At the moment it's {sale}.", "The current price is {sale}.", "It's {sale} for now.", "For the moment, it's {sale}."},
	priceOnly:      []string{"It's {price}.", "It costs {price}."}, // never "The price is $32.": a database row
	benefitGift:    []string{"Your gift means {benefit}"},          // said, not labelled ("What it makes possible:")
	priceGift:      []string{"The suggested gift is {price}.", "A gift of {price} is what we're asking for.", "Gifts of {price} are what we're hoping for."},
	priceFree:      []string{"It's free.", "It costs nothing.", "There's no charge for it.", "It's completely free."},
	// "For what it's worth", "One more thing" and "A little context" shrug at the proof: every
	// copywriter read struck them.
	proof: []string{"And it's not only my word: {proof}", "Don't take my word for it: {proof}", "Worth knowing: {proof}", "For the record: {proof}",
		"Our track record: {proof}", "In case we haven't met: {proof}", "The short version of who we are: {proof}", "A bit about us: {proof}"},
	bridge: map[string][]string{
		ctaBuy:      {"If you're ready to put this into practice, there's a way to start today.", "If you want to act on this, the next step is below.", "If this is the push you needed, here's where to go."},
		ctaBook:     {"If you'd like this for your own situation, you can book a time below.", "If this is for you, the next step is to book."},
		ctaDownload: {"If you want something to keep, you can download it.", "If you want this in a form you can keep, it's ready to download.", "The download is below, if you want it at hand."},
		ctaWebinar:  {"If you want to go further with this, I'd like you at the webinar.", "If you want the whole picture, join the webinar.", "You can save a seat for the webinar below."},
		ctaApply:    {"If you want to work on this together, you can apply.", "If this sounds like the work you want to do, the application is open.", "If you're ready for this, applying is the next step."},
		ctaLearn:    {"If you want to go deeper, there's more at the link below.", "There's more on this if you want it.", "The details are one click away if you'd like them."},
		ctaSignup:   {"If you want to be part of it, signing up takes a minute.", "If you'd like in, you can sign up below.", "The next step is to sign up."},
		ctaDonate:   {"If this story meant something to you, you can be part of the next one.", "Stories like this one happen because people choose to give.", "If you'd like to help write the next chapter, you can give today.", "Your gift is how the next story like this one gets written."},
		ctaCustom:   {"Here's what I'd like you to do next.", "There's one thing I'd ask of you.", "If this landed with you, here's the next step.", "One small step from here."},
	},
	ctaLead: map[string][]string{
		ctaSignup: {"Come and join in.", "I'd be glad to have you."},
		ctaDonate: {"Any amount makes a difference.", "Every gift counts, whatever its size.", "Give what feels right to you."},
	},
	mediaLabel: map[string][]string{"listen": {"Listen here", "Listen to it here"}, "watch": {"Watch it here", "Watch here"}},
	pageLabel:  []string{"See {page} here", "Here's {page}", "Here are {page}"},
	buyUnnamed: []string{"See the offer here", "Order here"},
	ctaLabel: map[string][]string{
		ctaBuy:      {"Get it here", "You can get it here", "Grab it here"},
		ctaBook:     {"Book here", "Pick a time here", "Book your time here"},
		ctaDownload: {"Download it here", "Get your copy here"},
		ctaWebinar:  {"Save your seat here", "Register here", "Join the webinar here"},
		ctaApply:    {"Apply here", "Start your application here"},
		ctaLearn:    {"Learn more here", "Read more here", "See the details here"},
		ctaSignup:   {"Sign up here", "Join here"},
		ctaDonate:   {"Give here", "Make your gift here", "Donate here"},
		ctaCustom:   {"Here's the link", "The link"},
		ctaInvite:   {"All the details here", "Details here"},
	},
	plainLabel: map[string][]string{
		ctaBuy: {"Order here", "You can order here"}, ctaBook: {"Book here", "Book your spot here"},
		ctaDownload: {"Get your copy here", "Download your copy here"}, ctaSignup: {"Sign up here", "Join here"},
	},
	ctaLabelNamed: map[string][]string{
		ctaBuy:      {"Get {product} here", "You can get {product} here", "Grab {product} here"},
		ctaDownload: {"Download {product} here", "Get your copy of {product} here"},
		ctaLearn:    {"Learn more about {product} here", "See {product} here", "Learn more here"},
	},
	// Said near the close, in the emotion the user chose: about the reader, never a new fact.
	emotion: map[string][]string{
		"urgency":     {"Don't let this one sit in your inbox.", "This is worth doing today rather than someday."},
		"excitement":  {"I can't wait for this one.", "I think you're going to enjoy this."},
		"relief":      {"You don't have to figure this out alone."},
		"confidence":  {"You can do this.", "You're closer than it feels.", "You don't need to feel ready to start."},
		"curiosity":   {"I'd love to know what you make of it.", "I'm curious what you'll think."},
		"frustration": {"It doesn't have to keep being this hard.", "Doing more of what isn't working won't fix it."},
		"hope":        {"Where you are right now isn't where you have to stay.", "Things can change, and it starts with one step."},
		"empowerment": {"This is your call to make.", "You don't need anyone's permission to start.", "The next move is yours."},
	},
	psLesson: []string{"P.S. The short version: {lesson}", "P.S. If you skimmed, here's the line that matters: {lesson}", "P.S. Worth repeating: {lesson}", "P.S. In one line: {lesson}"},
	psSale:   []string{"P.S. {it} is {sale} right now instead of {price}.", "P.S. Remember, it's {sale} at the moment, not {price}.", "P.S. The {sale} price is the one on the page right now.", "P.S. Until the sale ends it's {sale}; after that, {price}.", "P.S. The sale price, {sale}, is the one to catch; the usual is {price}."},
	psScarce: []string{"P.S. {scarce}"}, // "P.S. Only 6 Saturdays left for 2025.": a limit needs no label
	psRemind: []string{"P.S. A reminder: {scarce}", "P.S. Remember: {scarce}"},
	// The proof is held back for the P.S., so it is told here for the first time: never "again".
	psProof: []string{"P.S. Don't just take my word for it: {proof}", "P.S. Worth knowing: {proof}", "P.S. For context: {proof}", "P.S. And in case you're wondering: {proof}"},
	// The benefit is held back from the body for the P.S.: said here for the first time.
	// the benefit said plainly, as the reader would repeat it: a label ("The whole point:")
	// before it read as a form in every copywriter read
	psBenefit:   []string{"P.S. {benefit}"},
	psBenefitDo: []string{"P.S. You can {benefit}", "P.S. With {it}, you can {benefit}"}, // {it} names the thing: a P.S. is often read first
	psWhen:      []string{"P.S. Mark your calendar: {when}.", "P.S. Save the date: {when}."},
	psReply:     []string{"P.S. A one-line reply is plenty.", "P.S. All it takes is a reply.", "P.S. Just hit reply."},
	psDeadline:  []string{"P.S. The deadline: {when}.", "P.S. Don't leave it late: the deadline is {when}."},
	again:       []string{"Here's the link again:", "The link once more:", "Same link as above:", "One more time, the link:"}, // ("Here's where to go:" reads as directions to a place)
	passAlong:   []string{"Here's the link to pass along:", "The link, to pass along:"},
	tip:         []string{"My advice if you want to avoid the same mistake: {tip}", "So my advice: {tip}", "How to avoid it: {tip}"}, // never "If you take one thing from this:" after the lesson, another thing
	replyLink:   []string{"And if you want the details first, they're here:", "The details are here, if you want them:", "Everything else is on the page:"},
	noLink:      []string{"Reply to this email if you'd like to go ahead.", "Just reply to this email and let me know.", "Hit reply if you want to take the next step."},
	// Lines for a brief with barely a story: no "story" promised.
	subjectsNote: []string{"A quick note", "Worth a minute", "Something I wanted you to know", "Before your next move", "Quick one for you", "Worth a read",
		"Just one thing", "A short one", "Good to know", "A small update", "Short and worth it", "This one's quick",
		"One quick thing", "A few lines for you", "Short note"},
	subjects: []string{
		"A short story for you", "A story worth two minutes", "One story, one lesson", "Before your next move",
		"A quick story, then the point", "Two minutes, one story", "Read this one to the end", "The story behind this email",
		"Something I wanted you to hear", "A story, and what it means for you", "Worth a read", "Here's the story",
		"A story with a point", "Here's what happened", "Story first, then the point", "Worth the two minutes", "The short story",
	},
	subjAbout:   []string{"About {name}", "{name}'s story"},
	subjPrice:   []string{"{product}: {sale} (normally {price})", "{product} is {sale} right now", "{sale} instead of {price}"},
	subjLesson:  []string{"{lesson}", "Why {lesson}"},
	subjProduct: []string{"Meet {product}", "About {product}", "A word about {product}", "A quick note on {product}"},
	freeWords:   []string{"free", "gratis", "$0", "0", "no charge", "free of charge"},
	leadStart:   []string{"a", "an", "the", "my", "our", "your", "this", "one"},
}

var spanish = langPack{
	greet: map[string][]string{
		"casual":        {"¡Hola!", "Hola,", "¿Qué tal?", "Hola de nuevo,"},
		"professional":  {"Hola,", "Buenos días,"}, // "Saludos," reads as a sign-off
		"humorous":      {"¡Hola!", "Hola, hola,", "¿Qué tal?"},
		"serious":       {"Hola,", "Buenos días,"},
		"personal":      {"Hola,", "¡Hola!", "Hola de nuevo,"},
		"authoritative": {"Hola,", "Buenos días,"},
	},
	signoff: map[string][]string{
		"casual":        {"Un abrazo,", "Hasta pronto,", "Nos leemos,", "Un saludo,"},
		"professional":  {"Saludos cordiales,", "Un cordial saludo,", "Atentamente,"},
		"humorous":      {"Un abrazo,", "Hasta la próxima,", "Nos leemos,"},
		"serious":       {"Atentamente,", "Un saludo,", "Cuídate,"},
		"personal":      {"Con cariño,", "Un abrazo fuerte,", "Con gratitud,"},
		"authoritative": {"Saludos,", "A por ello,", "Un saludo,"},
	},
	signoffBrand: map[string][]string{
		"casual": {"Hasta pronto,", "Un abrazo,"}, "humorous": {"Hasta pronto,"}, "personal": {"Con cariño,", "Un abrazo,"},
		"professional": {"Un saludo,", "Saludos cordiales,"}, "serious": {"Atentamente,", "Un saludo,"}, "authoritative": {"Saludos cordiales,"},
	},
	backup: []string{
		"Vuelvo un poco atrás.", "Empecemos por el principio.", "Primero, un poco de contexto.", "No empezó ahí.",
		"Te cuento cómo se llegó a eso.", "Retrocedamos un paso.", "Así empezó todo.", "Vamos al origen.",
	},
	productIntro: []string{
		// never "Ahí es donde entra X" (an English turn said in Spanish) nor "Déjame contarte sobre
		// X" after a story just told
		"Te presento {product}.", "Y eso me lleva a {product}.", "Por eso te hablo de {product}.",
	},
	productBack: []string{"Y eso me lleva de vuelta a {product}.", "Volvamos a {product}."},
	detailsLink: []string{"Los detalles, aquí:", "Todo lo que necesitas saber está aquí:"},
	descIs:      []string{"Es {desc}.", "En una frase: {desc}.", "{it} es {desc}.", "Qué es: {desc}.", "Te lo resumo: {desc}.", "Lo que incluye: {desc}.", "En pocas líneas: {desc}."},
	benefit: []string{
		"Lo que te llevas: {benefit}", "Para qué sirve: {benefit}", "La ventaja para ti: {benefit}",
	},
	benefitYou:   []string{"Con esto, {benefit}", "Así, {benefit}"},
	benefitThing: []string{"Te llevas {benefit}", "La idea es que consigas {benefit}"}, // never "Consigues…": it promised the result
	priceBoth: []string{
		"Normalmente cuesta {price}. Ahora mismo, {sale}.", "El precio habitual es {price}; ahora está en {sale}.",
		"Ahora mismo {it} está en {sale} en lugar de {price}.", "Antes {price}, ahora {sale}.",
	},
	priceBothWordy: []string{"Normalmente cuesta {price}. Ahora mismo: {sale}.", "El precio habitual es {price}; ahora mismo, {sale}.", "El precio habitual es {price}, y queda en {sale}."},
	priceSaleWordy: []string{"Ahora mismo: {sale}.", "El precio ahora: {sale}."},
	priceBothTerms: []string{"El precio: {price}. Ahora mismo: {sale}.", "Ahora está a {sale} (normalmente, {price})."},
	psBothTerms:    []string{"P.D. En resumen: {sale}.", "P.D. Recuerda: {sale}."},
	psSaleWordy:    []string{"P.D. Normalmente {price}; ahora mismo, {sale}.", "P.D. Recuerda: ahora mismo, {sale} (normalmente {price})."},
	priceSale:      []string{"Ahora mismo cuesta {sale}.", "En este momento está en {sale}.", "El precio actual es {sale}."},
	priceOnly:      []string{"Cuesta {price}."}, // "Su precio es…" reads as a catalogue
	benefitGift:    []string{"Lo que hace tu donación: {benefit}", "Lo que hace posible: {benefit}"},
	priceGift:      []string{"La aportación sugerida es de {price}.", "Te pedimos una aportación de {price}."},
	priceFree:      []string{"Es gratis.", "No cuesta nada.", "Es totalmente gratuito.", "No tiene ningún coste."},
	proof:          []string{"Y no lo digo solo yo: {proof}", "No te fíes solo de mi palabra: {proof}", "Para que te hagas una idea: {proof}", "Los datos: {proof}"},
	bridge: map[string][]string{
		ctaBuy:      {"Si quieres ponerlo en práctica, puedes empezar hoy.", "Si quieres dar el paso, lo tienes más abajo.", "Si este era el empujón que necesitabas, aquí tienes por dónde seguir."},
		ctaBook:     {"Si lo quieres para tu caso, puedes reservar abajo.", "Si te ves reflejado, el siguiente paso es reservar."},
		ctaDownload: {"Si lo quieres tener a mano, puedes descargarlo.", "Si lo quieres a mano, está listo para descargar."},
		ctaWebinar:  {"Si quieres ir más allá, me encantaría verte en el webinar.", "Si quieres verlo completo, únete al webinar."},
		ctaApply:    {"Si quieres trabajar en esto juntos, puedes enviar tu solicitud.", "Si estás listo, el siguiente paso es solicitar tu plaza."},
		ctaLearn:    {"Si quieres profundizar, tienes más en el enlace.", "Hay más sobre esto si te interesa."},
		ctaSignup:   {"Si quieres formar parte, inscribirte lleva un minuto.", "Si te apetece, puedes apuntarte abajo."},
		ctaDonate:   {"Si esta historia te ha tocado, puedes ser parte de la próxima.", "Historias como esta existen porque hay personas que deciden dar.", "Con tu donativo se escribe el siguiente capítulo."},
		ctaCustom:   {"Esto es lo que te pido ahora.", "Te pido una sola cosa.", "Si esto te ha llegado, este es el siguiente paso."},
	},
	ctaLead: map[string][]string{
		ctaSignup: {"Me encantará contar contigo."},
		ctaDonate: {"Cualquier cantidad cuenta.", "Da lo que te parezca bien."},
	},
	mediaLabel: map[string][]string{"listen": {"Escúchalo aquí"}, "watch": {"Míralo aquí"}},
	pageLabel:  []string{"Consulta {page} aquí", "Aquí tienes {page}"},
	buyUnnamed: []string{"Mira la oferta aquí", "Haz tu pedido aquí"},
	ctaLabel: map[string][]string{
		ctaBuy:      {"Consíguelo aquí", "Puedes conseguirlo aquí"},
		ctaBook:     {"Reserva aquí", "Elige tu hora aquí"},
		ctaDownload: {"Descárgalo aquí", "Consigue tu copia aquí"},
		ctaWebinar:  {"Reserva tu plaza aquí", "Inscríbete aquí"},
		ctaApply:    {"Solicita tu plaza aquí", "Envía tu solicitud aquí"},
		ctaLearn:    {"Descubre más aquí", "Más información aquí"},
		ctaSignup:   {"Inscríbete aquí", "Apúntate aquí"},
		ctaDonate:   {"Haz tu donativo aquí", "Dona aquí"},
		ctaCustom:   {"Aquí tienes el enlace", "El enlace"},
		ctaInvite:   {"Todos los detalles aquí", "Los detalles, aquí"},
	},
	plainLabel: map[string][]string{
		ctaBuy: {"Haz tu pedido aquí", "Pide aquí"}, ctaBook: {"Reserva aquí", "Reserva tu plaza aquí"},
		ctaDownload: {"Descarga tu copia aquí", "Aquí tienes la descarga"}, ctaSignup: {"Apúntate aquí", "Inscríbete aquí"},
	},
	ctaLabelNamed: map[string][]string{
		ctaBuy:      {"Consigue {product} aquí", "Aquí puedes conseguir {product}"},
		ctaDownload: {"Descarga {product} aquí"},
	},
	emotion: map[string][]string{
		"urgency":     {"No dejes que esto se quede en tu bandeja de entrada.", "Merece la pena hacerlo hoy y no algún día."},
		"excitement":  {"Tengo muchas ganas.", "Me hace mucha ilusión.", "Creo que te va a gustar."},
		"relief":      {"No tienes que resolverlo a solas.", "Puede ser más ligero de lo que ha sido."},
		"confidence":  {"Puedes hacerlo.", "Estás más cerca de lo que parece."},
		"curiosity":   {"Me encantaría saber qué te parece.", "Tengo curiosidad por saber qué piensas."},
		"frustration": {"No tiene por qué seguir siendo tan difícil.", "Hacer más de lo que no funciona no lo arregla."},
		"hope":        {"Donde estás hoy no es donde tienes que quedarte.", "Las cosas pueden cambiar, y empieza con un paso."},
		"empowerment": {"La decisión es tuya.", "No necesitas el permiso de nadie para empezar.", "El siguiente paso es tuyo."},
	},
	psLesson:    []string{"P.D. Si te quedas con una sola línea, que sea esta: {lesson}", "P.D. La versión corta: {lesson}", "P.D. Por si has leído en diagonal: {lesson}", "P.D. Vale la pena repetirlo: {lesson}"},
	psSale:      []string{"P.D. {it} está en {sale} ahora mismo, en lugar de {price}.", "P.D. Recuerda: ahora cuesta {sale}, no {price}."},
	psScarce:    []string{"P.D. {scarce}"},
	psRemind:    []string{"P.D. Te lo recuerdo: {scarce}"},
	psProof:     []string{"P.D. Un dato: {proof}", "P.D. Y no lo digo solo yo: {proof}", "P.D. Para que te hagas una idea: {proof}"}, // never "Algo que no te he contado": a count is no secret
	psBenefit:   []string{"P.D. Para qué sirve: {benefit}", "P.D. Lo que te llevas: {benefit}"},
	psBenefitDo: []string{"P.D. Con él puedes {benefit}"},
	psWhen:      []string{"P.D. Apúntalo: {when}.", "P.D. Guarda la fecha: {when}.", "P.D. Recuerda la fecha: {when}."},
	psReply:     []string{"P.D. Basta con una línea de respuesta.", "P.D. Solo tienes que responder a este correo."},
	psDeadline:  []string{"P.D. Fecha límite: {when}.", "P.D. Ojo con la fecha: {when}."},
	again:       []string{"Aquí tienes el enlace otra vez:", "El enlace, una vez más:", "El mismo enlace:"},
	passAlong:   []string{"El enlace, para compartirlo:", "Aquí tienes el enlace para compartir:"},
	tip:         []string{"Mi consejo para no cometer el mismo error: {tip}", "Si te quedas con una precaución: {tip}", "Cómo evitarlo: {tip}"},
	replyLink:   []string{"Y si antes quieres los detalles, están aquí:", "La página, por si la quieres:", "Todo lo demás está en la página:"},
	noLink:      []string{"Responde a este correo si quieres dar el paso.", "Solo tienes que responder a este correo.", "Contesta a este correo y lo vemos."},
	subjectsNote: []string{"Una nota rápida", "Esto vale un minuto", "Algo que quería que supieras", "Antes de tu próximo paso", "Una sola cosa",
		"Algo breve", "Para que lo sepas", "Breve y útil"},
	subjects: []string{
		"Una historia corta para ti", "Una historia que vale dos minutos", "Una historia, una lección", "Antes de tu próximo paso",
		"Una historia rápida y lo que significa", "Dos minutos, una historia", "Lee esta hasta el final", "La historia detrás de este correo",
		"Algo que quería contarte", "Aquí va la historia", "Una historia de las buenas", "Te cuento algo",
	},
	subjAbout:   []string{"Sobre {name}", "Lo que pasó con {name}", "La historia de {name}"},
	subjPrice:   []string{"{product}: {sale} (antes {price})", "{product} está en {sale}", "{sale} en lugar de {price}"},
	subjLesson:  []string{"{lesson}"},
	subjProduct: []string{"Te presento {product}", "Sobre {product}", "Una nota sobre {product}"},
	freeWords:   []string{"gratis", "gratuito", "gratuita", "free", "0", "0 €", "0€", "sin coste"},
	leadStart:   []string{"un", "una", "el", "la", "los", "las", "mi", "nuestro", "nuestra", "tu", "este", "esta"},
}

// isFree reports whether a price value means "no charge" in the pack's
// language (or English, which users mix in).
func (p *langPack) isFree(price string) bool {
	v := strings.ToLower(bare(price))
	for _, w := range append(p.freeWords, english.freeWords...) {
		if v == w {
			return true
		}
	}
	return false
}

// toneKey maps a tone value, including custom text, onto a known tone.
func toneKey(tone string) string {
	t := strings.ToLower(strings.TrimSpace(tone))
	if _, ok := english.greet[t]; ok {
		return t
	}
	// "warm but professional, no jokes": what the user rules out is no tone, and the tone
	// named first leads ("cercano pero profesional" is warm first).
	t = negatedTone.ReplaceAllString(strings.ReplaceAll(t, "no nonsense", "no-nonsense"), " ")
	best, at := "casual", len(t)+1 // friendly, conversational and anything unknown
	for _, k := range toneWords {
		for _, w := range k.words {
			if i := strings.Index(t, w); i >= 0 && i < at {
				best, at = k.tone, i
			}
		}
	}
	return best
}

// negatedTone is a tone the user rules out: "no jokes", "not salesy", "sin bromas".
var negatedTone = regexp.MustCompile(`\b(?:no|not|never|without|don'?t be|sin|nada de)\s+(?:too\s+|muy\s+)?\p{L}+`)

// toneWords are the words of a custom tone that name a known one.
var toneWords = []struct {
	tone  string
	words []string
}{
	{"humorous", []string{"funny", "humor", "humour", "witty", "playful", "fun", "silly", "sarcas", "cheeky", "lighthearted", "light-hearted", "joke", "divertid", "gracios"}},
	{"professional", []string{"formal", "corporate", "business", "polished", "professional", "b2b", "profesional"}},
	{"authoritative", []string{"expert", "bold", "confident", "authorit", "direct", "assertive", "commanding", "no-nonsense", "straight talk", "blunt", "to the point", "experto", "directo"}},
	{"serious", []string{"serious", "somber", "sombre", "grave", "urgent", "sober", "serio"}},
	{"personal", []string{"warm", "heartfelt", "empath", "personal", "intimate", "vulnerable", "honest", "sincere", "caring", "emotional", "inspir", "uplift", "cálid", "cercan"}},
}

// emotionKey maps a desired emotion, including custom text, onto a known
// emotion; custom reports whether the value was the user's own words. An
// unknown custom emotion maps to "" and is handled neutrally.
func emotionKey(emotion string) (key string, custom bool) {
	e := strings.ToLower(strings.TrimSpace(emotion))
	if _, ok := english.emotion[e]; ok {
		return e, false
	}
	switch {
	case e == "":
		return "hope", false
	case containsAny(e, "fomo", "scarc", "hurry", "deadline", "urgen", "rush"):
		return "urgency", true
	case containsAny(e, "excit", "thrill", "energ", "hype", "joy", "delight", "enthus", "emoci", "ilusi"):
		return "excitement", true
	case containsAny(e, "calm", "ease", "relie", "peace", "comfort", "reassur", "safe", "relax", "alivio", "tranquil"):
		return "relief", true
	case containsAny(e, "confiden", "trust", "certain", "secure", "capable", "pride", "proud", "confianza", "seguridad"):
		return "confidence", true
	case containsAny(e, "curio", "intrig", "wonder", "myster", "surpris", "interest"):
		return "curiosity", true
	case containsAny(e, "anger", "angry", "frustrat", "annoy", "fed up", "outrage"):
		return "frustration", true
	case containsAny(e, "empower", "strong", "power", "control", "brave", "courage", "determin"):
		return "empowerment", true
	case containsAny(e, "hope", "inspir", "optimi", "esperanza", "hopeful"):
		return "hope", true
	}
	return "", true // nostalgia, gratitude, belonging…: no stock line claims a feeling
}

func containsAny(s string, subs ...string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}
