// Recognises the questions where a wrong answer can kill an animal, poison a person or spread a
// disease (issue 15): a dose, rate or mixing of a veterinary drug, pesticide or herbicide (or which
// one to use), a withdrawal period, poisoning, a sick or dying animal, a disease that spreads to
// people, or one that must be reported. Their answers always carry a fixed safety note, so the
// classifier errs on the side of flagging. Words and patterns in English, Kiswahili and common Sheng
// and typos, matched on whole words of a normalised text; measured on tests/safety-questions.ts.

/** Lower case, no accents or apostrophes (ng'ombe → ngombe), punctuation to spaces. */
export function normaliseQuestion(text: string) {
  return ` ${text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `
}

// Each source is one or more whole words; written as regular expression text.
const words = (...alternatives: string[]) => new RegExp(`\\b(?:${alternatives.join('|')})\\b`)

const ANIMAL = words(
  'animals?',
  'livestock',
  'cows?',
  'cattle',
  'calf',
  'calves',
  'heifers?',
  'bulls?',
  'oxen',
  'goats?',
  'kids?',
  'sheep',
  'lambs?',
  'pigs?',
  'piglets?',
  'sows?',
  'chickens?',
  'hens?',
  'chicks?',
  'layers?',
  'broilers?',
  'cockerels?',
  'poultry',
  'birds?',
  'ducks?',
  'turkeys?',
  'rabbits?',
  'dogs?',
  'puppy',
  'puppies',
  'cats?',
  'donkeys?',
  'camels?',
  'herd',
  'flock',
  // Kiswahili
  'n?gombe',
  'ndama',
  'fahali',
  'mtamba',
  'mbuzi',
  'kondoo',
  'nguruwe',
  'kuku',
  'vifaranga',
  'kifaranga',
  'bata',
  'sungura',
  'mbwa',
  'paka',
  'punda',
  'ngamia',
  'mifugo',
  'mnyama',
  'wanyama',
)

// Illness that, with an animal, makes a sick-animal question.
const ILLNESS = words(
  'sick',
  'ill',
  'illness',
  'dying',
  'dead',
  'died',
  'die',
  'dies',
  'death',
  'deaths',
  'not eating',
  'stopped eating',
  'wont eat',
  'refus(?:es|ed|ing)? to eat',
  'off feed',
  'diarr?h?o?ea',
  'diarr?hea',
  'bloody',
  'bleeding',
  'blood',
  'fever',
  'high temperature',
  'cough(?:s|ing)?',
  'swollen',
  'swelling',
  'bloated?',
  'lame',
  'limping',
  'cant stand',
  'cannot stand',
  'paraly[sz]ed',
  'foaming',
  'drooling',
  'blisters?',
  'wounds?',
  'sores?',
  'discharge',
  'weak',
  'mastitis',
  'treat',
  'treatment',
  'cure',
  'medicine',
  'drug',
  // Kiswahili: the verb forms that take an animal or a crop, with the animal beside them
  '[a-z]*kufa',
  '[a-z]*umwa',
  '[a-z]*ugua',
  'ugonjwa',
  'magonjwa',
  'hali chakula',
  'hawali',
  'haili',
  '[a-z]*hara',
  '[a-z]*harisha',
  'homa',
  '[a-z]*kohoa',
  'kikohozi',
  'makamasi',
  '[a-z]*vimba',
  'uvimbe',
  '[a-z]*chechemea',
  'damu',
  'povu',
  'vidonda',
  'kidonda',
  'dhaifu',
  'hawezi kusimama',
  'haiwezi kusimama',
  'kupooza',
  '[a-z]*pooza',
  '[a-z]*tibu',
  'tiba',
)

// A sick person or animal in Kiswahili, whatever the animal: these verb forms take living beings.
const SICK_SW = words(
  'mgonjwa',
  'wagonjwa',
  'a(?:na|me|li)kufa',
  'wa(?:na|me|li)kufa',
  'a(?:na|me|li)umwa',
  'wa(?:na|me|li)umwa',
  'a(?:na|me|li)ugua',
  'wa(?:na|me|li)ugua',
)

// A veterinary drug, a pesticide or herbicide, or a chemical to kill something, by kind or by name.
const CHEMICAL = words(
  'pest[ie]?[cs]ides?',
  'insect[ie]?[cs]ides?',
  'herb[ie]?[cs]ides?',
  'fung[ie]?[cs]ides?',
  'acar[ie]?[cs]ides?',
  'weed ?killers?',
  'chemicals?',
  'agro ?chemicals?',
  'antibiotics?',
  'antibiotik[a-z]*',
  'anti biotics?',
  'de ?wormers?',
  'wormers?',
  'tick ?grease',
  'dip',
  'rat poison',
  // common actives and brands farmers name
  'ivermectin',
  'albendazole',
  'oxytetracycline',
  'tetracycline',
  'penicillin',
  'pen ?strep',
  'amprolium',
  'roundup',
  'glyphosate',
  'paraquat',
  '2 4 d',
  'atrazine',
  'cypermethrin',
  'lambda',
  'duduthrin',
  'mancozeb',
  'ridomil',
  'amitraz',
  // Kiswahili
  'dawa',
  'madawa',
  'kemikali',
  'sindano',
)

// A chemical named only to say it is not wanted: "without chemicals", "bila dawa".
const WITHOUT_CHEMICAL = /\b(?:without|no|free of|bila|hakuna) (?:any )?(?:chemicals?|pesticides?|dawa|kemikali)\b/

