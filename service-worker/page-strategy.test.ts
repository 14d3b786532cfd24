import { answerPage } from './page-strategy'

const page = (body: string) => new Response(body)
const never = () => new Promise<Response>(() => undefined)
const offline = () => Promise.reject(new TypeError('Failed to fetch'))
const slow = (body: string, ms: number) => new Promise<Response>((resolve) => setTimeout(() => resolve(page(body)), ms))

const sources = {
  stored: async () => page('stored'),
  isComplete: async () => true,
  offlinePage: async () => page('offline'),
  timeoutMs: 20,
}

describe('answerPage', () => {
  it('shows the network’s page when it comes in time', async () => {
    expect(await (await answerPage({ ...sources, network: Promise.resolve(page('fresh')) })).text()).toBe('fresh')
  })

  it('shows the stored page with no connection, and the offline page when nothing is stored', async () => {
    expect(await (await answerPage({ ...sources, network: offline() })).text()).toBe('stored')
    expect(await (await answerPage({ ...sources, network: offline(), stored: async () => undefined })).text()).toBe(
      'offline',
    )
  })

  it('shows the stored page when the signal is too weak to wait for', async () => {
    expect(await (await answerPage({ ...sources, network: never() })).text()).toBe('stored')
  })

  it('waits for the network when the stored page needs files a newer build has replaced', async () => {
    const answer = await answerPage({ ...sources, network: slow('fresh', 60), isComplete: async () => false })
    expect(await answer.text()).toBe('fresh')
  })

  it('still shows an incomplete stored page rather than nothing when the network then fails', async () => {
    const failing = new Promise<Response>((_, reject) => setTimeout(() => reject(new TypeError('offline')), 60))
    const answer = await answerPage({ ...sources, network: failing, isComplete: async () => false })
    expect(await answer.text()).toBe('stored')
  })

  it('waits for a slow network when nothing is stored', async () => {
    const answer = await answerPage({ ...sources, network: slow('fresh', 60), stored: async () => undefined })
    expect(await answer.text()).toBe('fresh')
  })
})
