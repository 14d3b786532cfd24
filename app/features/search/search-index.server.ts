// Full-text search over the hub's own content (DESIGN.md: MiniSearch). Built once per
// server process and kept in memory; a *.server.ts module so MiniSearch and the guides'
// text never reach the browser. Guides are indexed section by section, so a word deep in
// a guide's body finds it, and the hit can link straight to that section.
import MiniSearch, { type QueryCombination, type SearchOptions, type SearchResult } from 'minisearch'
import { farmWords as hubFarmWords, type FarmWord } from '~/content/farm-words'
import { createFarmWordMatcher, splitWords } from './farm-words'
import { QUESTION_WORDS } from './question-words'

export interface SearchDocument {
  /** Unique within the index, e.g. "guide:soil-health#what-is-soil-health". */
  id: string
  kind: 'guide' | 'article'
  /** What a hit points at: a guide's slug or an article's id. */
  ref: string
  title: string
  /** The section's heading, for a guide section. */
  heading: string | null
  /** The section's anchor on its guide page. */
  anchor: string | null
  text: string
}

export interface SearchHit {
  kind: SearchDocument['kind']
  ref: string
  title: string
  heading: string | null
  anchor: string | null
  /** A short passage around the first matching word. */
  excerpt: string
}

/** A guide section that may answer a farmer's question. */
export interface SectionHit {
  slug: string
  title: string
  heading: string | null
  anchor: string | null
  /** The section's whole text, for the assistant to read. */
  text: string
  /** A short passage around the first matching word, to quote. */
  excerpt: string
  score: number
}

export interface FindSectionsOptions {
  /** How many sections at most (the assistant reads 3). */
  limit?: number
  /** The farmer's previous question, which a short follow-up ("and how much fertiliser?") leans on. */
  context?: string
}

export interface SearchIndex {
  /** The best hit per guide and per article, best first; empty when nothing matches. */
  search(query: string): SearchHit[]
  /**
   * The guide sections that best answer a question in a farmer's words, best first: any of
   * its words may match, farmers' words count with the guides' words for the same things,
   * and sections that match only weakly are left out (nothing, for a question the guides
   * do not cover).
   */
  findSections(question: string, options?: FindSectionsOptions): SectionHit[]
}

export interface SearchIndexOptions {
  /** Farmers' words and the guides' words for the same things, used by findSections. */
  farmWords?: readonly FarmWord[]
}

const FIELD_BOOST = { title: 3, heading: 2, text: 1 }
const scaleBoost = (factor: number) => ({
  title: FIELD_BOOST.title * factor,
  heading: FIELD_BOOST.heading * factor,
  text: FIELD_BOOST.text * factor,
})

// The assistant's retrieval, tuned with `npm run eval:retrieval` (tests/retrieval-questions.ts).
/** How much more a farming word of the table counts than another word of the question. */
const FARM_WORD_WEIGHT = 2
/**
 * A section that shares no farming word with the question must score this much to count:
 * several of the question's words in one section (a guide section that answers a question
 * scores 50 and more; an off-topic question's chance matches, such as "last night", below 20).
 */
export const MIN_SCORE_WITHOUT_FARM_WORD = 30

// Words too common to tell pages apart; a query made only of them finds nothing.
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it my of on or the this to what when with you your'.split(
    ' ',
  ),
)

function processTerm(term: string) {
  const word = term.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')
  return STOP_WORDS.has(word) ? null : word
}

function processQuestionTerm(term: string) {
  const word = processTerm(term)
  return word === null || QUESTION_WORDS.has(word) ? null : word
}

/**
 * How a question is matched: any word may match; a typo is forgiven only in a long word
 * and a word's beginning matches longer words ("cow" finds "cows"), since in a sentence
 * the looser matching of the search box finds "march" for "match".
 */
const QUESTION_SEARCH: SearchOptions = {
  combineWith: 'OR',
  processTerm: processQuestionTerm,
  fuzzy: (term) => (term.length >= 6 ? 1 : false),
  prefix: (term) => term.length >= 3,
}

