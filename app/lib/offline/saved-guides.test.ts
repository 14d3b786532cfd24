import {
  dataUrlOf,
  filesOfGuide,
  formatBytes,
  infoUrlOf,
  knownBytes,
  phoneImageUrl,
  SAVED_INFO_PREFIX,
  savedDataKey,
  urlsToDelete,
  type SavedGuideInfo,
} from './saved-guides'

describe('which files a saved guide needs', () => {
  it('is its page, its route data in the same language, and each photo once', () => {
    const images = [
      { src: 'https://images.example/a.jpg' },
      { src: 'https://images.example/b.jpg' },
      { src: 'https://images.example/a.jpg' },
    ]
    expect(filesOfGuide({ path: '/sw/articles/soil-health', title: 'Afya ya Udongo', images })).toEqual({
      text: ['/sw/articles/soil-health', '/sw/articles/soil-health.data'],
      photos: ['https://images.example/a.jpg', 'https://images.example/b.jpg'],
    })
  })

  it('names route data as React Router asks for it', () => {
    expect(dataUrlOf('/articles/soil-health')).toBe('/articles/soil-health.data')
    expect(dataUrlOf('/')).toBe('/_root.data')
    expect(savedDataKey(new URL('https://x.example/articles/a.data?_routes=routes%2Farticles.%24slug'))).toBe(
      '/articles/a.data',
    )
    expect(savedDataKey(new URL('https://x.example/articles.data?topic=soil&_routes=x'))).toBe(
      '/articles.data?topic=soil',
    )
  })

  it('keeps its facts under an address of its own that no page has', () => {
    expect(infoUrlOf('/sw/articles/soil-health')).toBe('/__saved-guide/sw/articles/soil-health')
    expect(infoUrlOf('/articles/x').startsWith(SAVED_INFO_PREFIX)).toBe(true)
  })
})

describe('phoneImageUrl', () => {
  it('picks what a 375 px phone at 2× would: the smallest candidate at least 750 pixels wide', () => {
    expect(phoneImageUrl('big.jpg', 'a.jpg 320w, b.jpg 800w, c.jpg 1600w')).toBe('b.jpg')
    expect(phoneImageUrl('big.jpg', 'c.jpg 1600w,a.jpg 320w, b.jpg 480w')).toBe('c.jpg')
  })

  it('falls back to the widest candidate, and to src without a usable srcset', () => {
    expect(phoneImageUrl('big.jpg', 'a.jpg 320w, b.jpg 480w')).toBe('b.jpg')
    expect(phoneImageUrl('big.jpg')).toBe('big.jpg')
    expect(phoneImageUrl('big.jpg', 'a.jpg 2x')).toBe('big.jpg')
  })
})

describe('sizes', () => {
  it('adds only the sizes known', () => {
    expect(knownBytes([1000, null, 500])).toBe(1500)
    expect(knownBytes([null, null])).toBeNull()
    expect(knownBytes([])).toBeNull()
  })

  it('reads as a farmer expects, in either language', () => {
    expect(formatBytes(84_321, 'en')).toBe('84 KB')
    expect(formatBytes(120, 'en')).toBe('1 KB')
    expect(formatBytes(1_234_567, 'en')).toBe('1.2 MB')
    expect(formatBytes(1_234_567, 'sw')).toBe('1.2 MB')
  })
})

describe('urlsToDelete', () => {
  const guide = (path: string, urls: string[]): SavedGuideInfo => ({
    path,
    title: path,
    bytes: 1,
    savedOn: '2026-11-24T09:00:00.000Z',
    locale: 'en',
    urls,
    photosMissing: 0,
  })

  it('removes a guide’s files and facts, but keeps a photo another saved guide still shows', () => {
    const removed = guide('/articles/a', ['/articles/a', '/articles/a.data', '/images/shared.jpg', '/images/a.jpg'])
    const other = guide('/sw/articles/a', ['/sw/articles/a', '/images/shared.jpg'])
    expect(urlsToDelete(removed, [other])).toEqual([
      '/articles/a',
      '/articles/a.data',
      '/images/a.jpg',
      '/__saved-guide/articles/a',
    ])
  })
})
