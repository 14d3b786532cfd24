// The index both searches are built on (MiniSearch): the hub's documents, their
// words normalised the same way, and the excerpt a hit quotes. Site search
// (site-search.server.ts) and the assistant's guide retrieval (guide-retrieval.server.ts)
// each build their own index with it. A *.server.ts module so MiniSearch and the guides'
// text never reach the browser. Guides are indexed section by section, so a word deep in a
// guide's body finds it, and a hit can link straight to that section.
import MiniSearch from 'minisearch'

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

export const FIELD_BOOST = { title: 3, heading: 2, text: 1 }

// Words too common to tell pages apart; a query made only of them finds nothing.
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it my of on or the this to what when with you your'.split(
    ' ',
  ),
)

export function processTerm(term: string) {
  const word = term.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')
  return STOP_WORDS.has(word) ? null : word
}

/** An index of `documents`; searched as the site's search box does unless a search says otherwise. */
export function buildIndex(documents: SearchDocument[]) {
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
  return { index, documentsById: new Map(documents.map((entry) => [entry.id, entry])) }
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

/** What the index needs of an article. */
export interface ArticleText {
  id: number
  title: string
  excerpt: string
  category: string
  author: string
}

/** Articles as documents of an index: found by their title, excerpt, category and author. */
export function toArticleDocuments(articles: ArticleText[]): SearchDocument[] {
  return articles.map((article) => ({
    id: `article:${article.id}`,
    kind: 'article',
    ref: String(article.id),
    title: article.title,
    heading: null,
    anchor: null,
    text: `${article.excerpt} ${article.category} ${article.author}`,
  }))
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
