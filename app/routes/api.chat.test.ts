// POST /api/chat against a fake Gemini on 127.0.0.1: the exact upstream request, every
// outcome the chat panel depends on, spacing and flood limits, bad bodies, and the key
// kept out of every response and log line.
import { startFakeGemini } from '../../tests/fake-gemini.mjs'
import type { Route } from './+types/api.chat'

const KEY = 'test-key-unit-9d2f7a'
const MODEL = 'gemini-test-model'
type Fake = Awaited<ReturnType<typeof startFakeGemini>>
let fake: Fake
const seen: string[] = []

beforeAll(async () => {
  fake = await startFakeGemini()
})
afterAll(async () => {
  await fake.close()
})
beforeEach(() => fake.reset())
afterEach(() => vi.unstubAllEnvs())

/** A fresh copy of the route (and its limiter) with this environment. */
async function loadRoute(env: Record<string, string> = {}) {
  vi.resetModules()
  vi.stubEnv('GEMINI_API_KEY', KEY)
  vi.stubEnv('GEMINI_API_BASE_URL', fake.url)
  vi.stubEnv('GEMINI_MODEL', MODEL)
  vi.stubEnv('GEMINI_TIMEOUT_MS', '5000')
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  return import('./api.chat')
}
type ChatRoute = Awaited<ReturnType<typeof loadRoute>>

interface PostOptions {
  client?: string
  contentType?: string | null
  headers?: Record<string, string>
}

async function post(
  route: ChatRoute,
  body: BodyInit,
  { client = 'client-a', contentType = 'application/json', headers = {} }: PostOptions = {},
) {
  const request = new Request('http://hub.test/api/chat', {
    method: 'POST',
    headers: { ...(contentType ? { 'Content-Type': contentType } : {}), ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  })
  const args: Route.ActionArgs = {
    request,
    url: new URL(request.url),
    params: {},
    pattern: '/api/chat',
    context: { clientAddress: client },
  }
  const response = await route.action(args)
  const text = await response.text()
  seen.push(text, JSON.stringify([...response.headers]))
  return { status: response.status, headers: response.headers, json: JSON.parse(text) as unknown }
}

const ask = (route: ChatRoute, question: string, options?: PostOptions) =>
  post(route, JSON.stringify({ question }), options)

function quietErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {})
}

