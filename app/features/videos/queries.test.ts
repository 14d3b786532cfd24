import { getVideoBySlug, listRelatedVideos, listTopicVideos, listVideosByCategory } from './queries'

describe('video queries', () => {
  it('lists a category, or everything', () => {
    expect(listVideosByCategory(null)).toHaveLength(36)
    const soil = listVideosByCategory('Soil Health')
    expect(soil.length).toBeGreaterThan(0)
    expect(soil.every((video) => video.category === 'Soil Health')).toBe(true)
    expect(listVideosByCategory('Drone Spraying')).toEqual([])
    expect(listVideosByCategory('Rice Farming')).toEqual([])
  })

  it('relates videos of the same category, never the video itself', () => {
    const video = getVideoBySlug('modern-drone-spraying-techniques')!
    const related = listRelatedVideos(video)
    expect(related.length).toBeGreaterThan(0)
    expect(related.every((other) => other.category === video.category && other.slug !== video.slug)).toBe(true)
  })

  it('gives each topic guide its videos, as the topic video flow has them', () => {
    expect(listTopicVideos('crop-production').videos).toHaveLength(6)
    expect(listTopicVideos('pest-control').videos).toHaveLength(9)
    expect(listTopicVideos('precision-agriculture').videos).toHaveLength(13)
    expect(listTopicVideos('climate-smart-agriculture').videos).toHaveLength(11)
    expect(listTopicVideos('smart-farming').videos).toHaveLength(9)
    expect(listTopicVideos('soil-health').videos).toHaveLength(12)
    const animals = listTopicVideos('animal-production')
    expect(animals.videos).toHaveLength(18)
    expect(animals.videos[0]).toEqual({ title: 'Cattle', youtubeId: 'OwNCbkIHBs4' })
    expect(listTopicVideos('drone-spraying')).toEqual({ videos: [], moreUrl: null })
    expect(listTopicVideos('rice-farming')).toEqual({ videos: [], moreUrl: null })
  })
})
