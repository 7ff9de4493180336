package writer

import (
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/golangci/misspell"
)

// Stories are typed fast: "couldnt", "alot", "literaly", "sabado". A copywriter fixes
// such slips before an email goes out; only unambiguous ones are fixed here ("wont" and "mas"
// are words too: each is fixed only where it cannot be one, "wont name them", "mas cerca"), so
// nothing the user meant is changed.

var typoWord = regexp.MustCompile(`[\p{L}']+`)

var typosEN = map[string]string{
	"couldnt": "couldn't", "didnt": "didn't", "doesnt": "doesn't", "dont": "don't", "isnt": "isn't", "wasnt": "wasn't",
	"werent": "weren't", "arent": "aren't", "havent": "haven't", "hasnt": "hasn't", "hadnt": "hadn't", "wouldnt": "wouldn't",
	"shouldnt": "shouldn't", "cant": "can't", "thats": "that's", "heres": "here's", "theres": "there's", "whats": "what's",
	"youre": "you're", "theyre": "they're", "ive": "I've", "im": "I'm", "alot": "a lot", "literaly": "literally",
	"definately": "definitely", "embarassed": "embarrassed", "embarassing": "embarrassing", "seperate": "separate", "untill": "until", "tommorow": "tomorrow", "tomorow": "tomorrow",
	"becuase": "because", "recieve": "receive", "recieved": "received", "wierd": "weird", "beleive": "believe",
	"occured": "occurred", "accomodate": "accommodate", "begining": "beginning", "goverment": "government",
	"succesful": "successful", "mgmt": "management", "wifes": "wife's", "lions mane": "lion's mane", "avail": "available", "add'l": "additional", "addl": "additional", "govt": "government", "dept": "department", "bc": "because", "thru": "through", "yrs": "years", "hrs": "hours", "avg": "average",
	"mins": "minutes", "wks": "weeks", "mos": "months", "em": "'em", "happend": "happened", "wknd": "weekend", "wk": "week", "appt": "appointment", "appts": "appointments", "bday": "birthday", "bdays": "birthdays", "btls": "bottles", "btl": "bottle", "cert": "certificate", "certs": "certificates", "qty": "quantity",
	"wkend": "weekend", "ppl": "people", "pls": "please", "plz": "please", "msgs": "messages", "msg": "message", "thurs": "Thursday", "tues": "Tuesday", "weds": "Wednesday",
	"approx": "about", "tazmanian": "Tasmanian", "replacment": "replacement", "hes": "he's", "shes": "she's", "fri": "Friday", "realy": "really", "finaly": "finally", "usualy": "usually", "actualy": "actually", "totaly": "totally", "basicly": "basically", "inlaws": "in-laws", "youll": "you'll", "seperately": "separately", "skus": "SKUs", "ur": "your", "u": "you", "sku": "SKU", "seperated": "separated", "til": "until", "theyll": "they'll", "itll": "it'll", "wouldve": "would've", "couldve": "could've", "shouldve": "should've", "youve": "you've", "theyve": "they've", "weve": "we've", "theyd": "they'd", "youd": "you'd",
	// holidays are names: "on christmas with the inlaws over"
	"christmas": "Christmas", "thanksgiving": "Thanksgiving", "easter": "Easter", "halloween": "Halloween", "hanukkah": "Hanukkah",
}

var typosES = map[string]string{
	"sabado": "sábado", "sabados": "sábados", "miercoles": "miércoles", "aqui": "aquí", "alli": "allí", "tambien": "también", "despues": "después",
	"ademas": "además", "facil": "fácil", "dificil": "difícil", "dia": "día", "dias": "días", "asi": "así", "ultimo": "último",
	"ultima": "última", "numero": "número", "cafe": "café", "mama": "mamá", "pidio": "pidió", "azucar": "azúcar", "tradicion": "tradición", "codigo": "código", "minimo": "mínimo", "articulo": "artículo",
	"todavia": "todavía", "jamas": "jamás", "rapido": "rápido", "musica": "música", "pagina": "página", "telefono": "teléfono",
	// accents a quick typist leaves off where the bare spelling is no word of its own
	"habia": "había", "tenia": "tenía", "tenian": "tenían", "habian": "habían", "queria": "quería", "podia": "podía", "decia": "decía",
	"vivia": "vivía", "sentia": "sentía", "venia": "venía", "aprobo": "aprobó", "podeis": "podéis", "teneis": "tenéis",
	"sabeis": "sabéis", "teorico": "teórico", "teorica": "teórica", "segun": "según", "champu": "champú", "oidos": "oídos", "muchisimo": "muchísimo",
	"muchisimos": "muchísimos", "muchisima": "muchísima", "ningun": "ningún", "algun": "algún", "comun": "común", "unico": "único", "unica": "única",
	"proximo": "próximo", "proxima": "próxima", "pequeno": "pequeño", "pequena": "pequeña", "pequenos": "pequeños", "manana": "mañana",
	"nino": "niño", "nina": "niña", "ninos": "niños", "ninas": "niñas", "espanol": "español", "dueno": "dueño", "duena": "dueña", "duenos": "dueños",
	"senora": "señora", "senor": "señor", "companero": "compañero", "companera": "compañera", "ensenar": "enseñar", "tipico": "típico",
	"clasico": "clásico", "basico": "básico", "basica": "básica", "maquina": "máquina", "examenes": "exámenes", "penso": "pensó", "pense": "pensé", "corrio": "corrió", "atras": "atrás", "carpinteria": "carpintería",
	"atico": "ático", "ingles": "inglés", "atrevia": "atrevía", "unicos": "únicos", "unicas": "únicas", "tecnicos": "técnicos", "tecnico": "técnico", "desc": "descuento", "maraton": "maratón", "analisis": "análisis", "fisioterapia": "fisioterapia",
	"facilisimo": "facilísimo", "rapidisimo": "rapidísimo", "economico": "económico", "economica": "económica", "fisico": "físico", "fisica": "física",
	"medico": "médico", "medica": "médica", "autobus": "autobús", "jovenes": "jóvenes", "ultimos": "últimos", "ultimas": "últimas",
	"camaras": "cámaras", "camara": "cámara", "salon": "salón", "guarderia": "guardería", "abri": "abrí", "volvi": "volví", "empece": "empecé",
	"estan": "están", "movil": "móvil", "moviles": "móviles", "musico": "músico", "musicos": "músicos", "autonomo": "autónomo", "autonomos": "autónomos",
	"autonomica": "autonómica", "autonomicas": "autonómicas", "andalucia": "Andalucía", "guitarron": "guitarrón", "empezo": "empezó",
	// a preterite in -ió typed bare, where the bare spelling is no word ("fallecio en 2022")
	"fallecio": "falleció", "salio": "salió", "volvio": "volvió", "murio": "murió", "nacio": "nació", "decidio": "decidió",
	"vivio": "vivió", "conocio": "conoció", "abrio": "abrió", "subio": "subió", "recibio": "recibió", "perdio": "perdió",
	"aprendio": "aprendió", "entendio": "entendió", "comio": "comió", "ofrecio": "ofreció", "crecio": "creció", "sintio": "sintió",
	"siguio": "siguió", "eligio": "eligió", "sirvio": "sirvió", "durmio": "durmió", "cumplio": "cumplió", "escribio": "escribió",
	"sufrio": "sufrió", "compartio": "compartió", "permitio": "permitió", "resolvio": "resolvió", "devolvio": "devolvió",
	"movio": "movió", "rompio": "rompió", "respondio": "respondió", "vendio": "vendió", "metio": "metió", "prometio": "prometió",
	"aparecio": "apareció", "parecio": "pareció", "agradecio": "agradeció", "reconocio": "reconoció", "lloro": "lloró",
	// note shorthand: "xq"/"pq" is "porque" ("q" alone is "que": see queShort)
	"xq": "porque", "pq": "porque",
}

