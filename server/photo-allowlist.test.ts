import { companies } from '~/content/companies'
import { heroFallbackImage, heroSlides } from '~/content/home'
import { testimonials } from '~/content/testimonials'
import { topicGuides } from '~/content/topics'
import { PHOTO_WIDTHS, photoUrl, resizedImageUrl, responsiveImage } from '~/lib/image-url'
import { smallestYoutubeThumbnail, youtubeStillSrcSet } from '~/lib/youtube'
import { addressesOf, buildPhotoAllowlist, contentPhotoAllowlist, photoSourcesIn } from './photo-allowlist'

const allowlist = contentPhotoAllowlist()
const hero = heroSlides[0]!.url

describe('the photos the content shows', () => {
  it('are every photo host address in the content modules', () => {
    const guide = topicGuides[0]!
    const company = companies[0]!
    for (const source of [hero, heroFallbackImage, testimonials[0]!.image, guide.images[0]!.src, company.coverImage]) {
      expect(allowlist.get(resizedImageUrl(source, 640)), source).toBe(
        `https://${resizedImageUrl(source, 640).slice('/photos/'.length)}`,
      )
    }
    expect(allowlist.get(`/photos/${company.logo.slice('https://'.length)}`)).toBe(company.logo)
  })

  it('take every width a page may ask for, as the page writes it', () => {
    for (const width of PHOTO_WIDTHS) expect(allowlist.has(resizedImageUrl(hero, width)), String(width)).toBe(true)
    const { src, srcSet } = responsiveImage(hero, [480, 1024], '100vw')
    expect(allowlist.has(src)).toBe(true)
    for (const candidate of srcSet!.split(', ')) expect(allowlist.has(candidate.split(' ')[0]!)).toBe(true)
  })

  it("take every video's stills, also of the videos the topic lists only link to", () => {
    // A company's video (a stored id) and a topic list's video (a youtu.be link in video-lists.ts).
    for (const id of [companies.flatMap((company) => company.videos)[0]!.id, 'dtjnVRONL0k']) {
      const still = `https://i.ytimg.com/vi/${id}/hqdefault.jpg`
      expect(allowlist.get(`/photos/i.ytimg.com/vi/${id}/hqdefault.jpg`)).toBe(still)
      expect(allowlist.has(smallestYoutubeThumbnail(photoUrl(still)))).toBe(true)
      for (const candidate of youtubeStillSrcSet(photoUrl(still))!.split(', ')) {
        expect(allowlist.has(candidate.split(' ')[0]!)).toBe(true)
      }
    }
  })

  it('are nothing else: no video, no other site, no slug that happens to be 11 letters', () => {
    expect(
      photoSourcesIn([
        {
          promo: 'https://res.cloudinary.com/dalbjrgto/video/upload/v1748283879/0422_1_fdpyie.mp4',
          source: 'https://www.fao.org/soils-portal/en/',
          slug: 'soil-health',
          channel: 'https://www.youtube.com/@skyfieldaerotech',
        },
      ]),
    ).toEqual(new Set())
    for (const address of allowlist.keys()) {
      expect(address).toMatch(
        /^\/photos\/(res\.cloudinary\.com\/dalbjrgto\/image\/upload|images\.unsplash\.com|i\.ytimg\.com\/vi)\//,
      )
    }
  })

  it('refuse what a page never asks for', () => {
    const refused = [
      // Unknown photos, on a photo host and elsewhere.
      '/photos/images.unsplash.com/photo-1?w=640&auto=format&fit=crop&q=75',
      '/photos/example.com/photo.jpg',
      '/photos/img.youtube.com/vi/mZgSeChDyaY/hqdefault.jpg',
      // A width no page asks for.
      resizedImageUrl(hero, 640).replace('w_640', 'w_700'),
      // Another address for the same photo.
      `${resizedImageUrl(testimonials[0]!.image, 112)}&x=1`,
      resizedImageUrl(hero, 640).replace('/photos/res.cloudinary.com', '/photos/RES.cloudinary.com'),
    ]
    for (const address of refused) expect(allowlist.has(address), address).toBe(false)
  })
})

describe('buildPhotoAllowlist', () => {
  it('keys each address as a browser sends it, percent-encoded', () => {
    const source = 'https://images.unsplash.com/photo-1?ixid=M3w%3D&w=2070'
    const list = buildPhotoAllowlist([source])
    const at480 = resizedImageUrl(source, 480)
    expect(at480).toContain('ixid=M3w%3D')
    expect(list.get(at480)).toBe(`https://images.unsplash.com/${at480.slice('/photos/images.unsplash.com/'.length)}`)
    // The photo as it is, and the eleven widths.
    expect(addressesOf(source)).toHaveLength(1 + PHOTO_WIDTHS.length)
    expect(list.size).toBe(1 + PHOTO_WIDTHS.length)
  })
})
