import { parseVideosParams } from './videos-params'
import { videosHref } from './videos-url'

const parse = (query: string) => parseVideosParams(new URLSearchParams(query))

describe('parseVideosParams', () => {
  it('reads the category and the count', () => {
    expect(parse('category=agrofintech&show=18')).toEqual({ category: 'AgroFinTech', show: 18 })
    expect(parse('category=big-data-in-farming').category).toBe('Big Data in Farming')
  })

  it('gives the defaults for an empty or bad query string', () => {
    expect(parse('')).toEqual({ category: null, show: 12 })
    expect(parse('category=maize&show=lots')).toEqual({ category: null, show: 12 })
    expect(parse('show=0')).toEqual({ category: null, show: 12 })
  })

  it('round-trips a view through videosHref', () => {
    expect(videosHref()).toBe('/videos')
    const href = videosHref({ category: 'soil-health', show: 18 })
    expect(href).toBe('/videos?category=soil-health&show=18')
    expect(parse(href.split('?')[1] ?? '')).toEqual({ category: 'Soil Health', show: 18 })
  })
})