// Spanish nouns in -ción and -sión always carry the accent in the singular ("informacion",
// "decision"); "ano" after a word that counts time is the year, "año" ("el ano pasado", "3 anos").
var (
	cionNoun = regexp.MustCompile(`\b(\p{L}{2,}[cstx])ion([^\p{L}]|$)`) // (\b is ASCII-only: "mencionó" goes on)
	// "el practico" is the driving test's practical part; "no se que hacer" is "no sé qué hacer"
	moreAfterAmount = regexp.MustCompile(`(\d ?[€$%]?) mas\b`)                               // "son 15€ mas"
	queShort        = regexp.MustCompile(`(^|[\s(¿¡"])q([\s,])`)                             // "dice q es", never "Q3"
	moreThanES      = regexp.MustCompile(`\b([Mm])as (de \d)`)                               // "mas de 140 jardines"
	mostES          = regexp.MustCompile(`\b((?:el|la|los|las|lo)(?: \p{L}+)?) mas (\p{L})`) // "el mes mas caliente"
	// ("me llamo Ana" is a name: "llamo" after "me" is left alone)
	pastToUs    = regexp.MustCompile(`\b(nos|le|les) (llam|mand|escrib|pregunt|cont|dej|regal|recomend|ayud)o\b|\b(me|te) (mand|escrib|pregunt|cont|dej|regal|recomend|ayud)o\b`)
	theAreaES   = regexp.MustCompile(`\b(el|del|al|en el) area\b`)
	practicalES = regexp.MustCompile(`\b(el|del|al) practico\b`)
	porX        = regexp.MustCompile(`(\p{Ll}) x (\p{L})`)
	practiceES  = regexp.MustCompile(`\b((?i:con|la|de|mucha|poca|más|sin)) practica\b`)
	practicesES = regexp.MustCompile(`\b(\d+|las|sus|tus|mis|unas|muchas|pocas) practicas\b`)
	dontKnowES  = regexp.MustCompile(`\b([Nn]o) se (que|qué|si|como|cómo|donde|dónde|cuando|cuándo)\b`)
	// "se quedo en 312€", "se paro de su silla": after "se" the bare -o is the preterite
	// ("se queda" would be the present)
	seVerbES = regexp.MustCompile(`\b([Ss]e) (qued|par|acerc|levant|sent|march|llev|ech|enamor|olvid|termin|cans|asust|emocion|preocup|anim|arregl|anot|inscrib|apunt)o\b`)
	// "no sabia ni por donde", "Si estas planeando": the verb, never "wise" or "these"
	knewES       = regexp.MustCompile(`\b([Nn]o|[Nn]i|[Yy]a|[Qq]ue) (sab|ten|pod|quer|hac|dec)ia\b`)
	areDoing     = regexp.MustCompile(`\b([Ee])stas (\p{L}+(?:ando|iendo))\b`)
	parentES     = regexp.MustCompile(`\b([Mm]i|[Tt]u|[Ss]u) papa\b`)
	percentOffES = regexp.MustCompile(`(\d\s?%)\s*(?:dto|dcto|desc|off)\b\.?`)
	// payWayES is a discount's way to pay typed as notes: "efectivo/transferencia".
	payWayES  = regexp.MustCompile(`(?i)\b(?:en |pagando (?:en )?)?efectivo\s*(?:/|o)\s*(?:por )?transferencia\b`)
	tooMuchES = regexp.MustCompile(`\bde mas\b`)
	yearES    = regexp.MustCompile(`\b((?i:el|este|cada|un|al|del|ese|próximo|último|todo el|\d+) )an(o|os)\b`)
)

// masAdverb is "mas" where it can only mean "más" ("mas cerca", "mas de 40"); alone it is also
// "but", so it is left alone elsewhere.
// superMarket is the shop, "del super": "del súper".
var superMarket = regexp.MustCompile(`\b(del|al|el) super\b`)

var masAdverb = regexp.MustCompile(`\b([Mm])as (cerca|lejos|tarde|temprano|grande|pequeño|rápido|fácil|difícil|barato|caro|tiempo|de|que|del|allá|aún|o menos)\b`)

// brands are names typed in lower case ("instagram"); a name has one spelling in any language.
var brands = map[string]string{
	"instagram": "Instagram", "facebook": "Facebook", "youtube": "YouTube", "tiktok": "TikTok", "linkedin": "LinkedIn",
	"whatsapp": "WhatsApp", "etsy": "Etsy", "shopify": "Shopify", "paypal": "PayPal", "venmo": "Venmo", "spotify": "Spotify",
	"pinterest": "Pinterest", "substack": "Substack", "eventbrite": "Eventbrite", "airbnb": "Airbnb", "google": "Google",
	"yelp": "Yelp", "gmail": "Gmail", "nike": "Nike", "amazon": "Amazon", "netflix": "Netflix", "zillow": "Zillow", "quickbooks": "QuickBooks", "canva": "Canva", "mailchimp": "Mailchimp", "kajabi": "Kajabi",
}

func init() {
	for k, v := range brands {
		typosEN[k], typosES[k] = v, v
	}
	// weekdays are names in English: "3 saturdays open", "see you friday"
	for _, d := range strings.Fields("monday tuesday wednesday thursday friday saturday sunday") {
		typosEN[d], typosEN[d+"s"] = ucfirst(d), ucfirst(d)+"s"
	}
}

// zoomVia is Zoom as the way a class is held: "por zoom", "via zoom", "over zoom".
var zoomVia = regexp.MustCompile(`\b((?i:por|via|over))\s+zoom\b`)

// zoomApp is Zoom the video call typed in lower case: "live zoom", "(zoom or at my office)",
// "a zoom call"; "zoom in" and "zoom out" are the verb.
var zoomApp = regexp.MustCompile(`(?i)(\b(?:on|via|over|by|live|a|the|por|en|\d+[- ]min(?:ute)?)\s+|\()zoom\b(\s*(?:[,.;:)]|or|call|meeting|session|class|link|workshop|webinar|y|o|$))`)

