import { parseArticlesParams } from './articles-params'
import { articlesHref } from './articles-url'

const parse = (query: string) => parseArticlesParams(new URLSearchParams(query))

describe('parseArticlesParams', () => {
  it('reads the topic, the search, the count and the view', () => {
    expect(parse('topic=soil-health&q=maize&show=9&view=saved')).toEqual({
      topic: 'Soil Health',
      q: 'maize',
      show: 9,
      view: 'saved',
    })
    expect(parse('topic=climate-smart-agriculture').topic).toBe('Climate-Smart Agriculture')
  })

  it('gives the defaults for an empty query string', () => {
    expect(parse('')).toEqual({ topic: null, q: '', show: 6, view: 'all' })
  })

  it.each([
    ['topic=bananas', { topic: null }],
    ['topic=Soil%20Health', { topic: null }],
    ['show=abc', { show: 6 }],
    ['show=-3', { show: 6 }],
    ['show=2.5', { show: 6 }],
    ['show=99999', { show: 6 }],
    ['view=everything', { view: 'all' }],
  ])('falls back to the default for a bad value: %s', (query, expected) => {
    expect(parse(query)).toMatchObject(expected)
  })

  it('tidies the search text and cuts a very long one', () => {
    expect(parse('q=%20%20soil%20%20%20pH%20').q).toBe('soil pH')
    expect(parse(`q=${'a'.repeat(500)}`).q).toHaveLength(100)
  })

  it('round-trips a view through articlesHref', () => {
    const href = articlesHref({ topic: 'rice-farming', q: 'blast', show: 9, view: 'all' })
    expect(href).toBe('/articles?topic=rice-farming&q=blast&show=9')
    expect(parse(href.split('?')[1] ?? '')).toEqual({ topic: 'Rice Farming', q: 'blast', show: 9, view: 'all' })
  })
})

describe('articlesHref', () => {
  it('leaves defaults out', () => {
    expect(articlesHref()).toBe('/articles')
    expect(articlesHref({ topic: null, q: '  ', show: null })).toBe('/articles')
    expect(articlesHref({ view: 'saved' })).toBe('/articles?view=saved')
  })
})
