import { narrowestSource, photoUrl, resizedImageUrl, responsiveImage, responsiveSrcSet } from './image-url'

describe('photoUrl', () => {
  it.each([
    ['https://res.cloudinary.com/demo/image/upload/v1/a.jpg', '/photos/res.cloudinary.com/demo/image/upload/v1/a.jpg'],
    ['https://images.unsplash.com/photo-1?w=800&q=75', '/photos/images.unsplash.com/photo-1?w=800&q=75'],
    ['https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg', '/photos/i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg'],
  ])('serves %s from our own origin', (url, expected) => expect(photoUrl(url)).toBe(expected))

  it.each([
    '/images/team/evans-mutegi-96.webp',
    'https://example.com/a.jpg',
    // A video is no photo: the page plays it from its host.
    'https://res.cloudinary.com/dalbjrgto/video/upload/v1/promo.mp4',
    'http://images.unsplash.com/photo-1',
    'not a url',
  ])('leaves %s alone', (url) => expect(photoUrl(url)).toBe(url))
})

describe('resizedImageUrl', () => {
  it('asks Cloudinary for a copy no wider than the width, in an automatic format and quality', () => {
    expect(resizedImageUrl('https://res.cloudinary.com/dalbjrgto/image/upload/v1748928908/pula_pgpec3.png', 224)).toBe(
      '/photos/res.cloudinary.com/dalbjrgto/image/upload/c_limit,w_224,f_auto,q_auto/v1748928908/pula_pgpec3.png',
    )
  })

  it('sets the width on an Unsplash photo, keeping its other parameters', () => {
    const resized = resizedImageUrl('https://images.unsplash.com/photo-1?ixlib=rb-4.0.3&w=2340&q=80', 800)
    expect(resized).toMatch(/^\/photos\/images\.unsplash\.com\/photo-1\?/)
    const url = new URL(resized, 'https://tujue.example')
    expect(url.searchParams.get('w')).toBe('800')
    expect(url.searchParams.get('ixlib')).toBe('rb-4.0.3')
    expect(url.searchParams.get('auto')).toBe('format')
  })

  it('moves a photo its host cannot resize to our origin as it is', () => {
    expect(resizedImageUrl('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg', 480)).toBe(
      '/photos/i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    )
  })

  it.each(['https://example.com/a.jpg', 'not a url', 'https://res.cloudinary.com/dalbjrgto/video/upload/v1/promo.mp4'])(
    'leaves %s alone',
    (url) => expect(resizedImageUrl(url, 640)).toBe(url),
  )
})

describe('responsiveSrcSet', () => {
  it('lists each width', () => {
    expect(responsiveSrcSet('https://res.cloudinary.com/demo/image/upload/v1/a.jpg', [640, 1024])).toBe(
      '/photos/res.cloudinary.com/demo/image/upload/c_limit,w_640,f_auto,q_auto/v1/a.jpg 640w, /photos/res.cloudinary.com/demo/image/upload/c_limit,w_1024,f_auto,q_auto/v1/a.jpg 1024w',
    )
  })

  it('gives nothing for a host that cannot resize', () => {
    expect(responsiveSrcSet('https://example.com/a.jpg', [640])).toBeUndefined()
    expect(responsiveSrcSet('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg', [640])).toBeUndefined()
  })
})

describe('narrowestSource', () => {
  it('picks the narrowest candidate, in whatever order the srcset lists them', () => {
    expect(narrowestSource('/b-800.webp 800w, /a-320.webp 320w, /c-480.webp 480w')).toBe('/a-320.webp')
  })

  it("keeps Cloudinary's URLs whole (they have commas inside)", () => {
    const srcSet = responsiveSrcSet('https://res.cloudinary.com/demo/image/upload/v1/a.jpg', [1600, 640])
    expect(narrowestSource(srcSet)).toBe(
      '/photos/res.cloudinary.com/demo/image/upload/c_limit,w_640,f_auto,q_auto/v1/a.jpg',
    )
  })

  it('gives nothing without a srcset', () => {
    expect(narrowestSource(undefined)).toBeUndefined()
    expect(narrowestSource('')).toBeUndefined()
  })
})

describe('responsiveImage', () => {
  it('gives the widest copy as src, every width in the srcset, and the sizes', () => {
    const image = responsiveImage('https://res.cloudinary.com/demo/image/upload/v1/a.jpg', [640, 1600], '100vw')
    expect(image.src).toBe('/photos/res.cloudinary.com/demo/image/upload/c_limit,w_1600,f_auto,q_auto/v1/a.jpg')
    expect(image.srcSet).toContain(
      '/photos/res.cloudinary.com/demo/image/upload/c_limit,w_640,f_auto,q_auto/v1/a.jpg 640w',
    )
    expect(image.sizes).toBe('100vw')
  })

  it('leaves a host that cannot resize as it is, with no srcset', () => {
    expect(responsiveImage('https://example.com/a.jpg', [640], '100vw')).toEqual({
      src: 'https://example.com/a.jpg',
      srcSet: undefined,
      sizes: '100vw',
    })
  })
})