var (
	withSlash = regexp.MustCompile(`(^|\s)[Ww]/\s?`)
	// withShort is "w" for "with" before what comes with: "a guide w photos", "w a friend"
	withShort = regexp.MustCompile(`(\p{Ll}) w ([\p{L}\d])`)
	// withoutSlash is "w/o": without.
	withoutSlash = regexp.MustCompile(`(^|\s)[Ww]/[Oo]\b`)
	// bareRoleStart is a sentence opening on a role with no article: "Customer told me…", "guy
	// comes in with…" is "A customer told me…", "A guy comes in with…".
	bareRoleStart = regexp.MustCompile(`(?m)(^\s*(?:[-*•]\s+)?|[.!?]\s+)((?i:customer|client|patient|guy|lady|woman|man|kid|student|member|donor|neighbor|neighbour|couple|family|teacher|homeowner|reader|listener|viewer))( (?:ordered|hired|paid|needed|wanted|found|told|came|comes|walked|walks|called|calls|asked|asks|said|says|brought|brings|emailed|emails|wrote|writes|showed|shows|messaged|texted|DMed|dropped|stopped|signed|booked|bought|sent|left|out on|out in|from|up in|over in|down in)\b)`)
	// bareLast is a note's "last cleaning was…": "The last cleaning was 14 months ago".
	bareLast = regexp.MustCompile(`(?m)(^\s*(?:[-*•]\s+)?|[.!?]\s+)([Ll])ast (cleaning|service|visit|inspection|checkup|appointment|repair|tune-?up|order|session) (was|were|had)\b`)
	// arrowTo is note shorthand for a change: "400 -> 2,100".
	arrowTo = regexp.MustCompile(`(\S)\s*(?:->|→|=>)\s*(\S)`)
	// parentSaid is a parent named by what they are called: "like dad said", "as mom always says".
	parentSaid = regexp.MustCompile(`\b((?:like|as) )(dad|mom|mum|grandma|grandpa)( (?:said|says|used to say|always said|always says|would say)\b)`)
	// ageInBrackets is a note's age after a name: "Sofia (11) had" reads "Sofia, 11, had".
	ageInBrackets = regexp.MustCompile(`\b([A-Z][\p{L}]+) \((\d{1,2})\)( \p{Ll})`)
	// thereOwn is "there own yard": only "their" owns; doubleStop is a typed ".." that is no ellipsis.
	thereOwn   = regexp.MustCompile(`\b([Tt])here own\b`)
	shouted    = regexp.MustCompile(`!{2,}`)
	doubleStop = regexp.MustCompile(`([^.])\.\.(\s|$)`)
	// closedFor is how long a place was shut: "closed 6 weeks" is "closed for 6 weeks".
	closedFor = regexp.MustCompile(`\b(closed|shut down|shut) (\d+ (?:days?|weeks?|months?))`)
	// streetShort is a street typed "Elm st"; wontVerb is "wont" before a verb: "wont name them".
	streetShort = regexp.MustCompile(`\b([A-Z][a-z]+) st\b\.?`)
	wontVerb    = regexp.MustCompile(`\b([Ww])ont (be|name|say|tell|let|stop|take|need|happen|lie|last|work|help|forget|see|get|go|do|have|make|find|believe|regret|miss|want|like|hurt|break|cost|fit|charge|sell|ship|wait|notice|taste|feel|know)\b`)
	// yearAfterVerb is a year typed straight after what happened in it: "my hive swarmed 2019."
	yearAfterVerb = regexp.MustCompile(`\b(\p{Ll}{3,}ed) ((?:19|20)\d\d)([,.;!?]|$)`)
	pointShort    = regexp.MustCompile(`\b(\d+)-pt\b`)
	holidayLower  = regexp.MustCompile(`\b(?:memorial|labor|labour|veterans|presidents|independence|boxing|mlk) day\b`)
	letsGo        = regexp.MustCompile(`\b((?:ok|okay|so|now|and|said),?\s+)lets\b`)
	turnedAway    = regexp.MustCompile(`(?i)\b(nobody|no one|no family|no kid|no child|no one's)\s+turned away\b`)
	yearsOld      = regexp.MustCompile(`\b(\d{1,2})[- ](?:yr|yrs|year|years)[- ]old (\p{Ll}{3,})`)
	dayPair       = regexp.MustCompile(`(?i)\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)/(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b`)
	dayShort      = regexp.MustCompile(`\b(Mon|Tue|Tues|Wed|Thu|Thur|Fri|Sat|Sun)\.?(\s+\d)`)
	dayNames      = map[string]string{"mon": "Monday", "tue": "Tuesday", "tues": "Tuesday", "wed": "Wednesday", "thu": "Thursday", "thur": "Thursday", "thurs": "Thursday", "fri": "Friday", "sat": "Saturday", "sun": "Sunday"}
)

// holidayEve is the eve of a holiday, a name too: "Christmas Eve".
var holidayEve = regexp.MustCompile(`\b(Christmas|New Year's) eve\b`)

// obviTail is a note's "obvi" closing its clause; forFree is "did it free", done for free.
var (
	obviTail       = regexp.MustCompile(`(?m)\s+obvi\b([.!;]|$)`)
	giftDayTyped   = regexp.MustCompile(`(?i)\b(mother|father|valentine)'?s'? day\b`)
	dayBeforeMonth = regexp.MustCompile(`(?i)\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.? (` + monthName + ` \d)`)
	dayRange       = regexp.MustCompile(`(?i)\b(mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)-(mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\b`)
	monthRange     = regexp.MustCompile(`(?i)\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)-(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b`)
	saturdayShort  = regexp.MustCompile(`(?i)(/|\b(?:on|by|until|til|this|next|every|out|open|closed|from|thru|through|the) )sat\b`)
	atTime         = regexp.MustCompile(`\s@\s?(\d)`)
	walkIn         = regexp.MustCompile(`(?i)\b(walk) in only\b`)
	dayOrdinal     = regexp.MustCompile(`(?i)\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\.? (the \d{1,2}(?:st|nd|rd|th))\b`)
	yearShort      = regexp.MustCompile(`\b((?i:last|this|next|a|per|each|every|one|school|fiscal|first|second|third)|\d) yr\b`)
	thisYears      = regexp.MustCompile(`\b([Tt]his|[Ll]ast|[Nn]ext) (?:years|yrs) (\p{L})`)
	mgmtCo         = regexp.MustCompile(`\b([Mm])gmt co\b\.?`)
	probably       = regexp.MustCompile(`\bprob (\d|not|never|the|a|about|around|more|less|just|will|won't|gonna)`)
	forFree        = regexp.MustCompile(`\b(did|do|does|doing|done) it free\b`)
	notThenIs      = regexp.MustCompile(`\b((?:isn'?t|is not|aren'?t|are not|wasn'?t) [^,.;:!?]{1,30}?) (?:it's|its)\b`)
	spacedDash     = regexp.MustCompile(`(\p{L}[.!?"]?) - (\p{L})`)
	orgLower       = regexp.MustCompile(`\b\p{Ll}+\b(?: [A-Z]\p{Ll}+)* (?:Credit Union|Bank|Foundation|Church|Hospital|Library|University|College|High School|Elementary|Rotary Club)\b`)
	orgDoing       = regexp.MustCompile(`\b(Credit Union|Bank|Foundation|Church|Rotary Club|Council) (matching|doubling|covering|sponsoring|donating|offering|giving)\b`)
	everyDollar    = regexp.MustCompile(`\bevery \$(\s|$)`)
	amountEquals   = regexp.MustCompile(`(\$[\d,.]+k?) = `)
	amountTotal    = regexp.MustCompile(`(\$[\d,.]+k?(?:[ /]\p{L}+){0,3}) = (\$[\d,.]+k?)`)
	inclTail       = regexp.MustCompile(`(?m)\bincl\b\.?([,;)]|\.?$)`)
	inclShort      = regexp.MustCompile(`\bincl\b\.?`)
)

// atEnd is note shorthand for "at the end" closing a phrase.
var atEnd = regexp.MustCompile(`\bat end\b`)

// icaly is an adverb typed with one l: "basicaly", "automaticaly".
var icaly = regexp.MustCompile(`\b(\p{L}{2,})icaly\b`)

