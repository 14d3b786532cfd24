import { PAGE_QUERY_PARAMS } from '~/lib/page-query'
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

describe('the parameters parseVideosParams reads', () => {
  // The render cache keys /videos by PAGE_QUERY_PARAMS only: a parameter read here but missing
  // there would serve one cached page for every value of it.
  it('are the ones the render cache keys the page by', () => {
    const read = new Set<string>()
    const params = new URLSearchParams()
    const get = params.get.bind(params)
    params.get = (name: string) => (read.add(name), get(name))
    parseVideosParams(params)
    expect([...read].sort()).toEqual([...(PAGE_QUERY_PARAMS['/videos'] ?? [])].sort())
  })
})
