// Guards the content modules against broken edits: the counts of the spec,
// unique ids and slugs, links between modules and the statements the FAQ must make.
// The guides are tested by their own suite.
import { about } from './about'
import { articles } from './articles'
import { companies } from './companies'
import { faq } from './faq'
import {
  companiesVideo,
  featuredTopics,
  heroFallbackImage,
  heroSlides,
  missionCards,
  promoVideo,
  statistics,
} from './home'
import { FEATURED_TOPIC_SLUGS } from './schema'
import { team } from './team'
import { testimonials } from './testimonials'
import { animalVideoGroups, cropVideoGroups, topicVideoLists } from './video-lists'
import { featuredVideoSlugs, videos } from './videos'

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length

describe('articles', () => {
  it('has the 9 articles with unique ids and slugs', () => {
    expect(articles).toHaveLength(9)
    expect(unique(articles.map((a) => a.id))).toBe(true)
    expect(unique(articles.map((a) => a.slug))).toBe(true)
  })

  it('gives every article a 3:2 photo of our own, at the size the cards reserve', () => {
    for (const article of articles) {
      expect(article.image).toMatchObject({ width: 480, height: 320 })
      expect(article.image.src).toMatch(/^\/images\/articles\//)
    }
  })
})

describe('videos', () => {
  it('has the 36 videos with unique ids, slugs and YouTube ids', () => {
    expect(videos).toHaveLength(36)
    expect(unique(videos.map((v) => v.id))).toBe(true)
    expect(unique(videos.map((v) => v.slug))).toBe(true)
    expect(unique(videos.map((v) => v.youtubeId))).toBe(true)
  })

  it('features exactly 7 distinct videos, each of which exists', () => {
    expect(featuredVideoSlugs).toHaveLength(7)
    expect(unique(featuredVideoSlugs)).toBe(true)
    const slugs = new Set(videos.map((v) => v.slug))
    for (const slug of featuredVideoSlugs) expect(slugs).toContain(slug)
  })
})

describe('topic video flow', () => {
  it('has the 17 crop categories, in order, with the spec counts', () => {
    expect(cropVideoGroups.map((g) => [g.name, g.videos.length])).toEqual([
      ['Maize Production', 11],
      ['Wheat Production', 6],
      ['Rice Production', 6],
      ['Soybeans', 6],
      ['Potatoes', 6],
      ['Cassava', 6],
      ['Tomatoes', 6],
      ['Bananas', 6],
      ['Sugarcane', 7],
      ['Coffee', 7],
      ['Barley', 7],
      ['Sorghum', 8],
      ['Millet', 6],
      ['Cotton', 7],
      ['Chickpeas', 7],
      ['Lentils', 8],
      ['Onions', 8],
    ])
  })

  it('titles crop videos "<Crop> Video N" and links them to YouTube', () => {
    expect(cropVideoGroups[0]?.videos[0]?.title).toBe('Maize Video 1')
    for (const group of cropVideoGroups) {
      expect(unique(group.videos.map((v) => v.title))).toBe(true)
      for (const video of group.videos) {
        expect(video.title).toMatch(/ Video \d+$/)
        expect(video.url).toMatch(/^https:\/\/(youtu\.be\/|www\.youtube\.com\/live\/)[A-Za-z0-9_-]{11}$/)
      }
    }
  })

  it('has the 18 animals, in order, with 3 to 8 videos each', () => {
    expect(animalVideoGroups.map((g) => g.name)).toEqual([
      'Cattle',
      'Goats',
      'Pigs',
      'Turkeys',
      'Horses',
      'Donkeys',
      'Quails',
      'Llamas',
      'Bees',
      'Ostriches',
      'Chickens',
      'Sheep',
      'Ducks',
      'Rabbits',
      'Camels',
      'Geese',
      'Fish',
      'Guinea fowls',
    ])
    for (const group of animalVideoGroups) {
      expect(group.videos.length).toBeGreaterThanOrEqual(3)
      expect(group.videos.length).toBeLessThanOrEqual(8)
      group.videos.forEach((video, i) => {
        expect(video.title).toBe(`${group.name} Video ${i + 1}`)
        expect(video.url).toMatch(/^https:\/\/youtu\.be\/[A-Za-z0-9_-]{11}$/)
      })
    }
  })

  it('has one list per "list" topic with the spec counts', () => {
    const counts = Object.fromEntries(topicVideoLists.map((l) => [l.slug, l.videos.length]))
    expect(counts).toEqual({
      'crop-production': 6,
      'pest-control': 9,
      'precision-agriculture': 13,
      'climate-smart-agriculture': 11,
      'smart-farming': 9,
      'soil-health': 12,
    })
    expect(unique(topicVideoLists.map((l) => l.slug))).toBe(true)
  })

  it('does not repeat the Cattle videos in the crop-production list', () => {
    const cropList = topicVideoLists.find((l) => l.slug === 'crop-production')
    const cattle = new Set(animalVideoGroups.find((g) => g.name === 'Cattle')?.videos.map((v) => v.url))
    expect(cropList?.videos.map((v) => v.title)).toEqual([
      'Maize Production',
      'Wheat Production',
      'Rice Production',
      'Potato Production',
      'Tomato Production',
      'Banana Production',
    ])
    for (const video of cropList?.videos ?? []) expect(cattle.has(video.url)).toBe(false)
  })

  it('links each list to more videos on YouTube', () => {
    for (const list of topicVideoLists) {
      expect(list.moreUrl).toMatch(/^https:\/\/www\.youtube\.com\/results\?search_query=/)
      for (const video of list.videos) expect(video.url).toMatch(/^https:\/\/(www\.)?(youtu\.be|youtube\.com)\//)
    }
  })

  it('gives every "list" featured topic a video list, and only those', () => {
    const listTopics = featuredTopics.filter((t) => t.videoFlow === 'list').map((t) => t.slug)
    const withList = new Set(topicVideoLists.map((l) => l.slug))
    for (const slug of listTopics) expect(withList).toContain(slug)
    expect(withList.has('drone-spraying')).toBe(false)
    expect(withList.has('rice-farming')).toBe(false)
    expect(withList.has('animal-production')).toBe(false)
  })
})

describe('companies', () => {
  it('has the 3 partners with the spec video and blog counts', () => {
    expect(
      companies.map((c) => ({ id: c.id, videos: c.videos.length, blogs: c.blogs.length, established: c.established })),
    ).toEqual([
      { id: 'skyfield-aerotech', videos: 5, blogs: 4, established: 2020 },
      { id: 'smachs-foundation', videos: 15, blogs: 6, established: 2023 },
      { id: 'pula-advisors', videos: 6, blogs: 4, established: 2015 },
    ])
  })

  it('has unique video ids and blog ids within each company', () => {
    for (const company of companies) {
      expect(unique(company.videos.map((v) => v.id))).toBe(true)
      expect(unique(company.blogs.map((b) => b.id))).toBe(true)
    }
  })

  it('gives each company its specialty', () => {
    expect(companies.map((c) => c.specialty)).toEqual([
      'Drone Technology',
      'Community Development',
      'Agricultural Insurance',
    ])
  })
})

describe('people and pages', () => {
  it('has 6 team members with unique names, each with a square portrait', () => {
    expect(team).toHaveLength(6)
    expect(unique(team.map((m) => m.name))).toBe(true)
    for (const member of team) expect(member.image).toMatchObject({ width: 192, height: 192 })
  })

  it('has 4 testimonials with unique ids', () => {
    expect(testimonials).toHaveLength(4)
    expect(unique(testimonials.map((t) => t.id))).toBe(true)
  })

  it('has 5 FAQ items that state reply time, languages and the image-upload limit', () => {
    expect(faq).toHaveLength(5)
    const answers = faq.map((item) => item.answer).join('\n')
    expect(answers).toContain('24-48 hours')
    expect(answers).toMatch(/English/)
    expect(answers).toMatch(/Swahili|Kiswahili/)
    expect(answers).toMatch(/images? in the chat is not yet available/i)
    expect(answers).toMatch(/free/i)
    expect(answers).not.toMatch(/KSh|KES|Ksh/)
  })

  it('lists the ecosystem in order with its links', () => {
    expect(about.ecosystem.map((p) => [p.title, p.href, p.icon])).toEqual([
      ['Drone Services', '/drone-services', 'plane'],
      ['Digital Marketplace', '/marketplace', 'store'],
      ['Tujue Ukulima Knowledge Hub', '/articles', 'graduation-cap'],
    ])
    expect(about.blurb).toContain('Mwea, Kenya')
  })

  it('states the impact claims word for word', () => {
    expect(about.impact.map((i) => i.title)).toEqual([
      '500+ farmers empowered',
      '40% reduction in crop losses in pilot regions',
      'Digital jobs for rural youth',
      'AI-powered knowledge hub',
    ])
    for (const item of about.impact) expect(item.description).not.toMatch(/\d/)
  })
})

describe('home', () => {
  it('has 3 distinct hero slides and a fallback image', () => {
    expect(heroSlides).toHaveLength(3)
    expect(unique(heroSlides.map((s) => s.url))).toBe(true)
    expect(heroFallbackImage).toMatch(/^https:\/\/images\.unsplash\.com\//)
  })

  it('has the 4 mission cards', () => {
    expect(missionCards.map((c) => c.title)).toEqual([
      'Expert Knowledge',
      'Sustainable Practices',
      'Community Support',
      'Quality Resources',
    ])
  })

  it('has the 4 statistics with their exact values', () => {
    expect(statistics).toEqual([
      { value: 10000, label: 'Farmers Supported', suffix: '+' },
      { value: 500, label: 'Expert Articles', suffix: '+' },
      { value: 200, label: 'Video Tutorials', suffix: '+' },
      { value: 50, label: 'Agricultural Experts', suffix: '+' },
    ])
  })

  it('has the 9 featured topics in the spec order, each with its own tone', () => {
    expect(featuredTopics.map((t) => t.slug)).toEqual([...FEATURED_TOPIC_SLUGS])
    expect(unique(featuredTopics.map((t) => t.tone))).toBe(true)
    const flows = Object.fromEntries(featuredTopics.map((t) => [t.slug, t.videoFlow]))
    expect(flows).toMatchObject({
      'crop-production': 'crops',
      'animal-production': 'animals',
      'drone-spraying': 'none',
      'rice-farming': 'none',
    })
    expect(Object.values(flows).filter((f) => f === 'list')).toHaveLength(5)
  })

  it('has two different promo videos in MP4', () => {
    for (const video of [promoVideo, companiesVideo]) expect(video.src).toMatch(/\.mp4$/)
    expect(promoVideo.src).not.toBe(companiesVideo.src)
  })
})