// itIs is "its" before words no possessive takes; youAre is "your" before words no possessive
// takes.
var (
	itIs   = regexp.MustCompile(`\b([Ii])ts (a|an|the|not|been|so|too|just|really|usually|probably|gonna|going|never|always|only|still|actually|like|ok|okay|fine|true|worth|ice cold|freezing|hot|cold|over|all|what|why|how|when|who|where|because|about|time|here|there|very|pretty|super|easy|hard|fixable|normal|ok|okay)\b`)
	youAre = regexp.MustCompile(`\b([Yy])our (supposed|gonna|going to|not|welcome|invited|never|always|so|too|probably|already)\b`)
)

// notButIts is "its" after a denial, saying what it is instead: "isnt age, its setup".
var notButIts = regexp.MustCompile(`\b((?:isn'?t|is not|wasn'?t|not) [^,.;!?]{1,40}), ([Ii])ts\b`)

// makerModel is a lower-case word between a determiner and a model code ("his martin D-28",
// "a fender CD-60"); notMaker are the words there that describe rather than name.
var (
	makerModel = regexp.MustCompile(`\b((?:a|an|the|my|his|her|their|our|your|this|that|old) )(\p{Ll}{3,})( [A-Z]{1,3}-?\d{1,4}[A-Za-z]?\b)`)
	notMaker   = setOf(`old new used vintage little big cheap nice beautiful gorgeous beat broken cracked original own first second third last same other spare`)
	// relativeOwns is a person's kin or thing typed without its apostrophe: "my neighbors daughter".
	relativeOwns = regexp.MustCompile(`\b(my|our|his|her|their|your|a) (neighbor|neighbour|friend|sister|brother|cousin|client|boss|coworker|wife|husband|son|daughter)s (daughter|son|kid|kids|dog|cat|house|car|wedding|mom|dad|wife|husband|birthday|business|shop|yard|garage|basement|kitchen|place)\b`)
	parentOwns   = regexp.MustCompile(`\b(his|her|my|your|their|our) (dad|mom|mum|mother|father|grandma|grandpa|grandmother|grandfather|wife|husband)s([,.;!?])`)
)

// namedLower is a name typed in lower case after "named": "a guy named doug"; namedPronoun
// is "named" before a pronoun or a determiner, which is no name.
var namedPronoun = regexp.MustCompile(`\bnamed (?:Her|His|It|Them|Him|Me|Us|My|Our|Their|The|A|An|Its|Your|This|That)\b`)

// namedLower is a name typed in lower case after "named": "a guy named doug".
var namedLower = regexp.MustCompile(`\bnamed (\p{Ll})`)

// monthLower is a month typed in lower case before a day ("dec 10", "march 3").
var monthLower = regexp.MustCompile(`\b(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)(\.?\s+\d)`)

// englishSpelling is misspell's list of common English misspellings, the one code linters
// use: thousands of slips, each with a single meaning, corrected keeping their capitals.
var englishSpelling = sync.OnceValue(misspell.New)

