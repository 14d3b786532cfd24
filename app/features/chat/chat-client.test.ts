import { ChatRequestError, classifyChatFailure, createRequestSpacer, requestAnswer } from './chat-client'

describe('classifyChatFailure (spec §8)', () => {
  it("maps the AI service's 429 to the rate-limit banner", () => {
    expect(classifyChatFailure(new ChatRequestError(429, 'rate_limit'))).toBe('rate-limited')
  })

  it('maps any other error whose message contains 429 to "too many messages"', () => {
    expect(classifyChatFailure(new ChatRequestError(429, 'too_many_requests'))).toBe('too-many')
    expect(classifyChatFailure(new Error('Request failed: 429 Too Many Requests'))).toBe('too-many')
  })

  it('maps the unconfigured assistant to its own message', () => {
    expect(classifyChatFailure(new ChatRequestError(503, 'not_configured'))).toBe('not-configured')
  })

  it('maps every other failure to the connection error', () => {
    expect(classifyChatFailure(new ChatRequestError(502, 'upstream'))).toBe('connection')
    expect(classifyChatFailure(new ChatRequestError(500, null))).toBe('connection')
    expect(classifyChatFailure(new TypeError('Failed to fetch'))).toBe('connection')
    expect(classifyChatFailure('weird')).toBe('connection')
  })

  it('describes a failed request by its status, as the spec logs it', () => {
    expect(new ChatRequestError(502, 'upstream').message).toBe('API request failed with status 502')
  })
})

describe('requestAnswer', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('posts the question as JSON and gives the answer', async () => {
    const fetch = vi.fn(async () => Response.json({ answer: 'Plant early.' }))
    vi.stubGlobal('fetch', fetch)
    await expect(requestAnswer('When?')).resolves.toBe('Plant early.')
    expect(fetch).toHaveBeenCalledWith(
      '/api/chat',
      expect.objectContaining({
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ question: 'When?' }),
      }),
    )
  })

  it('throws a ChatRequestError with the status and code of a failure', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'rate_limit', message: 'x' }, { status: 429 }))
    await expect(requestAnswer('When?')).rejects.toMatchObject({ status: 429, code: 'rate_limit' })
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }))
    await expect(requestAnswer('When?')).rejects.toMatchObject({ status: 502, code: null })
  })
})

describe('createRequestSpacer', () => {
  it('makes a request sent sooner than 1000 ms after the last one wait for the rest', async () => {
    let time = 0
    const sleeps: number[] = []
    const starts: number[] = []
    const spaced = createRequestSpacer(
      1000,
      () => time,
      async (ms) => {
        sleeps.push(ms)
        time += ms
      },
    )
    const request = async () => starts.push(time)
    await spaced(request)
    time += 250
    await spaced(request)
    time += 4000
    await spaced(request)
    expect(sleeps).toEqual([750])
    expect(starts).toEqual([0, 1000, 5000])
  })

  it('sleeps again when a timer wakes early', async () => {
    let time = 0
    const sleeps: number[] = []
    const spaced = createRequestSpacer(
      1000,
      () => time,
      async (ms) => {
        // The first timer wakes 2 ms early, the next on time.
        time += sleeps.length === 0 ? ms - 2 : ms
        sleeps.push(ms)
      },
    )
    await spaced(async () => {})
    await spaced(async () => {})
    expect(sleeps).toEqual([1000, 2])
  })
})
