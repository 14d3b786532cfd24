import { narrowestSource, preconnectTo, resizedImageUrl, responsiveImage, responsiveSrcSet } from './image-url'

describe('resizedImageUrl', () => {
  it('asks Cloudinary for a copy no wider than the width, in an automatic format and quality', () => {
    expect(resizedImageUrl('https://res.cloudinary.com/dalbjrgto/image/upload/v1748928908/pula_pgpec3.png', 192)).toBe(
      'https://res.cloudinary.com/dalbjrgto/image/upload/c_limit,w_192,f_auto,q_auto/v1748928908/pula_pgpec3.png',
    )
  })

  it('sets the width on an Unsplash photo, keeping its other parameters', () => {
    const url = new URL(resizedImageUrl('https://images.unsplash.com/photo-1?ixlib=rb-4.0.3&w=2340&q=80', 800))
    expect(url.searchParams.get('w')).toBe('800')
    expect(url.searchParams.get('ixlib')).toBe('rb-4.0.3')
    expect(url.searchParams.get('auto')).toBe('format')
  })

  it.each(['https://example.com/a.jpg', 'not a url', 'https://res.cloudinary.com/dalbjrgto/video/upload/v1/promo.mp4'])(
    'leaves %s alone',
    (url) => expect(resizedImageUrl(url, 640)).toBe(url),
  )
})

describe('responsiveSrcSet', () => {
  it('lists each width', () => {
    expect(responsiveSrcSet('https://res.cloudinary.com/demo/image/upload/v1/a.jpg', [640, 1280])).toBe(
      'https://res.cloudinary.com/demo/image/upload/c_limit,w_640,f_auto,q_auto/v1/a.jpg 640w, https://res.cloudinary.com/demo/image/upload/c_limit,w_1280,f_auto,q_auto/v1/a.jpg 1280w',
    )
  })

  it('gives nothing for a host that cannot resize', () => {
    expect(responsiveSrcSet('https://example.com/a.jpg', [640])).toBeUndefined()
  })
})

describe('narrowestSource', () => {
  it('picks the narrowest candidate, in whatever order the srcset lists them', () => {
    expect(narrowestSource('/b-800.webp 800w, /a-320.webp 320w, /c-480.webp 480w')).toBe('/a-320.webp')
  })

  it("keeps Cloudinary's URLs whole (they have commas inside)", () => {
    const srcSet = responsiveSrcSet('https://res.cloudinary.com/demo/image/upload/v1/a.jpg', [1600, 640])
    expect(narrowestSource(srcSet)).toBe(
      'https://res.cloudinary.com/demo/image/upload/c_limit,w_640,f_auto,q_auto/v1/a.jpg',
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
    expect(image.src).toBe('https://res.cloudinary.com/demo/image/upload/c_limit,w_1600,f_auto,q_auto/v1/a.jpg')
    expect(image.srcSet).toContain('c_limit,w_640,f_auto,q_auto/v1/a.jpg 640w')
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

describe('preconnectTo', () => {
  it('is a link that opens a connection to the host', () => {
    expect(preconnectTo('https://i.ytimg.com')).toEqual({ rel: 'preconnect', href: 'https://i.ytimg.com' })
  })
})