// fixTypos corrects the unambiguous slips of a text in lang, keeping a capital first letter.
func fixTypos(s, lang string) string {
	table := typosEN
	if lang == "es" {
		table = typosES
		s = openingMarks(s)
		s = masAdverb.ReplaceAllString(s, "${1}ás ${2}")
		s = superMarket.ReplaceAllString(s, "$1 súper")
		s = cionNoun.ReplaceAllString(s, "${1}ión${2}")
		s = yearES.ReplaceAllString(s, "${1}añ$2")
		s = practicalES.ReplaceAllString(s, "$1 práctico")
		s = pastToUs.ReplaceAllString(s, "$1$3 ${2}${4}ó") // "nos llamo", "me mando": he called us, she sent me
		s = theAreaES.ReplaceAllString(s, "$1 área")
		s = practiceES.ReplaceAllString(s, "$1 práctica")
		s = porX.ReplaceAllString(s, "$1 por $2")           // "clases x zoom"
		s = practicesES.ReplaceAllString(s, "$1 prácticas") // "15 practicas"
		s = moreAfterAmount.ReplaceAllString(s, "$1 más")
		s = moreThanES.ReplaceAllString(s, "${1}ás $2")
		s = queShort.ReplaceAllString(s, "${1}que$2")
		s = percentOffES.ReplaceAllString(s, "$1 de descuento") // "10% dto." is 10% de descuento
		s = payWayES.ReplaceAllString(s, "pagando en efectivo o por transferencia")
		s = seVerbES.ReplaceAllString(s, "$1 ${2}ó")
		s = knewES.ReplaceAllString(s, "$1 ${2}ía")
		s = areDoing.ReplaceAllString(s, "${1}stás $2")
		s = parentES.ReplaceAllString(s, "$1 papá")
		s = tooMuchES.ReplaceAllString(s, "de más")
		s = mostES.ReplaceAllString(s, "$1 más $2")
		s = dontKnowES.ReplaceAllStringFunc(s, func(m string) string {
			g := dontKnowES.FindStringSubmatch(m)
			w := map[string]string{"que": "qué", "como": "cómo", "donde": "dónde", "cuando": "cuándo"}[g[2]]
			if w == "" {
				w = g[2]
			}
			return g[1] + " sé " + w
		})
	}
	if lang == "en" {
		s, _ = englishSpelling().Replace(s) // "Teh", "buisness", "recieve"
		// Note shorthand: "3 sessions / week" reads "3 sessions a week" ("$189/month" stays).
		s = perUnit.ReplaceAllString(s, " a $1")
		// "55 hr weeks" are 55-hour weeks; "~30" is about 30
		if strings.Contains(s, " hr") {
			s = hrUnit.ReplaceAllString(s, "$1 hour $2")
		}
		if strings.Contains(s, "~") {
			s = tildeAbout.ReplaceAllString(s, "${1}about $2")
		}
		s = hyphenUnits(s)
		// "our first 4 weeks plan" is the plan for the first 4 weeks
		if strings.Contains(s, "first ") {
			s = firstWeeksPlan.ReplaceAllString(s, "$1 $4 for the first $2 $3")
		}
		// "2x a week" and "10 min of mobility" are note shorthand
		s = timesPer.ReplaceAllStringFunc(s, func(m string) string {
			n, rest, _ := strings.Cut(m, "x ")
			if n == "2" {
				return "twice " + rest
			}
			return n + " times " + rest
		})
		s = minShort.ReplaceAllString(s, "$1 minutes$2")
		// "a member for 3 years" after "is an ER nurse" has been one; "A deadline and a group
		// makes" is two things that make
		s = memberFor.ReplaceAllString(s, "$1 and has been a $2 $3 ")
		s = whichAfterTime.ReplaceAllString(s, "$1, which ")
		s = pairVerb.ReplaceAllStringFunc(s, func(m string) string { return strings.TrimSuffix(m, "s") })
		// "did her first pull-up in Feb." is February; "Dec 31" keeps its date's short form
		s = monthAlone.ReplaceAllStringFunc(s, func(m string) string {
			g := monthAlone.FindStringSubmatch(m)
			if g[3] != "" {
				return m
			}
			return g[1] + " " + fullMonth[strings.ToLower(g[2])]
		})
		s = monthLower.ReplaceAllStringFunc(s, ucfirst)
		s = strings.ReplaceAll(s, "NO ONE", "no one")                    // "Scholarships avail, NO ONE turned away"
		s = turnedAway.ReplaceAllString(s, "$1 is turned away")          // "nobody turned away for $$"
		s = letsGo.ReplaceAllString(s, "${1}let's")                      // "I said ok lets just learn one thing"
		s = holidayLower.ReplaceAllStringFunc(s, func(m string) string { // "memorial day week"
			a, b, _ := strings.Cut(m, " ")
			return ucfirst(strings.ToLower(a)) + " " + ucfirst(strings.ToLower(b))
		})
		s = strings.ReplaceAll(s, " for $$", " for lack of money")
		s = yearsOld.ReplaceAllStringFunc(s, func(m string) string { // "a 13 yr old shih tzu"
			g := yearsOld.FindStringSubmatch(m)
			if notModified[g[2]] || notAfterUnit[g[2]] {
				return m // "she was 9 yrs old when…"
			}
			return g[1] + "-year-old " + g[2]
		})
		s = monthAfter.ReplaceAllStringFunc(s, func(m string) string {
			head, month, _ := strings.Cut(m, " ")
			return head + " " + ucfirst(month)
		})
		// "its ice cold", "its a 45-minute job", "your supposed to": the contraction, where the
		// possessive cannot be meant
		s = itIs.ReplaceAllString(s, "${1}t's $2")
		s = notButIts.ReplaceAllString(s, "$1, ${2}t's") // "isn't age, its setup": what it is instead
		// "a martin D-28", "his dads,": a maker before its model code is a name; a parent's
		// thing after "his" is theirs
		s = makerModel.ReplaceAllStringFunc(s, func(m string) string {
			g := makerModel.FindStringSubmatch(m)
			if notMaker[g[2]] {
				return m
			}
			return g[1] + ucfirst(g[2]) + g[3]
		})
		s = parentOwns.ReplaceAllString(s, "$1 $2's$3")
		s = relativeOwns.ReplaceAllString(s, "$1 $2's $3")
		s = atEnd.ReplaceAllString(s, "at the end")       // "Q&A at end"
		s = obviTail.ReplaceAllString(s, ", obviously$1") // "did it free obvi"
		s = forFree.ReplaceAllString(s, "$1 it for free")
		s = inclTail.ReplaceAllString(s, "included$1")               // "gift box incl" ends its item: included
		s = notThenIs.ReplaceAllString(s, "$1, it's")                // "isn't charity it's a bridge"
		s = spacedDash.ReplaceAllString(s, "$1 — $2")                // "found us - a teacher slipped him…"
		s = orgLower.ReplaceAllStringFunc(s, func(m string) string { // "lakeview Credit Union"
			if w, _, _ := strings.Cut(m, " "); notOrgWord[w] {
				return m // "teacher at Garfield Elementary": "at" is no part of the name
			}
			return ucfirst(m)
		})
		s = everyDollar.ReplaceAllString(s, "every dollar$1")
		s = orgDoing.ReplaceAllString(s, "$1 is $2")         // "Lakeview Credit Union matching every gift"
		s = amountTotal.ReplaceAllString(s, "$1, that's $2") // "$3,400 per van = $13,600 total" is a sum, not what $3,400 buys
		s = amountEquals.ReplaceAllString(s, "$1 covers ")   // "$25 = a month of weekends"
		s = inclShort.ReplaceAllString(s, "including")
		s = yearShort.ReplaceAllString(s, "$1 year")      // "last yr"; "$449/yr" keeps its unit
		s = thisYears.ReplaceAllString(s, "$1 year's $2") // "This years Mother's Day bouquet"
		s = mgmtCo.ReplaceAllString(s, "${1}anagement company")
		s = probably.ReplaceAllString(s, "probably $1")                  // "ponding water prob 2 yrs"; "no prob" is no problem
		s = giftDayTyped.ReplaceAllStringFunc(s, func(m string) string { // "mothers day" is Mother's Day
			g := giftDayTyped.FindStringSubmatch(m)
			return ucfirst(strings.ToLower(g[1])) + "'s Day"
		})
		s = dayBeforeMonth.ReplaceAllStringFunc(s, func(m string) string { // "wed may 7" is Wednesday May 7
			g := dayBeforeMonth.FindStringSubmatch(m)
			return dayNames[strings.ToLower(g[1])] + " " + ucfirst(g[2])
		})
		s = dayRange.ReplaceAllStringFunc(s, func(m string) string { // "tues-sat" is Tuesday to Saturday
			g := dayRange.FindStringSubmatch(m)
			return dayNames[strings.ToLower(g[1][:3])] + " to " + dayNames[strings.ToLower(g[2][:3])]
		})
		s = monthRange.ReplaceAllStringFunc(s, func(m string) string { // "june-oct" is June to October
			g := monthRange.FindStringSubmatch(m)
			return fullMonth[strings.ToLower(g[1][:3])] + " to " + fullMonth[strings.ToLower(g[2][:3])]
		})
		s = saturdayShort.ReplaceAllString(s, "${1}Saturday") // "fri/sat delivery", "sold out sat by 10am"
		s = atTime.ReplaceAllString(s, " at $1")              // "@ 12pm ET"
		s = walkIn.ReplaceAllString(s, "${1}-in only")
		s = dayOrdinal.ReplaceAllStringFunc(s, func(m string) string { // "sat the 14th" is Saturday the 14th
			g := dayOrdinal.FindStringSubmatch(m)
			return dayNames[strings.ToLower(g[1])] + " " + g[2]
		})
		// "w/ a 27-pt check", "Christmas eve", "Mon 12/1" beside "Friday 11/28"
		s = withoutSlash.ReplaceAllString(s, "${1}without") // "w/o talking to a salesperson"
		s = withSlash.ReplaceAllString(s, "${1}with ")
		s = withShort.ReplaceAllString(s, "$1 with $2")
		s = closedFor.ReplaceAllString(s, "$1 for $2")
		s = thereOwn.ReplaceAllString(s, "${1}heir own")
		s = ageInBrackets.ReplaceAllString(s, "$1, $2,$3") // "her daughter Sofia (11) had just started"
		s = doubleStop.ReplaceAllString(s, "$1.$2")
		s = shouted.ReplaceAllString(s, "!")                           // "3 cats went home!!"
		s = arrowTo.ReplaceAllString(s, "$1 to $2")                    // "400 -> 2,100 downloads"
		s = parentSaid.ReplaceAllStringFunc(s, func(m string) string { // "like dad said": Dad is his name here
			g := parentSaid.FindStringSubmatch(m)
			return g[1] + ucfirst(g[2]) + g[3]
		})
		s = bareLast.ReplaceAllStringFunc(s, func(m string) string {
			g := bareLast.FindStringSubmatch(m)
			return g[1] + map[bool]string{true: "T", false: "t"}[g[2] == "L"] + "he last " + g[3] + " " + g[4]
		})
		s = replaceAllIndexFunc(bareRoleStart, s, func(m string, at int) string {
			g := bareRoleStart.FindStringSubmatch(m)
			role := indefinite(strings.ToLower(g[2]))
			if strings.Contains(strings.ToLower(s[:at]), strings.ToLower(g[2])) {
				role = "the " + strings.ToLower(g[2]) // "…quote for a client. Client said yes.": that client
			}
			if r, _ := utf8.DecodeRuneInString(g[2]); unicode.IsUpper(r) || g[1] == "" {
				role = ucfirst(role)
			}
			return g[1] + role + g[3]
		})
		s = streetShort.ReplaceAllString(s, "$1 St.")
		s = wontVerb.ReplaceAllString(s, "${1}on't $2")
		s = yearAfterVerb.ReplaceAllString(s, "$1 in $2$3")
		s = pointShort.ReplaceAllString(s, "$1-point")
		s = dayPair.ReplaceAllStringFunc(s, func(m string) string { // "Mon/Wed 3:30-5:15", "Tues/Thurs open"
			a, b, _ := strings.Cut(m, "/")
			return dayNames[strings.ToLower(a)] + " and " + dayNames[strings.ToLower(b)]
		})
		s = dayShort.ReplaceAllStringFunc(s, func(m string) string {
			g := dayShort.FindStringSubmatch(m)
			return dayNames[strings.ToLower(g[1])] + g[2]
		})
		s = youAre.ReplaceAllString(s, "${1}ou're $2")
		s = namedLower.ReplaceAllStringFunc(s, func(m string) string { return "named " + ucfirst(m[len("named "):]) })
		s = namedPronoun.ReplaceAllStringFunc(s, strings.ToLower) // "still named her ex-husband", "named it Gerald"
		s = compoundAdjectives(s)
		if strings.Contains(s, "cold ") {
			s = coldVerb.ReplaceAllString(s, "$1-$2") // "cold emailed 30 firms" is one verb
		}
		if strings.Contains(s, "'") {
			s = quotedSpeech(s)
		}
		// "12 months unlimited classes" is 12 months of them
		if containsAny(s, "days ", "weeks ", "months ", "years ") {
			s = spanOf.ReplaceAllString(s, "$1 of $2")
		}
		// "412 kids learned to swim … since 2019": what has gone on since then has happened
		if strings.Contains(s, "since") {
			s = sincePast.ReplaceAllString(s, "${1}have $2$3")
		}
	}
	if strings.Contains(strings.ToLower(s), "zoom") {
		s = zoomVia.ReplaceAllString(s, "$1 Zoom") // "clases por zoom martes y jueves"
		s = zoomApp.ReplaceAllString(s, "${1}Zoom$2")
	}
	if lang == "en" && strings.Contains(s, "icaly") {
		s = icaly.ReplaceAllString(s, "${1}ically") // "basicaly", "automaticaly"
	}
	s = replaceAllIndexFunc(typoWord, s, func(quoted string, at int) string {
		w := strings.Trim(quoted, "'") // "'didnt see'" is quoted, the word is "didnt"
		lead := strings.Index(quoted, w)
		fix, ok := table[strings.ToLower(w)]
		if stem, found := strings.CutSuffix(w, "'s"); !ok && found {
			if f, ok2 := table[strings.ToLower(stem)]; ok2 && !strings.Contains(f, "'") {
				fix, ok = f+"'s", true // "ppl's memories"
			}
		}
		if !ok || w == "" {
			return quoted
		}
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) && brands[strings.ToLower(w)] == "" {
			fix = ucfirst(fix)
			if len(w) > 2 && strings.ToUpper(w) == w {
				fix = strings.ToUpper(fix) // "he DIDNT do anything" shouts: "he DIDN'T", never "he Didn't"
			}
		}
		if fix == "'em" && w == strings.ToUpper(w) {
			return quoted // "EM director" is Emergency Medicine
		}
		if strings.HasPrefix(fix, "'") && strings.HasSuffix(quoted[:lead], "'") {
			return quoted // "'em" already has its apostrophe
		}
		if end := at + len(quoted); end < len(s) && s[end] >= '0' && s[end] <= '9' {
			return quoted // "U11 Hornets" is an age group, "B2B" a word: never "You11"
		}
		if at > 0 && s[at-1] >= '0' && s[at-1] <= '9' && lead == 0 {
			fix = " " + fix // "on call from 38wks" is 38 weeks
		}
		return quoted[:lead] + fix + quoted[lead+len(w):]
	})
	if lang == "en" {
		s = hyphenUnit(s)
		// "Mother's Day is SUNDAY": a day is named, not shouted
		s = shoutedDay.ReplaceAllStringFunc(s, func(m string) string { return ucfirst(strings.ToLower(m)) })
	}
	return holidayEve.ReplaceAllString(s, "$1 Eve")
}

