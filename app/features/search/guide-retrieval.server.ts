// The assistant's guide retrieval: the guide sections that best answer a question
// in a farmer's words, in English or Kiswahili. Built on index-builder.server.ts, over the
// guides alone, with the hub's table of farmers' words (app/content/farm-words.ts); tuned
// with `npm run eval:retrieval` (tests/retrieval-questions.ts).
import type { QueryCombination, SearchOptions } from 'minisearch'
import { farmWords as hubFarmWords, type FarmWord } from '~/content/farm-words'
import { createFarmWordMatcher, splitWords } from './farm-words'
import {
  buildIndex,
  FIELD_BOOST,
  makeExcerpt,
  processTerm,
  toGuideDocuments,
  type GuideSectionText,
} from './index-builder.server'
import type { Locale } from '~/i18n/locale'
import { QUESTION_WORDS } from './question-words'

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

export interface GuideRetrieval {
  /**
   * The guide sections that best answer a question in a farmer's words, best first: any of
   * its words may match, farmers' words count with the guides' words for the same things,
   * and sections that match only weakly are left out (nothing, for a question the guides
   * do not cover).
   */
  findSections(question: string, options?: FindSectionsOptions): SectionHit[]
}

export interface GuideRetrievalOptions {
  /** Farmers' words and the guides' words for the same things; the hub's table unless given. */
  farmWords?: readonly FarmWord[]
}

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

export function createGuideRetrieval(
  sections: GuideSectionText[],
  { farmWords = hubFarmWords }: GuideRetrievalOptions = {},
): GuideRetrieval {
  const { index, documentsById } = buildIndex(toGuideDocuments(sections))
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
    findSections(question, { limit = 3, context } = {}) {
      if (!question.trim()) return []
      const asked = questionQuery(question, 1)
      // Half weight: the new question decides, the previous one only breaks ties.
      const before = context?.trim() ? questionQuery(context, 0.5) : null
      const farmTerms = new Set([...asked.farmTerms, ...(before?.farmTerms ?? [])])
      const results = index.search(
        { combineWith: 'OR', queries: before ? [asked.query, before.query] : [asked.query] },
        QUESTION_SEARCH,
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

/**
 * The assistant's index of each language's guides. The Kiswahili guides say "mboji"
 * and "viwavijeshi vamizi" themselves, so there a farmer's Kiswahili word is the guides' own
 * word, and counts as a farming word as it does in English through the table.
 */
export function createGuideRetrievals(
  sections: Record<Locale, GuideSectionText[]>,
  { farmWords = hubFarmWords }: GuideRetrievalOptions = {},
): Record<Locale, GuideRetrieval> {
  return {
    en: createGuideRetrieval(sections.en, { farmWords }),
    sw: createGuideRetrieval(sections.sw, { farmWords: farmWords.map(({ words }) => ({ words, means: words })) }),
  }
}
