import { VIDEO_CATEGORIES } from '~/content/schema'
import { videoCategoriesSw } from '~/content/sw/categories'
import { videoListsSw } from '~/content/sw/video-lists'
import { videosSw } from '~/content/sw/videos'
import { animalVideoGroups } from '~/content/video-lists'
import { featuredVideoSlugs, videos } from '~/content/videos'
import {
  getTopicVideoFlow,
  getVideoBySlug,
  listFeaturedVideos,
  listRelatedVideos,
  listTopicVideos,
  listVideoCategories,
  listVideosByCategory,
  toVideoCard,
} from './queries'
import type { TopicVideoFlow } from './topic-video-flow'

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

describe('videos in the page language', () => {
  it('gives English exactly as the content has it', () => {
    expect(listVideosByCategory(null, 'en')).toEqual(videos)
    expect(listVideoCategories('en').map((option) => option.label)).toEqual([...VIDEO_CATEGORIES])
    expect(listFeaturedVideos('en').map((card) => card.category)).toEqual(
      featuredVideoSlugs.map((slug) => videos.find((video) => video.slug === slug)?.category),
    )
  })

  it('gives each video its Kiswahili description and keeps its title, link and figures', () => {
    const inKiswahili = listVideosByCategory(null, 'sw')
    expect(inKiswahili).toHaveLength(videos.length)
    videos.forEach((english, index) => {
      expect(inKiswahili[index]).toEqual({ ...english, description: videosSw[english.slug]?.description })
      expect(inKiswahili[index]?.description).not.toBe(english.description)
    })
    const video = getVideoBySlug('modern-drone-spraying-techniques', 'sw')!
    expect(video.description).toBe(videosSw['modern-drone-spraying-techniques']?.description)
    expect(listRelatedVideos(video, 'sw').map((other) => other.slug)).toEqual(
      listRelatedVideos(video, 'en').map((other) => other.slug),
    )
  })

  it('filters by the English category value and labels the cards in Kiswahili', () => {
    const soil = listVideosByCategory('Soil Health', 'sw')
    expect(soil.map((video) => video.slug)).toEqual(
      listVideosByCategory('Soil Health', 'en').map((video) => video.slug),
    )
    expect(toVideoCard(soil[0]!, 'sw').category).toBe('Afya ya Udongo')
    expect(toVideoCard(soil[0]!, 'en').category).toBe('Soil Health')
    for (const card of listFeaturedVideos('sw')) {
      const english = videos.find((video) => video.slug === card.slug)!
      expect(card.category).toBe(videoCategoriesSw[english.category])
    }
  })

  it('offers the category filter with Kiswahili labels and the same URL values', () => {
    const kiswahili = listVideoCategories('sw')
    expect(kiswahili.map((option) => option.slug)).toEqual(listVideoCategories('en').map((option) => option.slug))
    expect(kiswahili.map((option) => option.label)).toEqual(
      VIDEO_CATEGORIES.map((category) => videoCategoriesSw[category]),
    )
  })

  it('names the crops, animals and numbered videos of the flow in Kiswahili, with the same videos', () => {
    for (const slug of ['crop-production', 'animal-production', 'soil-health', 'pest-control']) {
      const english = getTopicVideoFlow(slug, 'en')!
      const kiswahili = getTopicVideoFlow(slug, 'sw')!
      const groupsOf = (flow: TopicVideoFlow) =>
        flow.kind === 'list' ? [{ name: '', videos: flow.videos }] : flow.groups
      groupsOf(english).forEach((group, index) => {
        const translated = groupsOf(kiswahili)[index]!
        if (group.name) expect(translated.name).toBe(videoListsSw.groups[group.name]?.name)
        expect(translated.videos.map((video) => video.youtubeId)).toEqual(group.videos.map((video) => video.youtubeId))
        // A numbered label is translated; a real YouTube title stays as written.
        expect(translated.videos.map((video) => video.title)).toEqual(
          group.videos.map((video) => videoListsSw.titles[video.title] ?? video.title),
        )
      })
    }
    const crops = getTopicVideoFlow('crop-production', 'sw')
    expect(crops?.kind === 'crops' && crops.groups[0]).toMatchObject({ name: 'Uzalishaji wa Mahindi' })
    expect(crops?.kind === 'crops' && crops.groups[0]?.videos[0]).toEqual({
      title: 'Video ya Mahindi 1',
      youtubeId: 'mZgSeChDyaY',
    })
  })

  it('gives a guide page its videos under Kiswahili names', () => {
    const animals = listTopicVideos('animal-production', 'sw')
    expect(animals.videos[0]).toEqual({ title: "Ng'ombe", youtubeId: 'OwNCbkIHBs4' })
    const soil = listTopicVideos('soil-health', 'sw')
    expect(soil.videos.map((video) => video.youtubeId)).toEqual(
      listTopicVideos('soil-health', 'en').videos.map((video) => video.youtubeId),
    )
    expect(soil.videos.find((video) => video.youtubeId === 'NVkwGDj-nyw')?.title).toBe(
      videoListsSw.titles['Soil Fertility 7'],
    )
  })
})
