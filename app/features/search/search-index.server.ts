// Full-text search over the hub's own content (DESIGN.md: MiniSearch). Built once per
// server process and kept in memory; a *.server.ts module so MiniSearch and the guides'
// text never reach the browser. Guides are indexed section by section, so a word deep in
// a guide's body finds it, and the hit can link straight to that section.
import MiniSearch, { type SearchResult } from 'minisearch'

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

export interface SearchIndex {
  /** The best hit per guide and per article, best first; empty when nothing matches. */
  search(query: string): SearchHit[]
}

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

export function createSearchIndex(documents: SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'heading', 'text'],
    processTerm,
    searchOptions: {
      boost: { title: 3, heading: 2 },
      // Typo-tolerant (one edit in five letters) and prefix matching ("fert" finds
      // fertiliser); very short words only match exactly, or "pig" would find "big".
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: (term) => term.length >= 3,
      combineWith: 'AND',
    },
  })
  index.addAll(documents)
  const documentsById = new Map(documents.map((entry) => [entry.id, entry]))

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
  }
}

function toHit({ kind, ref, title, heading, anchor, text }: SearchDocument, result: SearchResult): SearchHit {
  return { kind, ref, title, heading, anchor, excerpt: makeExcerpt(text, result.terms) }
}

const EXCERPT_BEFORE = 60
const EXCERPT_LENGTH = 200

/** About 200 characters of the text, starting shortly before the first matching word. */
export function makeExcerpt(text: string, terms: string[]) {
  const lower = text.toLowerCase()
  const positions = terms.map((term) => lower.search(new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(term)}`, 'u')))
  const first = Math.min(...positions.filter((position) => position >= 0), Number.POSITIVE_INFINITY)
  let start = Number.isFinite(first) ? Math.max(0, first - EXCERPT_BEFORE) : 0
  if (start > 0) start = text.indexOf(' ', start) + 1
  let end = Math.min(text.length, start + EXCERPT_LENGTH)
  if (end < text.length) end = Math.max(text.lastIndexOf(' ', end), start + 1)
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