// hyphenUnit joins a count and its unit that describe the noun after them: "an 8 wk self paced
// course" is an 8-week course, "a 3 week cleanup" a 3-week one; "3 weeks later", "1 week ago"
// and "2 days of rest" are left as they are.
func hyphenUnit(s string) string {
	return unitBefore.ReplaceAllStringFunc(s, func(m string) string {
		g := unitBefore.FindStringSubmatch(m)
		if notAfterUnit[g[3]] {
			return m
		}
		unit := strings.Replace(g[2], "min", "minute", 1) // "60 min massage": a 60-minute one
		if g[2] == "minute" {
			unit = g[2]
		}
		return g[1] + "-" + unit + " " + g[3]
	})
}

var notOrgWord = setOf("at a an the of in for from to with on by and or our my your their his her its this that near")

var shoutedDay = regexp.MustCompile(`\b(?:MONDAY|TUESDAY|WEDNESDAY|THURSDAY|FRIDAY|SATURDAY|SUNDAY)\b`)

var notAfterUnit = setOf("no not max tops flat if then just only than every about around over during without while when because but so later ago before after from of in and or to at on for with per a an the left old each earlier early out away off into between until till since by ahead straight running apart behind")

// Spanish opens what it exclaims or asks: "este sábado!!" is "¡…este sábado!". The mark goes
// where the exclaimed clause starts: after the sentence's last comma, else at its start.
var (
	exclaimed = regexp.MustCompile(`[^.!?¡¿\n]+!+`)
	asked     = regexp.MustCompile(`[^.!?¡¿\n]+\?+`)
)

func openingMarks(s string) string {
	open := func(re *regexp.Regexp, mark, end string) {
		s = replaceAllIndexFunc(re, s, func(m string, start int) string {
			body := strings.TrimRight(m, end)
			if strings.HasSuffix(s[:start], mark) || strings.ContainsAny(body, "/=@") {
				return m // already opened, or part of a link
			}
			at := strings.LastIndex(body, ",") + 1
			at += len(body[at:]) - len(strings.TrimLeft(body[at:], " "))
			return body[:at] + mark + body[at:] + end
		})
	}
	open(exclaimed, "¡", "!")
	open(asked, "¿", "?")
	return s
}

var (
	perUnit = regexp.MustCompile(`\s+/\s*(day|week|month|year)\b`)
	// plusJoin is note shorthand for "and": "a shared template + text alerts".
	plusJoin = regexp.MustCompile(`([a-z]) \+ ([a-z])`)
)

// A number and a unit before a noun are one modifier: "a 60-hour burn time", "a 12-page PDF",
// "our first 4-week plan". A unit followed by a preposition or a count word is no modifier
// ("1 hour of coaching", "1 week left", "2 day ago" stays as typed).
var (
	unitModifier = regexp.MustCompile(`\b(\d+) (hour|minute|min|page|week|day|month|year|mile|step|point|second|part|module|session|lesson|person|seat|wick|layer|piece|inch|pound|ounce|foot|degree)s? ([\p{L}]+)`)
	notModified  = map[string]bool{
		"of": true, "a": true, "an": true, "the": true, "and": true, "or": true, "to": true, "for": true, "in": true, "on": true,
		"at": true, "with": true, "left": true, "before": true, "after": true, "ago": true, "later": true, "per": true,
		"each": true, "every": true, "from": true, "until": true, "is": true, "was": true, "are": true, "were": true, "into": true,
		"off": true, "out": true, "away": true, "long": true, "old": true, "then": true, "by": true, "so": true, "but": true,
		"straight": true, "total": true, "max": true, "minimum": true, "tops": true, "as": true, "than": true,
		"we": true, "i": true, "you": true, "he": true, "she": true, "they": true, "it": true, "that": true, "this": true,
		"free": true, "back": true, "now": true, "there": true, "here": true, "ahead": true, "apart": true, "old-school": true,
		"without": true, "within": true, "across": true, "through": true, "about": true, "around": true, "over": true, "during": true, "my": true, "your": true, "our": true, "their": true,
		"most": true, "usually": true, "flat": true, "if": true, "no": true, "not": true, "when": true, "while": true, "because": true, "since": true, "just": true, "tonight": true, "today": true,
	}
	// pluralModifier is a plural unit before what it measures: "4 weeks plan" is "4-week plan".
	pluralModifier = map[string]bool{"plan": true, "program": true, "programme": true, "challenge": true, "course": true, "class": true, "block": true, "sprint": true, "bootcamp": true, "cycle": true, "series": true}
)

