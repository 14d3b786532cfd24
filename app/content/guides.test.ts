// Guards the topic guides: their structure is what the reader's presentation rules
// expect, each is long enough to act on, and every figure in it comes from a source
// the rules of source-rules.ts allow, as the How-we-check page promises.
import { KEY_PHRASES, parseGuideText } from '~/features/topics/guide-text'
import { topicNames } from '~/i18n/en/topic-names'
import { howWeCheckMessages } from '~/i18n/how-we-check'
import { extractYoutubeId } from '~/lib/youtube'
import { defaultProvider } from './provider'
import { FEATURED_TOPIC_SLUGS, TOPIC_SLUGS } from './schema'
import { passagesMissing, sourceKindProblem, sourceUrlProblem, unsourcedFigures } from './source-rules'
import { topicGuides } from './topics'
import { animalVideoGroups, cropVideoGroups, topicVideoLists } from './video-lists'

const NUMBER = /\d+(?:[.,]\d+)*/g

/** The numbers of an "At a glance" value missing from the guide's text: the box must agree with the guide. */
function glanceNumbersMissing(body: string, value: string): string[] {
  const inBody = new Set(body.match(NUMBER) ?? [])
  return (value.match(NUMBER) ?? []).filter((number) => !inBody.has(number))
}

describe('the “At a glance” rule', () => {
  it('find a figure of the box that the text does not give', () => {
    const body = 'Plant at 75 × 25 cm and apply 50 kg of DAP per acre; expect 2.5 tonnes.'
    expect(glanceNumbersMissing(body, '75 × 25 cm')).toEqual([])
    expect(glanceNumbersMissing(body, '2.5 tonnes')).toEqual([])
    expect(glanceNumbersMissing(body, '75 × 30 cm')).toEqual(['30'])
    // Whole numbers only: "5" is not found inside "25" or "2.5".
    expect(glanceNumbersMissing(body, '5 kg')).toEqual(['5'])
  })
})

