import { articles } from '~/content/articles'
import { TOPIC_SLUGS } from '~/content/schema'
import { listGuideSections } from '~/features/topics/queries'
import { createGuideIndex, createSearchIndex, makeExcerpt, type SearchDocument } from './search-index.server'

// The real content, indexed the way the /articles loader indexes it.
const documents: SearchDocument[] = [
  ...listGuideSections().map((section, index) => ({
    id: `guide:${section.slug}:${index}`,
    kind: 'guide' as const,
    ref: section.slug,
    title: section.title,
    heading: section.heading,
    anchor: section.anchor,
    text: section.text,
  })),
  ...articles.map((article) => ({
    id: `article:${article.id}`,
    kind: 'article' as const,
    ref: String(article.id),
    title: article.title,
    heading: null,
    anchor: null,
    text: `${article.excerpt} ${article.category} ${article.author}`,
  })),
]
const index = createSearchIndex(documents)

describe('the hub search index', () => {
  it('finds a guide by a word that appears only deep in its body, with the section to link to', () => {
    const [first] = index.search('aluminium')
    expect(first).toMatchObject({ kind: 'guide', ref: 'soil-health' })
    expect(first?.anchor).toMatch(/^[a-z0-9-]+$/)
    expect(first?.excerpt.toLowerCase()).toContain('aluminium')
  })

  it('still finds it with a misspelling', () => {
    expect(index.search('aluminum')[0]).toMatchObject({ kind: 'guide', ref: 'soil-health' })
    // "Kirinyaga" appears in the rice farming and smart farming guides only.
    const refs = index.search('Kirinyga').map((hit) => hit.ref)
    expect(refs.sort()).toEqual(['rice-farming', 'smart-farming'])
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

describe("the assistant's guide index (findSections)", () => {
  const guides = createGuideIndex(listGuideSections())

  it('gives the best three guide sections for a question, with their anchors, text and an excerpt', () => {
    const sections = guides.findSections('My soil is acidic, how much lime should I apply?')
    expect(sections).toHaveLength(3)
    expect(sections[0]).toMatchObject({ slug: 'soil-health', title: 'Soil Health' })
    expect(sections[0]?.anchor).toMatch(/^[a-z0-9-]+$/)
    expect(sections[0]?.heading).toBeTruthy()
    expect(sections[0]?.text.length).toBeGreaterThan(sections[0]?.excerpt.length ?? 0)
    expect(sections.map((section) => section.score)).toEqual(
      [...sections.map((section) => section.score)].sort((a, b) => b - a),
    )
    expect(guides.findSections('lime for acidic soil', { limit: 1 })).toHaveLength(1)
  })

  it("finds the guide for a question in Kiswahili through the farmers' words", () => {
    expect(guides.findSections('Jinsi ya kutengeneza mboji nyumbani')[0]?.slug).toBe('soil-health')
    expect(guides.findSections('Ngombe wangu ana homa ya pwani')[0]?.slug).toBe('animal-production')
    const [drone] = guides.findSections('Ndege isiyo na rubani inaweza kunyunyizia dawa?')
    expect(drone?.slug).toBe('drone-spraying')
  })

  it('quotes a section around the farming word it matched', () => {
    const [section] = guides.findSections('Jinsi ya kutengeneza mboji nyumbani')
    expect(section?.excerpt.toLowerCase()).toContain('compost')
  })

  it('leans on the previous question for a short follow-up, without letting it decide', () => {
    const alone = guides.findSections('And how much fertiliser?')
    const followUp = guides.findSections('And how much fertiliser?', { context: 'How do I plant rice in Mwea?' })
    expect(followUp[0]?.slug).toBe('rice-farming')
    expect(alone.map((section) => section.slug)).not.toEqual(followUp.map((section) => section.slug))
    const newTopic = guides.findSections('How do I vaccinate chickens against Newcastle disease?', {
      context: 'How do I plant rice in Mwea?',
    })
    expect(newTopic[0]?.slug).toBe('animal-production')
  })

  it('finds nothing for a question the guides do not cover, or for no question', () => {
    expect(guides.findSections('What is the capital of France?')).toEqual([])
    expect(guides.findSections('Who won the football match last night?')).toEqual([])
    expect(guides.findSections('Habari yako?')).toEqual([])
    expect(guides.findSections('   ')).toEqual([])
  })

  it('never gives an article, only guide sections', () => {
    // The /articles index holds both; "drone" is in an article's title too.
    const sections = index.findSections('What wind speed is safe for drone spraying?')
    expect(sections.length).toBeGreaterThan(0)
    expect(sections.every((section) => (TOPIC_SLUGS as readonly string[]).includes(section.slug))).toBe(true)
  })
})

describe('makeExcerpt', () => {
  const text = `${'Opening words of the section. '.repeat(10)}Lime raises the soil pH. ${'More text follows here. '.repeat(10)}`

  it('starts shortly before the first matching word, at a word boundary', () => {
    const excerpt = makeExcerpt(text, ['lime'])
    expect(excerpt.startsWith('… ')).toBe(true)
    expect(excerpt).toContain('Lime raises the soil pH.')
    expect(excerpt.endsWith(' …')).toBe(true)
    expect(excerpt.length).toBeLessThanOrEqual(210)
  })

  it('quotes where the most of the different words come together', () => {
    const section = `${'Disease spreads fast. '.repeat(12)}Vaccinate chickens against Newcastle disease every three months. ${'More text. '.repeat(20)}`
    const excerpt = makeExcerpt(section, ['disease', 'newcastle', 'chickens'])
    expect(excerpt).toContain('Vaccinate chickens against Newcastle disease')
    expect(excerpt.startsWith('… ')).toBe(true)
  })

  it('opens the text when no word is found', () => {
    expect(makeExcerpt('Short text.', ['missing'])).toBe('Short text.')
  })
})
