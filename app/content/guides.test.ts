// Guards the nine topic guides: their structure is what the reader's presentation rules
// (spec §4) expect, each is long enough to act on, and each lists its sources.
import { parseArticleText } from '~/features/topics/article-text'
import { getMessages } from '~/i18n/messages'
import { extractYoutubeId } from '~/lib/youtube'
import { TOPIC_SLUGS } from './schema'
import { topicGuides } from './topics'
import { animalVideoGroups, cropVideoGroups, topicVideoLists } from './video-lists'

const KEY_PHRASES = ['What is', 'Benefits of', 'Key', 'Steps', 'Challenges', 'Real-World', 'Final', 'Conclusion']

describe('topic guides', () => {
  it('are the nine topics, in the Featured Topics order, titled as the interface names them', () => {
    expect(topicGuides.map((guide) => guide.slug)).toEqual([...TOPIC_SLUGS])
    for (const guide of topicGuides) expect(guide.title).toBe(getMessages().topics[guide.slug])
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
          KEY_PHRASES.some((phrase) => heading?.startsWith(phrase)),
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
