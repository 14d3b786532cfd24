import { articles } from '~/content/articles'
import { listGuideSections } from '~/features/topics/queries'
import { toArticleDocuments, toGuideDocuments, type SearchDocument } from './index-builder.server'
import { createSiteSearch } from './site-search.server'

// The real content, indexed the way the /articles loader indexes it.
const documents: SearchDocument[] = [...toGuideDocuments(listGuideSections('en')), ...toArticleDocuments(articles)]
const index = createSiteSearch(documents)

describe('the hub search index', () => {
  it('finds a guide by a word that appears only deep in its body, with the section to link to', () => {
    const [first] = index.search('aluminium')
    expect(first).toMatchObject({ kind: 'guide', ref: 'soil-health' })
    expect(first?.anchor).toMatch(/^[a-z0-9-]+$/)
    expect(first?.excerpt.toLowerCase()).toContain('aluminium')
  })

  it('still finds it with a misspelling', () => {
    expect(index.search('aluminum')[0]).toMatchObject({ kind: 'guide', ref: 'soil-health' })
    // "Kirinyaga" appears in the rice farming, smart farming and farm chemical safety guides only.
    const refs = index.search('Kirinyga').map((hit) => hit.ref)
    expect(refs.sort()).toEqual(['farm-chemical-safety', 'rice-farming', 'smart-farming'])
  })

  it('matches the beginning of a word', () => {
    expect(index.search('alumin')[0]).toMatchObject({ kind: 'guide', ref: 'soil-health' })
  })

  it('finds articles by their title and gives each guide and article once', () => {
    const hits = index.search('drone')
    expect(hits.some((hit) => hit.kind === 'article' && hit.ref === '2')).toBe(true)
    const keys = hits.map((hit) => `${hit.kind}:${hit.ref}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('prefers pages that hold every word, and falls back to any word', () => {
    expect(index.search('fanya juu')[0]).toMatchObject({ ref: 'soil-health' })
    expect(index.search('aluminium qwertyuiop')[0]).toMatchObject({ ref: 'soil-health' })
  })

  it('finds nothing for a word the hub does not use, for stop words and for blank input', () => {
    expect(index.search('xylophone')).toEqual([])
    expect(index.search('the and of')).toEqual([])
    expect(index.search('   ')).toEqual([])
  })
})
