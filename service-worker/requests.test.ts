import { isPrivatePath, isStorable, kindOf, loadedFilesToStore, pageOfDataUrl } from './requests'

const origin = 'https://tujue.example'
const facts = (path: string, overrides: Partial<{ method: string; mode: string; destination: string }> = {}) => ({
  method: 'GET',
  mode: 'cors',
  destination: '',
  url: new URL(path, origin),
  ...overrides,
})

describe('kindOf', () => {
  it('sorts our pages, their data, hashed files and images', () => {
    expect(kindOf(facts('/sw/articles/soil-health', { mode: 'navigate' }), origin)).toBe('page')
    expect(kindOf(facts('/articles/soil-health.data'), origin)).toBe('data')
    expect(kindOf(facts('/assets/home-Bk7Bfu53.js'), origin)).toBe('asset')
    expect(kindOf(facts('/images/team/evans-mutegi-96.webp', { destination: 'image' }), origin)).toBe('image')
  })

  it('keeps the photos our server serves (/photos/…) as our images, also when fetched by a page', () => {
    const still = '/photos/i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg'
    expect(kindOf(facts(still, { destination: 'image' }), origin)).toBe('image')
    expect(kindOf(facts(still), origin)).toBe('image')
  })

  it('never stores the API, the experts’ pages, a farmer’s request status, a POST or another site', () => {
    for (const path of ['/api/chat', '/expert', '/sw/expert/requests/4', '/expert.data', '/ask-expert/requests/abc']) {
      expect(kindOf(facts(path, { mode: 'navigate' }), origin)).toBe('pass')
    }
    expect(kindOf(facts('/ask-expert/requests/abc.data'), origin)).toBe('pass')
    expect(kindOf(facts('/ask-expert', { method: 'POST', mode: 'navigate' }), origin)).toBe('pass')
    expect(kindOf(facts('https://images.unsplash.com/photo-1', { destination: 'image' }), origin)).toBe('pass')
  })
})

describe('isPrivatePath', () => {
  it('keeps public pages whose names only start like a private one', () => {
    expect(isPrivatePath('/ask-expert')).toBe(false)
    expect(isPrivatePath('/sw/ask-expert.data')).toBe(false)
    expect(isPrivatePath('/apiary-guide')).toBe(false)
    expect(isPrivatePath('/sw/api/chat')).toBe(true)
  })
})

describe('pageOfDataUrl', () => {
  it('gives the page a route data request belongs to, without React Router’s own parameters', () => {
    expect(pageOfDataUrl(new URL('/articles/soil-health.data?_routes=routes%2Farticles', origin))).toBe(
      '/articles/soil-health',
    )
    expect(pageOfDataUrl(new URL('/_root.data', origin))).toBe('/')
    expect(pageOfDataUrl(new URL('/sw/_root.data', origin))).toBe('/sw')
    expect(pageOfDataUrl(new URL('/articles.data?topic=soil-health&_routes=x', origin))).toBe(
      '/articles?topic=soil-health',
    )
  })
})

describe('isStorable', () => {
  it('keeps only complete successful answers', () => {
    expect(isStorable(Object.assign(new Response('ok'), {}))).toBe(false) // type "default" outside a browser fetch
    const basic = (status: number, headers: Record<string, string> = {}) => {
      const response = new Response(status === 204 ? null : 'x', { status, headers })
      Object.defineProperty(response, 'type', { value: 'basic' })
      return response
    }
    expect(isStorable(basic(200))).toBe(true)
    expect(isStorable(basic(404))).toBe(false)
    expect(isStorable(basic(204))).toBe(false)
    expect(isStorable(basic(200, { 'Cache-Control': 'no-store' }))).toBe(false)
  })
})

describe('loadedFilesToStore', () => {
  it('keeps our hashed files and images, nothing of other sites or private pages', () => {
    expect(
      loadedFilesToStore(
        [
          `${origin}/assets/dist-DTH15W8v.js`,
          `${origin}/images/team/evans-mutegi-96.webp`,
          `${origin}/photos/images.unsplash.com/photo-1?w=480&auto=format`,
          'https://images.unsplash.com/photo-1',
          `${origin}/api/topic-guides/soil-health`,
          'not a url at all: http://[',
        ],
        origin,
      ),
    ).toEqual({
      assets: ['/assets/dist-DTH15W8v.js'],
      images: ['/images/team/evans-mutegi-96.webp', '/photos/images.unsplash.com/photo-1?w=480&auto=format'],
    })
  })
})
