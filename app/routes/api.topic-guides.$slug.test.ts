// GET /api/topic-guides/{slug}: the article reader's text in the page's language.
import { loader } from './api.topic-guides.$slug'
import { ReaderGuideSchema, readerGuideUrl } from '~/features/topics/reader-guide'
import { routeArgs } from '../../tests/route-args'

async function get(path: string, slug: string) {
  const response = await loader(
    routeArgs(path, { pattern: '/api/topic-guides/:slug', params: { slug }, context: { clientAddress: '127.0.0.1' } }),
  )
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('GET /api/topic-guides/{slug}', () => {
  it('gives the guide in English without a language, and in Kiswahili with ?lang=sw', async () => {
    const english = await get(readerGuideUrl('soil-health', 'en'), 'soil-health')
    expect(english.status).toBe(200)
    expect(ReaderGuideSchema.parse(english.body).title).toBe('Soil Health')
    expect(readerGuideUrl('soil-health', 'sw')).toBe('/api/topic-guides/soil-health?lang=sw')
    const kiswahili = await get(readerGuideUrl('soil-health', 'sw'), 'soil-health')
    expect(kiswahili.status).toBe(200)
    const guide = ReaderGuideSchema.parse(kiswahili.body)
    expect(guide.title).toBe('Afya ya Udongo')
    expect(guide.body).toContain('chokaa')
  })

  it.each(['fr', 'SW', ''])('refuses the unknown language %j with 400', async (lang) => {
    const { status, body } = await get(`/api/topic-guides/soil-health?lang=${lang}`, 'soil-health')
    expect(status).toBe(400)
    expect(body).toEqual({ error: 'Unknown language' })
  })

  it('answers 404 for a topic it does not have', async () => {
    expect((await get('/api/topic-guides/no-such-topic', 'no-such-topic')).status).toBe(404)
  })
})