func hyphenUnits(s string) string {
	var b strings.Builder
	last := 0
	for _, m := range unitModifier.FindAllStringSubmatchIndex(s, -1) {
		num, unit, next := s[m[2]:m[3]], s[m[4]:m[5]], strings.ToLower(s[m[6]:m[7]])
		plural := s[m[5]] == 's'
		// "our first 4 weeks plan" is the plan for the first 4 weeks, not a first plan of 4 weeks
		before := strings.TrimRight(s[:m[0]], " \n\t")
		counted := strings.ToLower(before[strings.LastIndexAny(before, " \n\t")+1:]) // the word before the number
		if notModified[next] || plural && (!pluralModifier[next] || counted == "first" || counted == "last" || counted == "next") {
			continue
		}
		if unit == "min" {
			unit = "minute"
		}
		b.WriteString(s[last:m[0]] + num + "-" + unit + " " + s[m[6]:m[7]])
		last = m[1]
	}
	return b.String() + s[last:]
}

var (
	timesPer = regexp.MustCompile(`\b[2-9]x (?:a|per) (?:day|week|month)\b`)
	minShort = regexp.MustCompile(`\b(\d+) min\b(\s+(?:of|a|per|each|every|to|on|in|and|most|or|tops|max|flat|usually|no|not)\b|[,;.]|$)`)
)

// monthAlone is a month's short form after "in", "by", "since"… with no day after it.
var monthAlone = regexp.MustCompile(`\b(in|by|since|until|till|last|this|next|early|late|mid) ((?i:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec))\b( ?\d)?`)

// monthAfter is a month typed in lower case after "in", "last"…: "last march" is March ("may"
// is left alone: "this may help").
var monthAfter = regexp.MustCompile(`\b(?:in|by|since|until|till|last|this|next|early|late|mid|of) (?:january|february|march|april|june|july|august|september|october|november|december)\b`)

var fullMonth = map[string]string{"jan": "January", "feb": "February", "mar": "March", "apr": "April", "jun": "June", "jul": "July",
	"aug": "August", "sep": "September", "sept": "September", "oct": "October", "nov": "November", "dec": "December"}

var (
	// "sold out in 4 days last month which has never happened": the "which" is about all of it
	whichAfterTime = regexp.MustCompile(`\b((?:last|this) (?:month|week|year|weekend)|yesterday|today) which `)
	memberFor      = regexp.MustCompile(`(\bis (?:a|an) [^.,;]{1,40}?) and a (member|client|customer|patient|regular|subscriber) (for|since) `)
	pairVerb       = regexp.MustCompile(`(?i)\b(?:a|an|the) [a-z]+ and (?:a|an|the) [a-z]+ (?:makes|helps|keeps|gives|gets|turns|brings)\b`)
)

// namesCased capitalises a person's name where the story also types it in lower case: notes
// say "owner is Kim" and then "pulled kim over" and "Kims wrist". A name is a single capitalised
// word between lower-case words somewhere mid-sentence (not part of a longer name such as
// "Family Sessions"), and not a word that is also a common word ("Will", "Hope").
func namesCased(story string) string {
	names := map[string]bool{}
	for _, m := range midCapital.FindAllStringSubmatch(story, -1) {
		if w := m[1]; !commonNames[strings.ToLower(w)] && !stopwords[strings.ToLower(w)] && !monthNames[strings.ToLower(w)] {
			names[w] = true
		}
	}
	for _, m := range agedNote.FindAllStringSubmatch(story, -1) {
		if w := m[1]; !commonNames[w] && !stopwords[w] {
			names[ucfirst(w)] = true // "- rosie, 3yo heeler mix": a name typed in lower case, with an age
		}
	}
	for name := range names {
		low := strings.ToLower(name)
		re := regexp.MustCompile(`\b(?:` + low + `|` + name + `)(s?)\b(\s+\p{Ll}|[.,;:!?)]|$)`)
		story = replaceAllIndexFunc(re, story, func(m string, at int) string {
			if determinerBefore.MatchString(story[:at]) {
				return m // "a biscuit every day" is the treat, not Biscuit the dog
			}
			g := re.FindStringSubmatch(m)
			if g[1] != "" {
				if strings.HasPrefix(g[2], " ") || strings.HasPrefix(g[2], "\t") {
					return name + "'s" + g[2] // "kims wrist": Kim's
				}
				return m // "the Kims." may be a family
			}
			return name + g[2]
		})
	}
	return story
}

// agedNote opens a note on a name and an age: "- rosie, 3yo heeler mix", "dev, 34, web developer".
var agedNote = regexp.MustCompile(`(?m)^\s*(?:[-*•]\s*)?([a-z]{3,10}),\s*(?:\d{1,2}\s?(?:yo|y/o|yrs?|years? old|-year-old)|\d{1,2},|age \d)`)

// midCapital is a capitalised word after a lower-case word and before one that is not
// capitalised: "owner is Kim, she was…".
var midCapital = regexp.MustCompile(`(?:^|[\s(])\p{Ll}[\p{Ll}'’]*,?\s+([A-Z][a-z]{2,9})\b[,.;:!?)]?\s*(?:\p{Ll}|$)`)

// determinerBefore ends a text on a word no name follows: "a", "the", "his", "every"…
var determinerBefore = regexp.MustCompile(`(?i)\b(?:a|an|the|some|every|each|any|no|his|her|my|our|your|their|its|this|that|un|una|el|la|los|las|mi|tu|su)\s+$`)

