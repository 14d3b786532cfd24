// Which risk kinds a farmer's question belongs to (content/safety/risk-kinds.ts), read from the
// words farmers use (content/safety/lexicon.ts) and the products they name (products.ts), with a
// statistical second opinion (risk-model.server.ts) for questions no cue describes: either may flag.
// Pure and fast: the lexicon is compiled once, and a question is one pass per cue over its
// normalised text; it runs for every chat message and every SMS. It errs on the side of flagging:
// a flagged answer only gains a referral.
import { cues, spellings } from '~/content/safety/lexicon'
import { products } from '~/content/safety/products'
import { riskKinds, RISK_KIND_IDS, type RiskKindId } from '~/content/safety/risk-kinds'
import { modelFlags } from './risk-model.server'

/**
 * Lower case, no accents or apostrophes (ng’ombe → ngombe), numbers apart from their units
 * (20ml → 20 ml), punctuation to spaces, letters typed three times or more cut to two, and the
 * spellings of the lexicon read as the word they stand for. Words are separated by one space.
 */
export function normaliseQuestion(text: string): string {
  const words = text
    // CAN in capitals is the fertiliser (calcium ammonium nitrate), not the verb.
    .replace(/\bCAN\b/g, ' calcium ammonium nitrate ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1$1')
    .trim()
    .split(' ')
  return words.map((word) => SPELLING.get(word) ?? word).join(' ')
}

const SPELLING = new Map(spellings.flatMap(({ to, from }) => from.map((variant) => [variant, to] as const)))

/** A term of the lexicon as a regular expression source: whole words, `*` for any letters, `#` for a number. */
const termSource = (term: string) =>
  term
    .split(' ')
    .map((word) => (word === '#' ? '[0-9]+' : word.replace(/\*/g, '[a-z0-9]*')))
    .join(' ')

const wholeWords = (terms: string[]) =>
  terms.length === 0 ? null : new RegExp(`(?:^| )(?:${terms.map(termSource).join('|')})(?= |$)`)

const CUE_PATTERNS = cues.map(({ id, en, sw }) => ({ id, pattern: wholeWords([...en, ...sw]) }))
const CUE_INCLUDES = cues.filter((cue) => cue.includes.length > 0)
const PRODUCT_PATTERNS = products.map((product) => ({ product, pattern: wholeWords(product.names)! }))
/** Cues that say what a question's how much or -ngapi asks for when it is not a dose. */
const QUANTITY_OF_OTHER = ['price', 'capacity']
/** The cue a product that is also an everyday word (Thunder, Match) needs beside it to count. */
const USE_CONTEXT = 'use-context'

const productCues = (use: (typeof products)[number]['use']) =>
  use === 'acaricide'
    ? ['pesticide-product', 'vet-product']
    : [use === 'pesticide' ? 'pesticide-product' : 'vet-product']

export interface RiskReading {
  /** The kinds, most urgent first (the taxonomy's order); empty for an ordinary question. */
  kinds: RiskKindId[]
  /** The cues found: what the kinds were read from, for tests and logs. */
  cues: string[]
  /** Only the statistical model flagged it (its kind then comes from the cues). */
  byModel: boolean
}

/** The risk kinds of a question, and the cues they were read from: the lexicon's, or the model's when the lexicon finds none. */
export function readRisk(question: string): RiskReading {
  const text = normaliseQuestion(question)
  const lexicon = readLexiconRisk(text)
  if (lexicon.kinds.length > 0 || !modelFlags(text, lexicon.cues)) return { ...lexicon, byModel: false }
  return { kinds: [kindOfModelFlag(new Set(lexicon.cues))], cues: lexicon.cues, byModel: true }
}

/** The kinds the lexicon alone reads in a normalised question, and its cues. */
export function readLexiconRisk(text: string): Omit<RiskReading, 'byModel'> {
  const found = new Set<string>()
  const kinds = new Set<RiskKindId>()
  for (const { id, pattern } of CUE_PATTERNS) if (pattern?.test(text)) found.add(id)
  addIncluded(found)
  for (const { product, pattern } of PRODUCT_PATTERNS) {
    if ((product.everyday && !found.has(USE_CONTEXT)) || !pattern.test(text)) continue
    for (const cue of productCues(product.use)) found.add(cue)
    for (const kind of product.kinds) kinds.add(kind)
  }
  addIncluded(found)
  // A quantity asked of money or of a size is no dose: the price of a sprayer, the space of a house.
  if (QUANTITY_OF_OTHER.some((cue) => found.has(cue))) found.delete('dose')
  for (const kind of riskKinds) {
    const fires = kind.triggers.some(
      ({ all, unless }) => all.every((cue) => found.has(cue)) && !unless.some((cue) => found.has(cue)),
    )
    if (fires) kinds.add(kind.id)
  }
  return { kinds: RISK_KIND_IDS.filter((id) => kinds.has(id)), cues: [...found].sort() }
}

/**
 * The kind of a question only the model flagged, from what the question is about: the first
 * whose cues are all there. Its referral is then the one that fits (a health facility for a
 * person, a vet for an animal, the agro-vet and the label for a crop).
 */
const MODEL_FLAG_KINDS: ReadonlyArray<{ all: string[]; kind: RiskKindId }> = [
  { all: ['person', 'human-symptom'], kind: 'people-exposed' },
  { all: ['person', 'strong-symptom'], kind: 'people-exposed' },
  { all: ['person', 'exposure'], kind: 'people-exposed' },
  { all: ['animal', 'death'], kind: 'sudden-death' },
  { all: ['animal', 'produce'], kind: 'sick-produce' },
  { all: ['animal', 'sell'], kind: 'sick-produce' },
  { all: ['animal', 'illness'], kind: 'sick-animal' },
  { all: ['animal', 'eat-feed'], kind: 'feed-poisoning' },
  { all: ['animal'], kind: 'vet-medicine' },
  { all: ['person'], kind: 'people-exposed' },
  { all: ['grain-feed', 'mould'], kind: 'aflatoxin' },
]

function kindOfModelFlag(found: ReadonlySet<string>): RiskKindId {
  return MODEL_FLAG_KINDS.find(({ all }) => all.every((cue) => found.has(cue)))?.kind ?? 'pesticide'
}

/** The cues that count as one found (`chemical` is any pesticide, medicine or poison found). */
function addIncluded(found: Set<string>) {
  for (const { id, includes } of CUE_INCLUDES) if (includes.some((cue) => found.has(cue))) found.add(id)
}

/** The risk kinds of a question, most urgent first; empty for an ordinary question. */
export function classifyRisk(question: string): RiskKindId[] {
  return readRisk(question).kinds
}

/** Whether a question needs the safety text and a referral. */
export function isHighRiskQuestion(question: string): boolean {
  return classifyRisk(question).length > 0
}
