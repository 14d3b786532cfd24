// The shapes of the safety content: the sources read, the referrals, the risk kinds (the one
// taxonomy the classifier and the model's rules share) and the lexicons farmers' words are
// matched with. Parsed by zod when each module loads, like every other content module.
import { z } from 'zod'

export const RISK_KIND_IDS = [
  'people-exposed',
  'sudden-death',
  'zoonosis',
  // An emergency (an animal can die within hours): before the label's and the vet's everyday advice.
  'feed-poisoning',
  'banned-product',
  'pesticide',
  'vet-medicine',
  'aflatoxin',
  'sick-produce',
  'harmful-remedy',
  'spray-environment',
  'sick-animal',
] as const
export const RiskKindIdSchema = z.enum(RISK_KIND_IDS)
export type RiskKindId = z.infer<typeof RiskKindIdSchema>

const IdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case id')

/** Who published what we read: the rules may rest only on the first four. */
export const SOURCE_KINDS = [
  'law',
  'government',
  'intergovernmental',
  'journal',
  'reference',
  'news',
  'vendor',
  'ours',
] as const
/** The kinds a rule for the model can rest on. */
export const RULE_SOURCE_KINDS: ReadonlyArray<(typeof SOURCE_KINDS)[number]> = [
  'law',
  'government',
  'intergovernmental',
  'journal',
  'reference',
]
export const SourceSchema = z.object({
  id: IdSchema,
  title: z.string().trim().min(3),
  publisher: z.string().trim().min(2),
  /** Every source but our own has one. */
  url: z.url({ protocol: /^https?$/ }).optional(),
  kind: z.enum(SOURCE_KINDS),
  /** What we read there, in a line: the fact the rules or lexicons take from it. */
  read: z.string().trim().min(10),
})
export type Source = z.infer<typeof SourceSchema>

const LocalizedSchema = z.object({ en: z.string().trim().min(2), sw: z.string().trim().min(2) })
export type Localized = z.infer<typeof LocalizedSchema>

/** Who a farmer is sent to. */
export const ReferralSchema = z.object({
  id: IdSchema,
  name: LocalizedSchema,
  /** Phone lines read in a source (toll-free first). */
  phones: z.array(z.string().regex(/^0800 \d{3} \d{3}$/)).default([]),
  sources: z.array(IdSchema).default([]),
})
export type Referral = z.infer<typeof ReferralSchema>

/**
 * When the classifier names a kind: any one `all` list whose cues are every one in the
 * question, unless a cue of its `unless` list is there too.
 */
export const TriggerSchema = z.object({ all: z.array(IdSchema).min(1), unless: z.array(IdSchema).default([]) })
export type Trigger = z.infer<typeof TriggerSchema>

/** A passage of one of our guides that fits a kind: the section and the words its quote starts with. */
export const GuidePassageSchema = z.object({
  slug: IdSchema,
  /** The section's anchor on each language's page (headings differ, so do anchors). */
  anchor: z.object({ en: IdSchema, sw: IdSchema }),
  startsWith: LocalizedSchema,
})
export type GuidePassage = z.infer<typeof GuidePassageSchema>

export const RiskKindSchema = z.object({
  id: RiskKindIdSchema,
  name: LocalizedSchema,
  /** One line for the model: which questions are of this kind. */
  covers: z.string().trim().min(10),
  referrals: z.array(IdSchema).min(1),
  /** Put in the answer's own text (SMS too): short, plain GSM-7 characters, the referral in it. */
  safety: LocalizedSchema,
  /** What the model must do, each line resting on sources read. */
  rules: z.array(z.object({ text: z.string().trim().min(10), sources: z.array(IdSchema).min(1) })).min(1),
  triggers: z.array(TriggerSchema).min(1),
  /** The guide passages the offline assistant quotes for this kind, best first (may be none). */
  passages: z.array(GuidePassageSchema).default([]),
})
export type RiskKind = z.infer<typeof RiskKindSchema>

/**
 * Words of one cue, as farmers write them, after normalisation (lower case, no accents or
 * apostrophes, punctuation as spaces). A `*` at the start or end of a word stands for any
 * letters: `*kunywa` is amekunywa, wamekunywa; `nyunyiz*` is nyunyiza, nyunyizia. A `#` word
 * is any number: `# ec` is 50 ec, 250 ec.
 */
export const TermSchema = z
  .string()
  .regex(
    /^(?:#|\*?[a-z0-9]+\*?)(?: (?:#|\*?[a-z0-9]+\*?))*$/,
    'normalised words or # for a number, * only at a word’s ends',
  )
export const CueSchema = z.object({
  id: IdSchema,
  means: z.string().trim().min(3),
  en: z.array(TermSchema).default([]),
  sw: z.array(TermSchema).default([]),
  /** Other cues that count as this one: `chemical` is any pesticide, medicine or poison. */
  includes: z.array(IdSchema).default([]),
  sources: z.array(IdSchema).min(1),
})
export type Cue = z.infer<typeof CueSchema>

/** A product farmers name, with what it is and the kinds a question naming it belongs to. */
export const ProductSchema = z.object({
  names: z.array(TermSchema).min(1),
  /** The active ingredient, only where a source read says it. */
  active: z.string().trim().min(3).optional(),
  use: z.enum(['pesticide', 'veterinary medicine', 'acaricide']),
  /** A word in everyday use too (Thunder, Match): it counts only beside a word of use (a dose, a spray, a pest, a crop). */
  everyday: z.boolean().default(false),
  kinds: z.array(RiskKindIdSchema).min(1),
  sources: z.array(IdSchema).min(1),
})
export type Product = z.infer<typeof ProductSchema>

/** A spelling farmers use, read as the word the lexicons know. */
export const SpellingSchema = z.object({ to: TermSchema, from: z.array(TermSchema).min(1) })
