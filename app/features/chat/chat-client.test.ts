import { ChatRequestError, classifyChatFailure, requestAnswer } from './chat-client'

describe('classifyChatFailure', () => {
  it("maps the AI service's 429 to the rate-limit banner", () => {
    expect(classifyChatFailure(new ChatRequestError(429, 'rate_limit'))).toBe('rate-limited')
  })

  it('maps our own flood refusal, and a 429 without our code (a proxy), to "too many messages"', () => {
    expect(classifyChatFailure(new ChatRequestError(429, 'too_many_requests'))).toBe('too-many')
    expect(classifyChatFailure(new ChatRequestError(429, null))).toBe('too-many')
  })

  it('maps our own cap on calls at once (503 busy) to the "busy" banner, not the connection error', () => {
    expect(classifyChatFailure(new ChatRequestError(503, 'busy'))).toBe('busy')
    expect(classifyChatFailure(new ChatRequestError(503, null))).toBe('connection')
  })

  it('goes by the code, never by the text of a message', () => {
    expect(classifyChatFailure(new Error('Request failed: 429 Too Many Requests'))).toBe('connection')
    expect(classifyChatFailure(new ChatRequestError(502, 'upstream', null))).toBe('connection')
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

  const stream = (...lines: string[]) =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const line of lines) controller.enqueue(new TextEncoder().encode(`${line}\n`))
          controller.close()
        },
      }),
      { headers: { 'Content-Type': 'application/x-ndjson' } },
    )
  const text = (piece: string) => JSON.stringify({ type: 'text', text: piece })
  const link = {
    href: '/articles/crop-production#steps-to-a-good-maize-season',
    title: 'Crop Production',
    heading: 'Steps',
  }

  it('posts the question and the turns before it as JSON, and reads the answer as it streams', async () => {
    const fetch = vi.fn(async () =>
      stream(text('Plant '), text('early.'), JSON.stringify({ type: 'done', sources: [link] })),
    )
    vi.stubGlobal('fetch', fetch)
    const history = [
      { role: 'user' as const, text: 'Maize?' },
      { role: 'model' as const, text: 'Yes.' },
    ]
    const seen: string[] = []
    await expect(requestAnswer('When?', history, (soFar) => seen.push(soFar))).resolves.toEqual({
      text: 'Plant early.',
      sources: [link],
      interrupted: false,
      fallback: false,
      offline: null,
      safety: false,
    })
    expect(seen).toEqual(['Plant ', 'Plant early.'])
    expect(fetch).toHaveBeenCalledWith(
      '/api/chat',
      expect.objectContaining({
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ question: 'When?', history, locale: 'en' }),
      }),
    )
  })

  it.each([
    ['the server says so', [JSON.stringify({ type: 'done', sources: [], interrupted: true })]],
    ['a line is not JSON', ['not json']],
    ['the stream ends without "done"', []],
  ])('keeps what arrived of an answer that stopped before its end: %s', async (_case, ending) => {
    vi.stubGlobal('fetch', async () => stream(text('Plant '), ...ending))
    await expect(requestAnswer('When?')).resolves.toEqual({
      text: 'Plant ',
      sources: [],
      interrupted: true,
      fallback: false,
      offline: null,
      safety: false,
    })
  })

  it('fails when no part of an answer could be read', async () => {
    vi.stubGlobal('fetch', async () => stream('<html>'))
    await expect(requestAnswer('When?')).rejects.toThrow()
    vi.stubGlobal('fetch', async () => stream())
    await expect(requestAnswer('When?')).rejects.toThrow('The answer could not be read.')
  })

  it('throws a ChatRequestError with the status, code and offline answer of a failure', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'rate_limit', message: 'x' }, { status: 429 }))
    await expect(requestAnswer('When?')).rejects.toMatchObject({ status: 429, code: 'rate_limit', offline: null })
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }))
    await expect(requestAnswer('When?')).rejects.toMatchObject({ status: 502, code: null })
    const offline = { answer: 'From the guides', sources: [link] }
    vi.stubGlobal('fetch', async () => Response.json({ error: 'upstream', message: 'x', offline }, { status: 502 }))
    await expect(requestAnswer('When?')).rejects.toMatchObject({ status: 502, code: 'upstream', offline })
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: 'upstream', message: 'x', offline, safety: true }, { status: 502 }),
    )
    await expect(requestAnswer('When?')).rejects.toMatchObject({ code: 'upstream', offline, safety: true })
  })

  it('reads the flags of the end of an answer: safety, and the fallback reply with the offline answer', async () => {
    const offline = { answer: 'From the guides', sources: [link] }
    vi.stubGlobal('fetch', async () =>
      stream(text('Sorry.'), JSON.stringify({ type: 'done', sources: [], fallback: true, offline, safety: true })),
    )
    await expect(requestAnswer('Dose?')).resolves.toEqual({
      text: 'Sorry.',
      sources: [],
      interrupted: false,
      fallback: true,
      offline,
      safety: true,
    })
  })
})