export function createSearchIndex(
  documents: SearchDocument[],
  { farmWords = [] }: SearchIndexOptions = {},
): SearchIndex {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'heading', 'text'],
    processTerm,
    searchOptions: {
      boost: FIELD_BOOST,
      // Typo-tolerant (one edit in five letters) and prefix matching ("fert" finds
      // fertiliser); very short words only match exactly, or "pig" would find "big".
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: (term) => term.length >= 3,
      combineWith: 'AND',
    },
  })
  index.addAll(documents)
  const documentsById = new Map(documents.map((entry) => [entry.id, entry]))
  const matcher = createFarmWordMatcher(farmWords)

  /**
   * A question's own words, or any phrase of the guides' words that its farming words stand
   * for, weighted more: a farming word we know is a sure sign of what the question is about.
   */
  const questionQuery = (question: string, weight: number) => {
    const phrases = matcher.expand(question)
    const query: QueryCombination = {
      combineWith: 'OR',
      boost: scaleBoost(weight),
      queries: [
        question,
        ...phrases.map((phrase): QueryCombination => ({
          combineWith: 'AND',
          queries: [phrase],
          boost: scaleBoost(weight * FARM_WORD_WEIGHT),
        })),
      ],
    }
    const farmTerms = phrases.flatMap((phrase) => splitWords(phrase).flatMap((word) => processQuestionTerm(word) ?? []))
    return { query, farmTerms }
  }

  return {
    search(query) {
      const text = query.trim()
      if (!text) return []
      // Every word in one place first; failing that, any of them.
      let results = index.search(text)
      if (results.length === 0) results = index.search(text, { combineWith: 'OR' })
      const seen = new Set<string>()
      const hits: SearchHit[] = []
      for (const result of results) {
        const entry = documentsById.get(result.id)
        if (!entry) continue
        const hit = toHit(entry, result)
        const key = `${hit.kind}:${hit.ref}`
        if (seen.has(key)) continue
        seen.add(key)
        hits.push(hit)
      }
      return hits
    },

    findSections(question, { limit = 3, context } = {}) {
      if (!question.trim()) return []
      const asked = questionQuery(question, 1)
      // Half weight: the new question decides, the previous one only breaks ties.
      const before = context?.trim() ? questionQuery(context, 0.5) : null
      const farmTerms = new Set([...asked.farmTerms, ...(before?.farmTerms ?? [])])
      const results = index.search(
        { combineWith: 'OR', queries: before ? [asked.query, before.query] : [asked.query] },
        { ...QUESTION_SEARCH, filter: (result) => documentsById.get(result.id)?.kind === 'guide' },
      )
      const sections: SectionHit[] = []
      for (const result of results) {
        if (sections.length >= limit) break
        // A section that shares no farming word with the question must match it strongly.
        const isRelevant =
          result.queryTerms.some((term) => farmTerms.has(term)) || result.score >= MIN_SCORE_WITHOUT_FARM_WORD
        if (!isRelevant) continue
        const entry = documentsById.get(result.id)
        if (!entry) continue
        const { ref: slug, title, heading, anchor, text } = entry
        // Quoted where its farming words are, not where it says "use" or "per".
        const farmMatches = result.terms.filter((term) => farmTerms.has(term))
        const excerpt = makeExcerpt(text, farmMatches.length > 0 ? farmMatches : result.terms)
        sections.push({ slug, title, heading, anchor, text, excerpt, score: result.score })
      }
      return sections
    },
  }
}

/** What the index needs of a guide section (features/topics' listGuideSections gives it). */
export interface GuideSectionText {
  slug: string
  title: string
  heading: string | null
  anchor: string | null
  text: string
}

/** Guide sections as documents of an index. */
export function toGuideDocuments(sections: GuideSectionText[]): SearchDocument[] {
  return sections.map((section, index) => ({
    id: `guide:${section.slug}:${index}`,
    kind: 'guide',
    ref: section.slug,
    title: section.title,
    heading: section.heading,
    anchor: section.anchor,
    text: section.text,
  }))
}

/** The assistant's index: guide sections only, with the hub's table of farmers' words. */
export function createGuideIndex(sections: GuideSectionText[]): SearchIndex {
  return createSearchIndex(toGuideDocuments(sections), { farmWords: hubFarmWords })
}

function toHit({ kind, ref, title, heading, anchor, text }: SearchDocument, result: SearchResult): SearchHit {
  return { kind, ref, title, heading, anchor, excerpt: makeExcerpt(text, result.terms) }
}

const EXCERPT_BEFORE = 60
const EXCERPT_LENGTH = 200

/**
 * About 200 characters of the text, starting shortly before a matching word: where the most
 * of the different matching words come together, so that a question about Newcastle disease
 * in chickens is quoted where the section says that, not where it first says "disease".
 */
export function makeExcerpt(text: string, terms: string[]) {
  const lower = text.toLowerCase()
  const found = terms
    .flatMap((term) =>
      [...lower.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term.toLowerCase())}`, 'gu'))].map((match) => ({
        term,
        at: match.index,
      })),
    )
    .sort((a, b) => a.at - b.at)
  const frequency = (term: string) => found.filter((other) => other.term === term).length
  // Each place a word is found, scored by the different words the excerpt around it would show;
  // of equals, the place of the rarer word (the more telling one), then the first.
  let best: { at: number; count: number; rarity: number } | null = null
  for (const { term, at } of found) {
    const shown = found.filter(
      (other) => other.at >= at - EXCERPT_BEFORE && other.at < at + EXCERPT_LENGTH - EXCERPT_BEFORE,
    )
    const count = new Set(shown.map((other) => other.term)).size
    const rarity = -frequency(term)
    if (!best || count > best.count || (count === best.count && rarity > best.rarity)) best = { at, count, rarity }
  }
  let start = best ? Math.max(0, best.at - EXCERPT_BEFORE) : 0
  if (start > 0) start = text.indexOf(' ', start) + 1
  let end = Math.min(text.length, start + EXCERPT_LENGTH)
  if (end < text.length) end = Math.max(text.lastIndexOf(' ', end), start + 1)
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
