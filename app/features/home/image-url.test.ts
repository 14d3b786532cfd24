import { resizedImageUrl, responsiveSrcSet } from './image-url'

describe('resizedImageUrl', () => {
  it('asks Cloudinary for an automatic format, quality and the width', () => {
    expect(resizedImageUrl('https://res.cloudinary.com/demo/image/upload/v1748529254/photo.jpg', 640)).toBe(
      'https://res.cloudinary.com/demo/image/upload/f_auto,q_auto,w_640/v1748529254/photo.jpg',
    )
  })

  it('sets the width on an Unsplash photo, keeping its other parameters', () => {
    const url = new URL(resizedImageUrl('https://images.unsplash.com/photo-1?ixlib=rb-4.0.3&w=2340&q=80', 800))
    expect(url.searchParams.get('w')).toBe('800')
    expect(url.searchParams.get('ixlib')).toBe('rb-4.0.3')
    expect(url.searchParams.get('auto')).toBe('format')
  })

  it('leaves other hosts and broken links alone', () => {
    expect(resizedImageUrl('https://example.com/a.jpg', 640)).toBe('https://example.com/a.jpg')
    expect(resizedImageUrl('not a url', 640)).toBe('not a url')
    expect(resizedImageUrl('https://res.cloudinary.com/demo/video/upload/v1/a.mp4', 640)).toBe(
      'https://res.cloudinary.com/demo/video/upload/v1/a.mp4',
    )
  })
})

describe('responsiveSrcSet', () => {
  it('lists each width', () => {
    expect(responsiveSrcSet('https://res.cloudinary.com/demo/image/upload/v1/a.jpg', [640, 1280])).toBe(
      'https://res.cloudinary.com/demo/image/upload/f_auto,q_auto,w_640/v1/a.jpg 640w, https://res.cloudinary.com/demo/image/upload/f_auto,q_auto,w_1280/v1/a.jpg 1280w',
    )
  })

  it('gives nothing for a host that cannot resize', () => {
    expect(responsiveSrcSet('https://example.com/a.jpg', [640])).toBeUndefined()
  })
})
