import { estimateImageBytes } from './data-saver/estimate'
import {
  extractYoutubeId,
  SMALLEST_STILL_SAVES_BYTES,
  smallestYoutubeThumbnail,
  youtubeEmbedUrl,
  youtubeStillSrcSet,
} from './youtube'

describe('extractYoutubeId', () => {
  it.each([
    ['https://youtu.be/OwNCbkIHBs4?si=xvu-qv53rZ56d5-E', 'OwNCbkIHBs4'],
    ['https://youtu.be/_7m28Q2ucEQ', '_7m28Q2ucEQ'],
    ['https://www.youtube.com/watch?v=mZgSeChDyaY', 'mZgSeChDyaY'],
    ['https://m.youtube.com/watch?feature=share&v=mZgSeChDyaY&t=30', 'mZgSeChDyaY'],
    ['https://www.youtube.com/embed/J_mMS3EkHok?autoplay=1', 'J_mMS3EkHok'],
    ['https://www.youtube-nocookie.com/embed/J_mMS3EkHok', 'J_mMS3EkHok'],
    ['https://youtube.com/shorts/ab-Cd_efGh1?si=x', 'ab-Cd_efGh1'],
    // The earlier site's parser returned nothing for live/ links, leaving its player blank.
    ['https://www.youtube.com/live/NVkwGDj-nyw?si=r2F8xj4vEd2OcXED', 'NVkwGDj-nyw'],
    ['https://www.youtube.com/live/Lm9wQ9YS41g', 'Lm9wQ9YS41g'],
    ['  OwNCbkIHBs4 ', 'OwNCbkIHBs4'],
  ])('%s → %s', (link, id) => expect(extractYoutubeId(link)).toBe(id))

  it.each([
    'https://youtu.be/short',
    'https://youtu.be/OwNCbkIHBs4extra',
    'https://www.youtube.com/watch?v=bad!id$$$$$',
    'https://www.youtube.com/@skyfieldaerotech',
    'https://www.youtube.com/results?search_query=maize',
    'https://example.com/embed/OwNCbkIHBs4',
    'javascript:alert(1)',
    'not a link',
    '',
  ])('gives null for %j', (link) => expect(extractYoutubeId(link)).toBeNull())
})

describe('youtubeEmbedUrl', () => {
  it('builds the /embed/{id} player with autoplay', () => {
    const url = new URL(youtubeEmbedUrl('OwNCbkIHBs4'))
    expect(url.pathname).toBe('/embed/OwNCbkIHBs4')
    expect(url.searchParams.get('autoplay')).toBe('1')
  })
})

describe('smallestYoutubeThumbnail', () => {
  it("gives YouTube's smallest still (120×90) for the usual one, on our origin", () => {
    expect(smallestYoutubeThumbnail('/photos/i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg')).toBe(
      '/photos/i.ytimg.com/vi/dQw4w9WgXcQ/default.jpg',
    )
  })

  it('leaves any other image as it is', () => {
    for (const other of [
      '/photos/images.unsplash.com/photo-1?w=480',
      '/photos/i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
      // The host's own address: pages only show stills from our origin.
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    ]) {
      expect(smallestYoutubeThumbnail(other)).toBe(other)
    }
  })
})

describe('SMALLEST_STILL_SAVES_BYTES', () => {
  it('is the estimate of the usual still less that of the smallest', () => {
    // hqdefault.jpg is 480×360, default.jpg 120×90.
    expect(SMALLEST_STILL_SAVES_BYTES).toBe(estimateImageBytes(480, 360) - estimateImageBytes(120, 90))
  })
})

describe('youtubeStillSrcSet', () => {
  it("offers YouTube's 320 and 480 pixel stills of the video, on our origin", () => {
    expect(youtubeStillSrcSet('/photos/i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg')).toBe(
      '/photos/i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg 320w, /photos/i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg 480w',
    )
  })

  it('gives nothing for any other image', () => {
    expect(youtubeStillSrcSet('https://example.com/still.jpg')).toBeUndefined()
    expect(youtubeStillSrcSet('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg')).toBeUndefined()
  })
})
