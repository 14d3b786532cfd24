import { cloudinaryResized } from './cloudinary'

describe('cloudinaryResized', () => {
  it('asks Cloudinary for a smaller, lighter copy', () => {
    expect(
      cloudinaryResized('https://res.cloudinary.com/dalbjrgto/image/upload/v1748928908/pula_pgpec3.png', 192),
    ).toBe('https://res.cloudinary.com/dalbjrgto/image/upload/c_limit,w_192,f_auto,q_auto/v1748928908/pula_pgpec3.png')
  })

  it.each([
    'https://images.unsplash.com/photo-1464207687429-7505649dae38?w=1200',
    'https://res.cloudinary.com/dalbjrgto/video/upload/v1/promo.mp4',
    'http://res.cloudinary.com/dalbjrgto/image/upload/v1/a.jpg',
  ])('leaves %s alone', (url) => expect(cloudinaryResized(url, 800)).toBe(url))
})