describe('topic guides', () => {
  it('are every topic, the nine featured ones first and titled as the interface names them', () => {
    expect(topicGuides.map((guide) => guide.slug)).toEqual([...TOPIC_SLUGS])
    for (const slug of FEATURED_TOPIC_SLUGS) {
      const guide = topicGuides.find((entry) => entry.slug === slug)
      expect(guide?.title, slug).toBe(topicNames[slug])
      // The spec's topics come with their 3 illustrations; the others have a photo only where a licensed one exists.
      expect(guide?.images, slug).toHaveLength(3)
    }
  })

  describe.each(topicGuides.map((guide) => [guide.slug, guide] as const))('%s', (_slug, guide) => {
    it('has at least 1,500 words', () => {
      expect(guide.body.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(1500)
    })

    // Read through the reader's own presentation rules, as the pages show it.
    const sections = parseGuideText(guide.body)
    const blocks = sections.flatMap((section) => section.blocks)

    it('opens with an introduction, then numbered sections in order, each starting with a key phrase', () => {
      expect(sections[0]?.heading).toBeNull()
      const headed = sections.slice(1)
      expect(headed.length).toBeGreaterThanOrEqual(5)
      expect(headed.map((section) => section.number)).toEqual(headed.map((_, index) => index + 1))
      for (const { heading } of headed) {
        expect(
          KEY_PHRASES.en.some((phrase) => heading?.startsWith(phrase)),
          heading ?? '',
        ).toBe(true)
      }
      for (const section of sections) expect(section.blocks.length, section.id).toBeGreaterThan(0)
    })

    it('uses bold, bullets or check marks, and at least one tip line', () => {
      const inlines = blocks.flatMap((block) =>
        block.type === 'bullets' || block.type === 'checks' ? block.items.flat() : block.content,
      )
      expect(inlines.some((part) => part.type === 'bold')).toBe(true)
      expect(blocks.some((block) => block.type === 'bullets' || block.type === 'checks')).toBe(true)
      expect(blocks.some((block) => block.type === 'tip')).toBe(true)
    })

    it('describes its illustrations in full and lists each source once', () => {
      for (const image of guide.images) expect(image.alt.length).toBeGreaterThan(10)
      const urls = guide.sources.map((source) => source.url)
      expect(new Set(urls).size).toBe(urls.length)
    })

    it('cites each source by the publisher’s own stable address (source-rules.ts)', () => {
      for (const { url } of guide.sources) expect(sourceUrlProblem(url), url).toBeNull()
    })

    it('cites a journal paper by its DOI, and takes no figure from a news or vendor page', () => {
      for (const source of guide.sources) expect(sourceKindProblem(source), source.url).toBeNull()
    })

    it('gives every figure from a publisher, government or journal source, in passages its text contains', () => {
      expect(passagesMissing(guide)).toEqual([])
      expect(unsourcedFigures(guide)).toEqual([])
    })

    it('names the provider wherever it gives the provider’s own figures', () => {
      for (const passage of guide.providerFigures) expect(passage).toContain(defaultProvider.providerName)
    })

    it('puts no figure in its description or summary that its text does not give', () => {
      expect(glanceNumbersMissing(guide.body, `${guide.description} ${guide.summary}`)).toEqual([])
    })

    it('shows when it was last reviewed, on a real date no later than today', () => {
      expect(guide.reviewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(Number.isNaN(Date.parse(guide.reviewedOn))).toBe(false)
      expect(Date.parse(guide.reviewedOn)).toBeLessThanOrEqual(Date.now())
    })

    it('has an "At a glance" of 5 to 8 figures, each number of which the guide’s text gives', () => {
      expect(guide.atAGlance.length).toBeGreaterThanOrEqual(5)
      expect(guide.atAGlance.length).toBeLessThanOrEqual(8)
      for (const { label, value } of guide.atAGlance) {
        expect(glanceNumbersMissing(guide.body, value), `${label}: ${value}`).toEqual([])
      }
    })

    it('carries no markup the reader would show as raw text', () => {
      expect(guide.body).not.toMatch(/<[a-z][^>]*>|^#+\s|\]\(http/m)
    })
  })

  it('states the spec’s two claims', () => {
    const droneSpraying = topicGuides.find((guide) => guide.slug === 'drone-spraying')
    expect(droneSpraying?.body).toContain('drones spray 5 to 10 acres per hour')
    expect(
      topicGuides.some((guide) => guide.body.includes('a well-timed harvest can raise margins by up to 30%')),
    ).toBe(true)
  })
})

describe('the How-we-check page', () => {
  // The page is the promise these tests hold the guides to: it must say what they enforce.
  const said = (locale: 'en' | 'sw') =>
    howWeCheckMessages[locale].sections
      .filter((section) => section.paragraphs.some((paragraph) => paragraph.includes('DOI')))
      .flatMap((section) => section.paragraphs)
      .join(' ')

  it('promises the publisher’s own page or the DOI, and no figure from news or a company’s page', () => {
    expect(said('en')).toContain('the publisher’s own page or the paper’s DOI')
    expect(said('en')).toContain('never for a figure')
    expect(said('sw')).toContain('ukurasa wa mchapishaji mwenyewe au DOI')
    expect(said('sw')).toContain('kamwe si kwa takwimu')
  })

  it('names the provider’s own figures as the only ones without a published source, as the guides give them', () => {
    expect(topicGuides.some((guide) => guide.providerFigures.length > 0)).toBe(true)
    expect(said('en')).toContain('The only figures without a published source are our own')
    expect(said('sw')).toContain('Takwimu pekee zisizo na chanzo kilichochapishwa ni zetu wenyewe')
  })
})

describe('sources shared by several guides', () => {
  it('are described the same way in each', () => {
    const byUrl = new Map<string, string>()
    for (const { url, title, publisher, kind } of topicGuides.flatMap((guide) => guide.sources)) {
      const described = JSON.stringify({ title, publisher, kind })
      expect(byUrl.get(url) ?? described, url).toBe(described)
      byUrl.set(url, described)
    }
  })
})

describe('video links', () => {
  const allLinks = [
    ...cropVideoGroups.flatMap((group) => group.videos),
    ...animalVideoGroups.flatMap((group) => group.videos),
    ...topicVideoLists.flatMap((list) => list.videos),
  ]

  it('every crop, animal and topic video link yields an 11-character id', () => {
    expect(allLinks.length).toBe(118 + 102 + 60)
    for (const link of allLinks) expect(extractYoutubeId(link.url), link.url).toMatch(/^[A-Za-z0-9_-]{11}$/)
  })
})
