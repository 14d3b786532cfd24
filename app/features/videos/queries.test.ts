import { animalVideoGroups } from '~/content/video-lists'
import {
  getTopicVideoFlow,
  getVideoBySlug,
  listFeaturedVideos,
  listRelatedVideos,
  listTopicVideos,
  listVideosByCategory,
} from './queries'

describe('video queries', () => {
  it('lists a category, or everything', () => {
    expect(listVideosByCategory(null, 'en')).toHaveLength(36)
    const soil = listVideosByCategory('Soil Health', 'en')
    expect(soil.length).toBeGreaterThan(0)
    expect(soil.every((video) => video.category === 'Soil Health')).toBe(true)
    expect(listVideosByCategory('Drone Spraying', 'en')).toEqual([])
    expect(listVideosByCategory('Rice Farming', 'en')).toEqual([])
  })

  it('relates videos of the same category, never the video itself', () => {
    const video = getVideoBySlug('modern-drone-spraying-techniques', 'en')!
    const related = listRelatedVideos(video, 'en')
    expect(related.length).toBeGreaterThan(0)
    expect(related.every((other) => other.category === video.category && other.slug !== video.slug)).toBe(true)
  })

  it('gives each topic guide its videos, as the topic video flow has them', () => {
    expect(listTopicVideos('crop-production', 'en').videos).toHaveLength(6)
    expect(listTopicVideos('pest-control', 'en').videos).toHaveLength(9)
    expect(listTopicVideos('precision-agriculture', 'en').videos).toHaveLength(13)
    expect(listTopicVideos('climate-smart-agriculture', 'en').videos).toHaveLength(11)
    expect(listTopicVideos('smart-farming', 'en').videos).toHaveLength(9)
    expect(listTopicVideos('soil-health', 'en').videos).toHaveLength(12)
    const animals = listTopicVideos('animal-production', 'en')
    expect(animals.videos).toHaveLength(18)
    expect(animals.videos[0]).toEqual({ title: 'Cattle', youtubeId: 'OwNCbkIHBs4' })
    expect(listTopicVideos('drone-spraying', 'en')).toEqual({ videos: [], moreUrl: null })
    expect(listTopicVideos('rice-farming', 'en')).toEqual({ videos: [], moreUrl: null })
  })
})

describe('getTopicVideoFlow', () => {
  it('gives Crop Production its 17 crops, each with its videos', () => {
    const flow = getTopicVideoFlow('crop-production', 'en')
    expect(flow?.kind).toBe('crops')
    if (flow?.kind !== 'crops') return
    expect(flow.groups).toHaveLength(17)
    expect(flow.groups[0]).toMatchObject({ name: 'Maize Production' })
    expect(flow.groups[0]?.videos).toHaveLength(11)
    expect(flow.groups[0]?.videos[0]).toEqual({ title: 'Maize Video 1', youtubeId: 'mZgSeChDyaY' })
  })

  it('gives Animal Production its 18 animals with 3 to 8 videos each', () => {
    const flow = getTopicVideoFlow('animal-production', 'en')
    expect(flow?.kind).toBe('animals')
    if (flow?.kind !== 'animals') return
    // The spec's 18 animals, in the content's order (the names themselves: app/content/content.test.ts).
    expect(flow.groups).toHaveLength(18)
    expect(flow.groups.map((group) => group.name)).toEqual(animalVideoGroups.map((group) => group.name))
    for (const group of flow.groups) {
      expect(group.videos.length).toBeGreaterThanOrEqual(3)
      expect(group.videos.length).toBeLessThanOrEqual(8)
    }
  })

  it.each([
    ['precision-agriculture', 13],
    ['pest-control', 9],
    ['smart-farming', 9],
    ['climate-smart-agriculture', 11],
    ['soil-health', 12],
  ])('gives %s a flat list of %i videos and the link to more', (slug, count) => {
    const flow = getTopicVideoFlow(slug, 'en')
    expect(flow?.kind).toBe('list')
    if (flow?.kind !== 'list') return
    expect(flow.videos).toHaveLength(count)
    expect(flow.moreUrl).toMatch(/^https:\/\/www\.youtube\.com\/results\?search_query=/)
  })

  it('reads an 11-character id from every link, shorts and live ones included', () => {
    const ids = ['crop-production', 'animal-production', 'precision-agriculture', 'soil-health'].flatMap((slug) => {
      const flow = getTopicVideoFlow(slug, 'en')
      if (!flow) return []
      return flow.kind === 'list' ? flow.videos : flow.groups.flatMap((group) => group.videos)
    })
    expect(ids.length).toBeGreaterThan(200)
    for (const video of ids) expect(video.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/)
    const soil = getTopicVideoFlow('soil-health', 'en')
    expect(soil?.kind === 'list' && soil.videos.find((video) => video.title === 'Soil Fertility 7')?.youtubeId).toBe(
      'NVkwGDj-nyw',
    )
  })

  it.each(['drone-spraying', 'rice-farming', 'no-such-topic', undefined])('has no videos for %s', (slug) => {
    expect(getTopicVideoFlow(slug, 'en')).toBeUndefined()
  })
})

describe('listFeaturedVideos', () => {
  it('gives the 7 featured videos with what a card shows', () => {
    const pool = listFeaturedVideos('en')
    expect(pool).toHaveLength(7)
    expect(new Set(pool.map((video) => video.slug)).size).toBe(7)
    for (const video of pool) {
      expect(Object.keys(video).sort()).toEqual(
        ['author', 'category', 'duration', 'slug', 'thumbnail', 'title', 'youtubeId'].sort(),
      )
    }
  })
})
