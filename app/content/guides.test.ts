// Guards the nine topic guides: their structure is what the reader's presentation rules
// (spec §4) expect, each is long enough to act on, and each lists its sources.
import { getMessages } from '~/i18n/messages'
import { extractYoutubeId } from '~/lib/youtube'
import { TOPIC_SLUGS } from './schema'
import { topicGuides } from './topics'
import { animalVideoGroups, cropVideoGroups, topicVideoLists } from './video-lists'

const KEY_PHRASES = ['What is', 'Benefits of', 'Key', 'Steps', 'Challenges', 'Real-World', 'Final', 'Conclusion']
const TIP_LINE = /^(Tip|Note|Pro tip|Remember|Fun fact):|^Did You Know\?/m

const headingsOf = (body: string) =>
  body
    .split('\n')
    .map((line) => /^(\d+)\.\s+(.+)$/.exec(line.trim()))
    .filter((match) => match !== null)
    .map((match) => ({ number: Number(match[1]), text: match[2] ?? '' }))

describe('topic guides', () => {
  it('are the nine topics, in the Featured Topics order, titled as the interface names them', () => {
    expect(topicGuides.map((guide) => guide.slug)).toEqual([...TOPIC_SLUGS])
    for (const guide of topicGuides) expect(guide.title).toBe(getMessages().topics[guide.slug])
  })

  describe.each(topicGuides.map((guide) => [guide.slug, guide] as const))('%s', (_slug, guide) => {
    it('has at least 900 words', () => {
      expect(guide.body.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(900)
    })

    it('has numbered sections, in order, each starting with a key phrase', () => {
      const headings = headingsOf(guide.body)
      expect(headings.length).toBeGreaterThanOrEqual(5)
      expect(headings.map((heading) => heading.number)).toEqual(headings.map((_, index) => index + 1))
      for (const heading of headings) {
        expect(
          KEY_PHRASES.some((phrase) => heading.text.startsWith(phrase)),
          heading.text,
        ).toBe(true)
      }
    })

    it('uses bold, bullets or check marks, and at least one tip line', () => {
      expect(guide.body).toMatch(/\*\*[^*]+\*\*/)
      expect(guide.body).toMatch(/^(- |✓ )/m)
      expect(guide.body).toMatch(TIP_LINE)
    })

    it('has 3 illustrations with alt text and a list of distinct https sources', () => {
      expect(guide.images).toHaveLength(3)
      for (const image of guide.images) expect(image.alt.length).toBeGreaterThan(10)
      expect(guide.sources.length).toBeGreaterThan(0)
      const urls = guide.sources.map((source) => source.url)
      expect(new Set(urls).size).toBe(urls.length)
      for (const url of urls) expect(url).toMatch(/^https:\/\//)
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
