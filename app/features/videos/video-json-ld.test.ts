import { buildVideoJsonLd, toIsoDuration } from './video-json-ld'

describe('toIsoDuration', () => {
  it.each([
    ['5:31', 'PT5M31S'],
    ['10:15', 'PT10M15S'],
    ['0:45', 'PT45S'],
    ['12:00', 'PT12M'],
    ['1:02:03', 'PT1H2M3S'],
    ['1:00:00', 'PT1H'],
    ['0:00', 'PT0S'],
  ])('%s → %s', (text, iso) => expect(toIsoDuration(text)).toBe(iso))

  it.each(['', '5', '5:3', '5:60', '1:60:00', 'ten minutes', '-1:30'])('gives null for %j', (text) => {
    expect(toIsoDuration(text)).toBeNull()
  })
})

describe('buildVideoJsonLd', () => {
  it('describes the video for search engines, without an upload date we do not know', () => {
    const jsonLd = buildVideoJsonLd({
      title: 'Soil Testing',
      description: 'How to take a soil sample.',
      duration: '5:31',
      thumbnail: 'https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg',
      embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk',
      url: 'https://tujue.example/videos/soil-testing',
      author: 'KALRO',
    })
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Soil Testing',
      duration: 'PT5M31S',
      thumbnailUrl: ['https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg'],
      embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk',
    })
    expect(jsonLd).not.toHaveProperty('uploadDate')
  })
})
