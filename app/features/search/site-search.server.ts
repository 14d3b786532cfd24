// The site's search box (/articles?q=…): the best hit per guide and per article, with the
// section to link to and a passage to show. Built on index-builder.server.ts.
import type { SearchResult } from 'minisearch'
import { buildIndex, makeExcerpt, type SearchDocument } from './index-builder.server'

export interface SearchHit {
  kind: SearchDocument['kind']
  ref: string
  title: string
  heading: string | null
  anchor: string | null
  /** A short passage around the first matching word. */
  excerpt: string
}

export interface SiteSearch {
  /** The best hit per guide and per article, best first; empty when nothing matches. */
  search(query: string): SearchHit[]
}

export function createSiteSearch(documents: SearchDocument[]): SiteSearch {
  const { index, documentsById } = buildIndex(documents)
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
