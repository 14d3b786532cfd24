// Guards the nine topic guides: their structure is what the reader's presentation rules
// (spec §4) expect, each is long enough to act on, and each lists its sources.
import { KEY_PHRASES, parseArticleText } from '~/features/topics/article-text'
import { topicNames } from '~/i18n/en/topic-names'
import { extractYoutubeId } from '~/lib/youtube'
import { TOPIC_SLUGS } from './schema'
import { topicGuides } from './topics'
import { animalVideoGroups, cropVideoGroups, topicVideoLists } from './video-lists'

// Trust rules for the guides' sources and figures (issue 15). Each returns what is wrong, or null.

/** Document-sharing and mirror sites: copies whose origin and version a reader cannot check. */
const MIRROR_HOSTS = [
  'dokumen.tips',
  'vdocuments',
  'documents.pub',
  'docslib.org',
  'scribd.com',
  'issuu.com',
  'joomag.com',
]

function sourceUrlProblem(url: string): string | null {
  const parsed = URL.canParse(url) ? new URL(url) : null
  if (!parsed) return 'not a URL'
  const host = parsed.hostname.toLowerCase()
  // Plain http can be altered on the way and browsers warn about it: publishers' pages are https.
  if (parsed.protocol !== 'https:') return 'not https'
  // A copy on a sharing site is not the publisher's own text: cite the original or a DOI.
  if (MIRROR_HOSTS.some((mirror) => host === mirror || host.endsWith(`.${mirror}`) || host.startsWith(`${mirror}.`)))
    return 'document-sharing or mirror host'
  // A test or staging server is not a published page and may vanish or change.
  if (/^(test|staging|dev)\./.test(host)) return 'test server'
  // A login page shows a reader nothing of the source.
  if (/\/(login|log-in|signin|sign-in)(?:[./?]|$)/i.test(parsed.pathname)) return 'login page'
  // A redirect link hides where it leads and breaks when the redirector does.
  if (
    /\/redirect(?:[./?]|$)/i.test(parsed.pathname) ||
    /[?&](url|redirect|redirect_uri|goto|target)=/i.test(parsed.search)
  )
    return 'redirect link'
  return null
}

const NUMBER = /\d+(?:[.,]\d+)*/g

/** The numbers of an "At a glance" value missing from the guide's text: the box must agree with the guide. */
function glanceNumbersMissing(body: string, value: string): string[] {
  const inBody = new Set(body.match(NUMBER) ?? [])
  return (value.match(NUMBER) ?? []).filter((number) => !inBody.has(number))
}

describe('trust rules', () => {
  it('refuse mirrors, plain http, test servers, login pages and redirect links', () => {
    expect(sourceUrlProblem('https://www.fao.org/3/y5114e/y5114e.pdf')).toBeNull()
    expect(sourceUrlProblem('https://doi.org/10.3390/drones2030028')).toBeNull()
    expect(sourceUrlProblem('https://dokumen.tips/documents/maize.html')).toBe('document-sharing or mirror host')
    expect(sourceUrlProblem('https://vdocuments.mx/x.html')).toBe('document-sharing or mirror host')
    expect(sourceUrlProblem('https://www.scribd.com/document/1')).toBe('document-sharing or mirror host')
    expect(sourceUrlProblem('https://view.joomag.com/a/b')).toBe('document-sharing or mirror host')
    expect(sourceUrlProblem('http://www.kalro.org/')).toBe('not https')
    expect(sourceUrlProblem('https://test.agdir.no/satellite-api/limitations')).toBe('test server')
    expect(sourceUrlProblem('https://www.standardmedia.co.ke/farmkenya/article/1/login.html')).toBe('login page')
    expect(sourceUrlProblem('https://example.org/signin?next=/a')).toBe('login page')
    expect(sourceUrlProblem('https://example.org/out?url=https%3A%2F%2Fkalro.org')).toBe('redirect link')
    expect(sourceUrlProblem('https://example.org/redirect/123')).toBe('redirect link')
  })

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
  it('are the nine topics, in the Featured Topics order, titled as the interface names them', () => {
    expect(topicGuides.map((guide) => guide.slug)).toEqual([...TOPIC_SLUGS])
    for (const guide of topicGuides) expect(guide.title).toBe(topicNames[guide.slug])
  })

  describe.each(topicGuides.map((guide) => [guide.slug, guide] as const))('%s', (_slug, guide) => {
    it('has at least 900 words', () => {
      expect(guide.body.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(900)
    })

    // Read through the reader's own presentation rules, as the pages show it.
    const sections = parseArticleText(guide.body)
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

    it('cites only publishers’ own pages or DOIs: no mirror, plain http, test server, login or redirect', () => {
      for (const { url } of guide.sources) expect(sourceUrlProblem(url), url).toBeNull()
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

  it('states the spec’s two claims (§9)', () => {
    const droneSpraying = topicGuides.find((guide) => guide.slug === 'drone-spraying')
    expect(droneSpraying?.body).toContain('drones spray 5 to 10 acres per hour')
    expect(
      topicGuides.some((guide) => guide.body.includes('a well-timed harvest can raise margins by up to 30%')),
    ).toBe(true)
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