const DOSE = words(
  'doses?',
  'dos(?:s)?age',
  'dosing',
  'do[sz]{1,2}i',
  'do[sz]e',
  '\\d* ?mls?',
  'millilit(?:re|er)s?',
  'mililita',
  'cc',
  'mg',
  'mg kg',
)

const INJECTION = words('inject(?:s|ed|ing|ion|ions)?', 'jab', 'drench(?:ing)?', '[a-z]*dung[aei]', 'sindano')

// How much, or at what rate: with a chemical, a dose or mixing rate.
const QUANTITY = words(
  'how much',
  'how many (?:mls?|litres?|liters?|lit|grams?|g|caps?|bottle tops?|spoons?|tablespoons?|teaspoons?|tablets?|sachets?)',
  'rate',
  'ratio',
  'per litre',
  'per liter',
  'per \\d+ ?(?:l|litres?|liters?|lit)',
  'per (?:knapsack|pump|sprayer|jerr?[iy]can|tank)',
  'kiasi',
  'kiasi gani',
  'ngapi',
  'kwa lita',
  'kwa (?:bomba|pampu|pump)',
)

const MIXING = words('mix(?:es|ed|ing)?', 'tank mix', 'combine', '[a-z]*changany[a-z]*', 'koroga')

const SPRAY_AMOUNT = /\bhow much\b(?: \w+){0,6} (?:spray|inject|drench|apply|put|give|use)\b/

const WITHDRAWAL = [
  words('withdrawal', 'withholding', 'pre ?harvest interval'),
  /\bhow (?:long|many days) after\b(?: \w+){0,8} (?:milk|meat|eggs?|sell|eat|slaughter|harvest|drink)\b/,
  /\bwhen can i (?:sell|drink|eat|take|harvest|slaughter)\b(?: \w+){0,8} after\b/,
  /\bsiku ngapi\b(?: \w+){0,4} (?:baada|kabla)\b/,
  /\b(?:maziwa|nyama|mayai)\b(?: \w+){0,6} baada ya (?:\w+ )?(?:dawa|sindano|kudunga|kunyunyiza|kupiga)\b/,
]

const POISON = [
  words('poison(?:s|ed|ing|ous)?', 'sumu', 'toxic', 'intoxicated'),
  /\b(?:ate|eaten|drank|swallowed|licked|amekula|wamekula|amekunywa|wamekunywa|ilikula|imekula|alikunywa)\b(?: \w+){0,4} (?:dawa|pesticides?|chemicals?|kemikali|herbicides?|acaricides?|fertili[sz]er|mbolea)\b/,
]

const ZOONOSIS = words(
  'anthrax',
  'kimeta',
  'rabb?ies',
  'rabis',
  'rabid',
  'kichaa cha mbwa',
  'mbwa mwenye kichaa',
  'brucell?[oa]?(?:sis)?',
  'brusel(?:la|osis)',
  'homa ya kimalta',
  'bit(?:ten)? by a (?:dog|stray)',
  'dog bit',
  'a stray dog bit',
  '(?:ameumwa|amengatwa|ameuma|ameumwa) na mbwa',
)

const NOTIFIABLE = words(
  'foot (?:and|n|&)? ?mouth',
  'fmd',
  'miguu na midomo',
  'midomo na miguu',
  'miguu na mdomo',
  'kwato na midomo',
  'lumpy ?skin',
  'african swine fever',
  'swine fever',
  'asf',
  'homa ya nguruwe',
  'bird flu',
  'avian (?:flu|influenza)',
  'homa ya ndege',
  'rift valley fever',
  'cbpp',
  'ccpp',
  'ppr',
  'peste des petits',
)

// Newcastle disease is on every vaccine schedule; only an outbreak or sick birds make it high-risk.
const NEWCASTLE = words('newcastle', 'new castle', 'kideri', 'mdondo')
const OUTBREAK = words(
  'outbreak',
  'mlipuko',
  'signs?',
  'symptoms?',
  'dalili',
  'suspect(?:ed)?',
  'has',
  'have',
  'got',
  'imeingia',
  'imeshambulia',
  'ime[a-z]*',
  'wana',
)

const test = (patterns: RegExp | RegExp[], text: string) =>
  (Array.isArray(patterns) ? patterns : [patterns]).some((pattern) => pattern.test(text))

/** What made a question high-risk (empty for an ordinary one), for tests and logs. */
export function highRiskSignals(question: string): string[] {
  const text = normaliseQuestion(question)
  const chemical = test(CHEMICAL, text.replace(WITHOUT_CHEMICAL, ' '))
  const animal = test(ANIMAL, text)
  const signals: string[] = []
  const add = (name: string, isPresent: boolean) => {
    if (isPresent) signals.push(name)
  }
  add('dose', test(DOSE, text))
  add('injection', test(INJECTION, text))
  add('chemical', chemical)
  add('rate', chemical && test(QUANTITY, text))
  add('mixing', chemical && test(MIXING, text))
  add('amount-to-apply', test(SPRAY_AMOUNT, text))
  add('withdrawal', test(WITHDRAWAL, text))
  add('poisoning', test(POISON, text))
  add('sick-animal', (animal && test(ILLNESS, text)) || test(SICK_SW, text))
  add('zoonosis', test(ZOONOSIS, text))
  add('notifiable-disease', test(NOTIFIABLE, text) || (test(NEWCASTLE, text) && test(OUTBREAK, text)))
  return signals
}

/** Whether a question needs the safety note and the referral to a vet, agro-vet or label. */
export function isHighRiskQuestion(text: string): boolean {
  return highRiskSignals(text).length > 0
}