// replaceAllIndexFunc is ReplaceAllStringFunc that also gives each match's offset in s.
func replaceAllIndexFunc(re *regexp.Regexp, s string, f func(m string, at int) string) string {
	var b strings.Builder
	last := 0
	for _, loc := range re.FindAllStringIndex(s, -1) {
		b.WriteString(s[last:loc[0]])
		b.WriteString(f(s[loc[0]:loc[1]], loc[0]))
		last = loc[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

// commonNames are first names, family words and shop names that are also common words: "at
// Target" says nothing about "target clients".
var commonNames = setOf(`will may mark bill rose grace hope joy faith frank pat sue rob june april august dawn summer holly
	ivy iris pearl ruby amber jade art chase hunter drew max ray sky river penny sandy rusty lily daisy violet robin
	destiny heather crystal autumn brook gene guy jack nick doc chip buck rich miles
	mom dad mum mama papa grandma grandpa nana aunt uncle coach abuela abuelo tia tio
	target apple square stripe amazon shell subway gap delta dove tide crest zoom notion slack ring nest office word`)

var monthNames = setOf(`january february march april may june july august september october november december
	monday tuesday wednesday thursday friday saturday sunday`)

func setOf(words string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(words) {
		out[w] = true
	}
	return out
}

// compoundAdjectives hyphenates two words that describe the noun after them: "a 12 year old
// girl" is "a 12-year-old girl", "life changing" is "life-changing", "her first pull up" is
// "her first pull-up"; "12 years old" and "pull up a chair" stay as typed.
func compoundAdjectives(s string) string {
	low := strings.ToLower(s) // each pattern runs only where its words are: a case-blind regexp is slow
	if strings.Contains(low, " old") {
		s = ageOld.ReplaceAllString(s, "$1-$2-old")
	}
	if strings.Contains(low, "life ") {
		s = lifeChanging.ReplaceAllString(s, "$1-$2")
	}
	if containsAny(low, " income", " time", " term", " page") {
		s = beforeNoun.ReplaceAllStringFunc(s, func(m string) string { return strings.Replace(m, " ", "-", 1) })
	}
	if strings.Contains(low, " by ") {
		// "a week by week spring checklist" is one modifier; "we went week by week." is not
		s = byUnit.ReplaceAllStringFunc(s, func(m string) string {
			g := byUnit.FindStringSubmatch(m)
			if notModified[strings.ToLower(g[2])] {
				return m
			}
			return strings.ReplaceAll(g[1], " ", "-") + " " + g[2]
		})
	}
	if strings.Contains(low, "no ") {
		s = noHeat.ReplaceAllString(s, "$1-$2 $3") // "3 no heat calls" are "no-heat calls"
	}
	if strings.Contains(low, "brand new ") {
		s = brandNew.ReplaceAllStringFunc(s, func(m string) string {
			if notModified[strings.ToLower(m[strings.LastIndex(m, " ")+1:])] {
				return m // "it's brand new and…"
			}
			return strings.Replace(m, " ", "-", 1)
		})
	}
	if strings.Contains(low, " up") {
		s = exerciseNoun.ReplaceAllString(s, "$1 $2-$3")
		s = exercisePlural.ReplaceAllString(s, "$1-$2") // "pull ups" is only ever the exercise
	}
	return s
}

var (
	brandNew       = regexp.MustCompile(`(?i)\b(brand) new ([a-z]+)`)
	ageOld         = regexp.MustCompile(`\b(\d+) (year|month|week|day) old\b`)
	lifeChanging   = regexp.MustCompile(`(?i)\b(life) (changing|saving)\b`)
	beforeNoun     = regexp.MustCompile(`(?i)\b((?:low|middle|high) income|(?:first|full|part) time|(?:long|short) term|one page) (famil|kid|student|household|neighbo|communit|area|school|buyer|homebuyer|customer|client|visitor|patient|parent|founder|owner|pass|job|position|staff|employee|role|work|plan|goal|checklist|guide|summary|description|pdf)`)
	byUnit         = regexp.MustCompile(`(?i)\b((?:day|week|month|year|step|room|line|page) by (?:day|week|month|year|step|room|line|page)) ([a-z]+)`)
	exerciseNoun   = regexp.MustCompile(`(?i)\b(first|a|one|single|strict|unassisted|her|his|my|your|their|\d+) (pull|push|sit|chin) (ups?)\b`)
	exercisePlural = regexp.MustCompile(`(?i)\b(pull|push|sit|chin) (ups)\b`)
	noHeat         = regexp.MustCompile(`(?i)\b(no) (heat|power|show|hot water) (calls?|days?|nights?|emergenc|appointments?|fees?)`)
	sincePast      = regexp.MustCompile(`(?i)\b(\d[\d,]*\+?\s+(?:\p{L}+\s+){0,2}?)(learned|completed|finished|graduated|joined|adopted|trained|used|passed|served|raised)(\b[^.]*\bsince (?:\d{4}|we|i|opening)\b)`)
)

var (
	unitBefore = regexp.MustCompile(`\b(\d+) (minute|min|hour|day|week|month|year) (\p{Ll}[\p{L}-]*)`)
	hrUnit     = regexp.MustCompile(`\b(\d+) hrs? (week|day|shift|workweek|drive|flight|session)`)
	tildeAbout = regexp.MustCompile(`(^|\s)~\s?(\d)`)
	coldVerb   = regexp.MustCompile(`\b(cold) (emailed|emailing|called|calling|pitched|pitching|messaged|messaging|DMed|dm'd)\b`) // ("a cold email" is a noun)
)

var firstWeeksPlan = regexp.MustCompile(`\b(our|the|a|my|your) first (\d+) (days|weeks|months) (plan|program|programme|guide|checklist|schedule)\b`)

// spanOf is a span before what fills it, with no "of": "12 months unlimited classes".
// ("2 months free" is a price, and stays.)
var spanOf = regexp.MustCompile(`\b(\d+ (?:days|weeks|months|years)) ((?:unlimited|coached|private|personal|group) [a-z])`)

// quoteIntro is a verb that reports words, then the single quote that opens them.
var quoteIntro = regexp.MustCompile(`(?i)\b(?:said|says|told (?:me|us|him|her|them)|asked|wrote|writes|texted|yelled|looking for|asking for|asked for)[,:]?\s+'`)

// spokenWords reports words said or written, not a thing named ("looking for 'a calm dog'").
var spokenWords = regexp.MustCompile(`(?i)^(?:said|says|told|asked|wrote|writes|texted|yelled)\b`)

// quotedSpeech puts words quoted after the verb reporting them in double quotes, the
// sentence's full stop inside: "It said 'thank you for keeping this place alive'." reads
// "It said "thank you for keeping this place alive."". An apostrophe inside the words
// ("didn't") is no closing quote; a scare quote ("the 'race'") is left alone.
func quotedSpeech(s string) string {
	var b strings.Builder
	last := 0
	for _, m := range quoteIntro.FindAllStringIndex(s, -1) {
		if m[0] < last {
			continue
		}
		open := m[1] - 1
		end := closingQuote(s, m[1])
		if end < 0 {
			continue
		}
		inner := s[m[1]:end]
		after := end + 1
		if after < len(s) && (s[after] == '.' || s[after] == ',') && !strings.ContainsAny(inner[len(inner)-1:], ".,!?") {
			inner += s[after : after+1] // the full stop goes inside the quote
			after++
		}
		if spokenWords.MatchString(s[m[0]:m[1]]) {
			inner = ucfirst(inner) // what was said opens as a sentence: said "Thank you…"
		}
		b.WriteString(s[last:open] + `"` + inner + `"`)
		last = after
	}
	return b.String() + s[last:]
}

// closingQuote is where the quote opened at from closes: a ' after a letter or a mark and
// before no letter. -1 when the line ends first, or when a second such quote follows in the
// same sentence ("'we're the kids' favourite'": a plural's apostrophe or the close).
func closingQuote(s string, from int) int {
	end := -1
	for i := from + 1; i < len(s); i++ {
		switch s[i] {
		case '\n':
			return end
		case '.', '!', '?':
			if end >= 0 && (i+1 == len(s) || s[i+1] == ' ') {
				return end
			}
		case '\'':
			next, _ := utf8.DecodeRuneInString(s[i+1:])
			prev, _ := utf8.DecodeLastRuneInString(s[:i])
			if i+1 == len(s) || !unicode.IsLetter(next) && prev != ' ' {
				if end >= 0 {
					return -1
				}
				end = i
			}
		}
	}
	return end
}