describe('POST /api/chat', () => {
  it("sends the spec's payload with the key in x-goog-api-key, and answers with the reply text", async () => {
    const route = await loadRoute()
    const { EXPERT_INSTRUCTION } = await import('~/features/chat/llm.server')
    const { NORMAL_ANSWER } = await import('../../tests/fake-gemini.mjs')
    const response = await ask(route, '  How do I control fall armyworm in maize?  ')

    expect(response.status).toBe(200)
    expect(response.json).toEqual({ answer: NORMAL_ANSWER })
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(fake.requests).toHaveLength(1)
    const [upstream] = fake.requests
    expect(upstream?.method).toBe('POST')
    expect(upstream?.path).toBe(`/v1beta/models/${MODEL}:generateContent`)
    expect(upstream?.headers['x-goog-api-key']).toBe(KEY)
    expect(upstream?.headers['content-type']).toBe('application/json')
    expect(upstream?.body).toEqual({
      contents: [
        {
          role: 'user',
          parts: [{ text: `${EXPERT_INSTRUCTION}\n\nQuestion: How do I control fall armyworm in maize?` }],
        },
      ],
      generationConfig: { temperature: 0.2, topK: 40, topP: 0.95, maxOutputTokens: 1024 },
    })
    expect(EXPERT_INSTRUCTION).toMatch(/Kenya and East Africa/)
    expect(EXPERT_INSTRUCTION).toMatch(/precise, concise/)
    expect(EXPERT_INSTRUCTION).toMatch(/sustainable/)
    expect(EXPERT_INSTRUCTION).toMatch(/local/)
  })

  it('passes an upstream 429 on as 429 rate_limit, with the spec message', async () => {
    const errors = quietErrors()
    const route = await loadRoute()
    fake.setMode('rate-limit')
    const response = await ask(route, 'When should I plant beans?')
    expect(response.status).toBe(429)
    expect(response.json).toEqual({
      error: 'rate_limit',
      message: 'Rate limit exceeded. Please wait a moment before sending another message.',
    })
    expect(errors).toHaveBeenCalledWith('API request failed with status 429')
  })

  it('maps any other upstream status to 502, logging the status and never the provider body', async () => {
    const errors = quietErrors()
    const route = await loadRoute()
    fake.setMode('server-error')
    const response = await ask(route, 'Why are my tomato leaves yellow?')
    expect(response.status).toBe(502)
    expect(response.json).toEqual({ error: 'upstream', message: 'The assistant is unavailable. Please try again.' })
    expect(errors.mock.calls).toEqual([['API request failed with status 500']])
    expect(JSON.stringify(response.json)).not.toContain('PROVIDER-SECRET-DETAIL')
  })

  it('maps a timeout to 502', async () => {
    const errors = quietErrors()
    const route = await loadRoute({ GEMINI_TIMEOUT_MS: '300' })
    fake.setMode('timeout')
    const started = Date.now()
    const response = await ask(route, 'How much fertiliser for an acre of maize?')
    expect(response.status).toBe(502)
    expect(response.json).toMatchObject({ error: 'upstream' })
    expect(Date.now() - started).toBeLessThan(3000)
    expect(errors.mock.calls).toEqual([['API request failed: no answer within 300 ms']])
  })

  it('waits for a slow answer within the timeout', async () => {
    const route = await loadRoute()
    fake.setMode('slow')
    const response = await ask(route, 'Is it too late to plant sorghum?')
    expect(response.status).toBe(200)
    expect(response.json).toHaveProperty('answer')
  })

  it('maps a network error to 502', async () => {
    const errors = quietErrors()
    const closed = await startFakeGemini()
    await closed.close()
    const route = await loadRoute({ GEMINI_API_BASE_URL: closed.url })
    const response = await ask(route, 'How do I store my harvest?')
    expect(response.status).toBe(502)
    expect(response.json).toMatchObject({ error: 'upstream' })
    expect(errors.mock.calls).toEqual([['API request failed: network error (ECONNREFUSED)']])
  })

  it('maps a malformed JSON answer to 502', async () => {
    const errors = quietErrors()
    const route = await loadRoute()
    fake.setMode('malformed')
    const response = await ask(route, 'What is blight?')
    expect(response.status).toBe(502)
    expect(response.json).toMatchObject({ error: 'upstream' })
    expect(errors.mock.calls).toEqual([['API request failed: the answer is not valid JSON']])
  })

  it('answers with the fallback reply when the answer has no text', async () => {
    const route = await loadRoute()
    fake.setMode('no-candidates')
    const response = await ask(route, 'Tell me about goats')
    expect(response.status).toBe(200)
    expect(response.json).toEqual({ answer: "I'm having trouble processing your request. Please try again." })
  })

  it("spaces one client's upstream calls at least 1000 ms apart, but not different clients'", async () => {
    const route = await loadRoute()
    // When each upstream call leaves the server: arrival times at the fake would add the
    // event loop's and the network's jitter to what the limiter controls.
    const calls: Array<{ question: string; at: number }> = []
    const realFetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      calls.push({ question: String(init?.body), at: Date.now() })
      return realFetch(input, init)
    })
    const [first, second, other] = await Promise.all([
      ask(route, 'Question one', { client: 'farmer-1' }),
      ask(route, 'Question two', { client: 'farmer-1' }),
      ask(route, 'Question three', { client: 'farmer-2' }),
    ])
    expect([first.status, second.status, other.status]).toEqual([200, 200, 200])
    const at = (text: string) => calls.find((call) => call.question.includes(text))!.at
    expect(at('Question two') - at('Question one')).toBeGreaterThanOrEqual(1000)
    expect(Math.abs(at('Question three') - at('Question one'))).toBeLessThan(500)
    // And the fake saw the waiting call last.
    expect(JSON.stringify(fake.requests.at(-1)?.body)).toContain('Question two')
  })

  it('refuses a flood from one client with 429 too_many_requests', async () => {
    const route = await loadRoute()
    fake.setMode('slow')
    const first = ask(route, 'Flood 0', { client: 'flooder' })
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1))
    // One call is running; three may wait their turn, the rest are refused.
    const more = Array.from({ length: 5 }, (_, index) => ask(route, `Flood ${index + 1}`, { client: 'flooder' }))
    const responses = await Promise.all([first, ...more])
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 429, 429])
    expect(responses.at(-1)?.json).toEqual({
      error: 'too_many_requests',
      message: "You've sent too many messages too quickly. Please wait a moment before sending another message.",
    })
    expect(fake.requests).toHaveLength(4)
    // Another client is not held up by the flood.
    fake.setMode('normal')
    expect((await ask(route, 'Calm question', { client: 'calm' })).status).toBe(200)
  }, 15_000)

  it.each([
    ['an empty question', JSON.stringify({ question: '' })],
    ['a whitespace-only question', JSON.stringify({ question: ' \n\t ' })],
    ['a question over 2000 characters', JSON.stringify({ question: 'a'.repeat(2001) })],
    ['no question', JSON.stringify({ message: 'hello' })],
    ['a question that is not text', JSON.stringify({ question: 42 })],
  ])('answers 400 to %s', async (_name, body) => {
    const route = await loadRoute()
    const response = await post(route, body)
    expect(response.status).toBe(400)
    expect(response.json).toEqual({
      error: 'invalid_request',
      message: 'Please type a question of 1 to 2000 characters.',
    })
    expect(fake.requests).toHaveLength(0)
  })

  it.each([
    ['a body that is not JSON', 'question=hello', 'application/json'],
    ['a JSON body sent as a form', JSON.stringify({ question: 'hello' }), 'application/x-www-form-urlencoded'],
    ['a body without a content type', JSON.stringify({ question: 'hello' }), null],
  ])('answers 400 to %s', async (_name, body, contentType) => {
    const route = await loadRoute()
    const response = await post(route, body, { contentType })
    expect(response.status).toBe(400)
    expect(response.json).toMatchObject({ error: 'invalid_request', message: expect.stringContaining('JSON') })
  })

  it('accepts a question of exactly 2000 characters after trimming', async () => {
    const route = await loadRoute()
    const response = await ask(route, `  ${'b'.repeat(2000)}  `)
    expect(response.status).toBe(200)
  })

  it('answers 413 to a body over 8 KB, declared or streamed', async () => {
    const route = await loadRoute()
    const big = JSON.stringify({ question: 'x'.repeat(9000) })
    const declared = await post(route, big, { headers: { 'Content-Length': String(big.length) } })
    expect(declared.status).toBe(413)
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big))
        controller.close()
      },
    })
    const streamed = await post(route, stream)
    expect(streamed.status).toBe(413)
    expect(streamed.json).toEqual({ error: 'too_large', message: 'The request is too large.' })
    expect(fake.requests).toHaveLength(0)
  })

  it('answers 405 to GET and to other methods', async () => {
    const route = await loadRoute()
    const response = route.loader()
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    const request = new Request('http://hub.test/api/chat', { method: 'PUT', body: '{}' })
    const put = await route.action({
      request,
      url: new URL(request.url),
      params: {},
      pattern: '/api/chat',
      context: {},
    })
    expect(put.status).toBe(405)
  })

  it('says plainly that the assistant is not configured when there is no key', async () => {
    const route = await loadRoute({ GEMINI_API_KEY: '' })
    const response = await ask(route, 'How do I plant rice?')
    expect(response.status).toBe(503)
    expect(response.json).toEqual({
      error: 'not_configured',
      message: expect.stringContaining('The assistant is not configured yet'),
    })
    expect(fake.requests).toHaveLength(0)
  })

  it('never sent the key or a provider error body in any response', () => {
    expect(seen.length).toBeGreaterThan(20)
    for (const text of seen) {
      expect(text).not.toContain(KEY)
      expect(text).not.toContain('PROVIDER-SECRET-DETAIL')
    }
  })
})
