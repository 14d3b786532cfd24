import { ARTICLE_CATEGORIES } from '~/content/schema'
import { getReaderGuide, listFeaturedTopics } from './queries'
import { ReaderGuideSchema } from './reader-guide'

describe('listFeaturedTopics', () => {
  it('gives the nine topics in the spec’s order, titled by their guides', () => {
    // Three topics, then the six the articles are filed under, in the same order.
    expect(listFeaturedTopics('en').map((topic) => topic.title)).toEqual([
      'Crop Production',
      'Animal Production',
      'Precision Agriculture',
      ...ARTICLE_CATEGORIES,
    ])
  })

  it('has videos for every topic but Drone Spraying and Rice Farming', () => {
    const without = listFeaturedTopics('en')
      .filter((topic) => topic.videoFlow === 'none')
      .map((topic) => topic.slug)
    expect(without).toEqual(['drone-spraying', 'rice-farming'])
  })
})

describe('getReaderGuide', () => {
  it('gives the reader a guide’s title, intro line, text and images, in the shape the browser checks', () => {
    const guide = getReaderGuide('soil-health', 'en')
    expect(ReaderGuideSchema.parse(guide)).toEqual(guide)
    expect(guide?.title).toBe('Soil Health')
    expect(guide?.images).toHaveLength(3)
    expect(guide?.body.length).toBeGreaterThan(1000)
  })

  it('knows no other topics', () => {
    expect(getReaderGuide('no-such-topic', 'en')).toBeUndefined()
  })
})
