// GET /api/topic-videos/{slug}: a featured topic's video flow in the page's language.
import { loader } from './api.topic-videos.$slug'
import { TopicVideoFlowSchema, topicVideoFlowUrl } from '~/features/videos/topic-video-flow'
import { routeArgs } from '../../tests/route-args'

async function get(path: string, slug: string) {
  const response = await loader(
    routeArgs(path, { pattern: '/api/topic-videos/:slug', params: { slug }, context: { clientAddress: '127.0.0.1' } }),
  )
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('GET /api/topic-videos/{slug}', () => {
  it('gives the flow in English without a language', async () => {
    const { status, body } = await get(topicVideoFlowUrl('crop-production', 'en'), 'crop-production')
    expect(status).toBe(200)
    const flow = TopicVideoFlowSchema.parse(body)
    expect(flow.kind === 'crops' && flow.groups[0]?.name).toBe('Maize Production')
    expect(flow.kind === 'crops' && flow.groups[0]?.videos[0]?.title).toBe('Maize Video 1')
  })

  it('gives the flow in Kiswahili with ?lang=sw, the same videos under Kiswahili names', async () => {
    expect(topicVideoFlowUrl('crop-production', 'sw')).toBe('/api/topic-videos/crop-production?lang=sw')
    const { status, body } = await get(topicVideoFlowUrl('crop-production', 'sw'), 'crop-production')
    expect(status).toBe(200)
    const flow = TopicVideoFlowSchema.parse(body)
    expect(flow.kind === 'crops' && flow.groups[0]?.name).toBe('Uzalishaji wa Mahindi')
    expect(flow.kind === 'crops' && flow.groups[0]?.videos[0]).toEqual({
      title: 'Video ya Mahindi 1',
      youtubeId: 'mZgSeChDyaY',
    })
  })

  it.each(['fr', 'SW', ''])('refuses the unknown language %j with 400', async (lang) => {
    const { status, body } = await get(`/api/topic-videos/crop-production?lang=${lang}`, 'crop-production')
    expect(status).toBe(400)
    expect(body).toEqual({ error: 'Unknown language' })
  })

  it('answers 404 for a topic without videos, in either language', async () => {
    expect((await get('/api/topic-videos/drone-spraying?lang=sw', 'drone-spraying')).status).toBe(404)
    expect((await get('/api/topic-videos/no-such-topic', 'no-such-topic')).status).toBe(404)
  })
})
