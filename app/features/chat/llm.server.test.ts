import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ASSISTANT_RULES } from './assistant-rules.server'
import { FAKE_MODELS, startFakeGemini } from '../../../tests/fake-gemini.mjs'
import { DEFAULT_GEMINI_MODEL } from '~/lib/env.server'
import {
  buildGeminiRequest,
  EXPERT_INSTRUCTION,
  generationConfigFor,
  GUIDES_INSTRUCTION,
  MAX_SECTION_CHARS,
  readChunk,
  readEventData,
  streamGemini,
  UpstreamError,
} from './llm.server'

describe('readChunk', () => {
  const chunk = (parts: unknown[], finishReason?: string) =>
    JSON.stringify({ candidates: [{ content: { parts }, ...(finishReason ? { finishReason } : {}) }] })

  it('reads the first candidate’s text parts of a streamed piece, whitespace included, and no thoughts', () => {
    expect(readChunk(chunk([{ text: 'Plant ' }, { text: 'early.' }]))).toEqual({
      text: 'Plant early.',
      finishReason: null,
    })
    expect(readChunk(chunk([{ text: '\n\n' }])).text).toBe('\n\n')
    expect(readChunk(chunk([{ text: 'Let me think…', thought: true }, { text: 'Plant early.' }])).text).toBe(
      'Plant early.',
    )
  })

  it('reads the finish reason of the last piece, with or without text', () => {
    expect(readChunk(chunk([{ text: 'end.' }], 'STOP'))).toEqual({ text: 'end.', finishReason: 'STOP' })
    expect(readChunk(JSON.stringify({ candidates: [{ finishReason: 'MAX_TOKENS' }] }))).toEqual({
      text: '',
      finishReason: 'MAX_TOKENS',
    })
  })

  it.each([
    ['no candidates', JSON.stringify({ promptFeedback: { blockReason: 'SAFETY' } })],
    ['no parts', chunk([])],
    ['a text that is not a string', chunk([{ text: 42 }])],
    ['JSON that is not an object', '"hello"'],
  ])('gives no text for %s', (_name, data) => {
    expect(readChunk(data).text).toBe('')
  })

  it('throws an UpstreamError for a piece that is not JSON, or an error event', () => {
    expect(() => readChunk('{"candidates": [')).toThrow('API request failed: a streamed answer is not valid JSON')
    const error = JSON.stringify({ error: { code: 503, message: 'PROVIDER-SECRET-DETAIL', status: 'UNAVAILABLE' } })
    expect(() => readChunk(error)).toThrow(UpstreamError)
    expect(() => readChunk(error)).toThrow('API request failed: an error in the stream (UNAVAILABLE)')
  })
})

describe('buildGeminiRequest', () => {
  it("is the spec's payload for a question alone: the instruction then the question in one user part", () => {
    const request = buildGeminiRequest('Maize?')
    expect(request).toEqual({
      systemInstruction: { parts: [{ text: ASSISTANT_RULES }] },
      contents: [{ role: 'user', parts: [{ text: `${EXPERT_INSTRUCTION}\n\nQuestion: Maize?` }] }],
      // The default model's own terms: see generationConfigFor below.
      generationConfig: generationConfigFor(DEFAULT_GEMINI_MODEL),
    })
    expect(buildGeminiRequest('Maize?', { model: 'gemini-2.5-flash' }).generationConfig).toEqual(
      generationConfigFor('gemini-2.5-flash'),
    )
  })

  it("always sends the assistant's rules as the system instruction, with guide sections and turns too", () => {
    const request = buildGeminiRequest('How much lime?', {
      sections: [{ title: 'Soil Health', heading: null, text: 'Apply lime.' }],
      history: [{ role: 'user', text: 'Maize?' }],
    })
    expect(request.systemInstruction).toEqual({ parts: [{ text: ASSISTANT_RULES }] })
    expect(ASSISTANT_RULES.length).toBeGreaterThan(500)
    // The rules stay out of the user's part, which is the spec's instruction, the sections and the question.
    expect(JSON.stringify(request.contents)).not.toContain(ASSISTANT_RULES.slice(0, 80))
  })

  it('puts the guide sections between the instruction and the question, asking the model to prefer them', () => {
    const long = `${'word '.repeat(MAX_SECTION_CHARS)}END`
    const request = buildGeminiRequest('How much lime?', {
      sections: [
        { title: 'Soil Health', heading: 'Steps to Test Your Soil', text: 'Apply lime at 1 to 2 tonnes per acre.' },
        { title: 'Crop Production', heading: null, text: long },
      ],
    })
    const [content] = request.contents
    const text = content?.parts[0]?.text ?? ''
    expect(text.startsWith(`${EXPERT_INSTRUCTION}\n\n${GUIDES_INSTRUCTION}\n\n`)).toBe(true)
    expect(text).toContain(
      '[Guide section 1] Soil Health: Steps to Test Your Soil\nApply lime at 1 to 2 tonnes per acre.',
    )
    expect(text).toContain('[Guide section 2] Crop Production\nword word')
    expect(text).not.toContain('END')
    expect(text.endsWith('\n\nQuestion: How much lime?')).toBe(true)
    expect(GUIDES_INSTRUCTION).toMatch(/Prefer them/)
    expect(GUIDES_INSTRUCTION).toMatch(/say plainly that you do not know/)
  })

  it('sends the earlier turns first, as user and model contents taking turns', () => {
    const request = buildGeminiRequest('And how much fertiliser?', {
      history: [
        { role: 'model', text: 'Welcome!' },
        { role: 'user', text: 'How do I plant maize?' },
        { role: 'model', text: 'In the long rains.' },
        { role: 'user', text: 'Beans?' },
        { role: 'user', text: 'Hello?' },
        { role: 'model', text: 'Beans too.' },
        { role: 'user', text: 'Unanswered' },
      ],
    })
    expect(request.contents.map((content) => [content.role, content.parts[0]?.text?.slice(0, 30)])).toEqual([
      ['user', 'How do I plant maize?'],
      ['model', 'In the long rains.'],
      ['user', 'Beans?\n\nHello?'],
      ['model', 'Beans too.'],
      ['user', `${EXPERT_INSTRUCTION.slice(0, 30)}`],
    ])
    expect(request.contents.at(-1)?.parts[0]?.text).toMatch(/Question: And how much fertiliser\?$/)
  })
})

describe('generationConfigFor', () => {
  it('asks Gemini 3 models to think at their lowest level that every Gemini 3 Flash takes, at their own temperature and topK', () => {
    for (const model of ['gemini-3.8-flash', 'gemini-3.6-flash', 'gemini-3.5-flash-lite', 'gemini-3-flash-preview']) {
      expect(generationConfigFor(model), model).toEqual({
        topP: 0.95,
        maxOutputTokens: 1024,
        thinkingConfig: { thinkingLevel: 'low' },
      })
    }
  })

  it("sends Gemini 2.5 Flash the spec's values with thinking off, and other models the spec's values alone", () => {
    const spec = { temperature: 0.2, topK: 40, topP: 0.95, maxOutputTokens: 1024 }
    for (const model of ['gemini-2.5-flash', 'gemini-2.5-flash-lite']) {
      expect(generationConfigFor(model), model).toEqual({ ...spec, thinkingConfig: { thinkingBudget: 0 } })
    }
    for (const model of ['gemini-2.5-pro', 'gemini-flash-latest'])
      expect(generationConfigFor(model), model).toEqual(spec)
  })
})

// Against the fake Gemini, which refuses what the real service refuses: a thinking budget for a
// Gemini 3 model, a thinking level for a 2.5 model, a level the model does not take, an unknown model.
describe('the request each model is sent', () => {
  type Fake = Awaited<ReturnType<typeof startFakeGemini>>
  let fake: Fake
  beforeAll(async () => {
    // Before gemini-2.5-flash's shutdown, so that it still answers.
    fake = await startFakeGemini({ now: () => Date.parse('2026-11-27T12:00:00Z') })
  })
  afterAll(() => fake.close())

  const ask = (model: string, request = buildGeminiRequest('Maize?', { model })) =>
    streamGemini(request, {
      env: { GEMINI_API_KEY: 'key', GEMINI_API_BASE_URL: fake.url, GEMINI_MODEL: model, GEMINI_TIMEOUT_MS: 5000 },
    })

  it('is the default model, one the service serves, and takes every field of the request', async () => {
    expect(Object.keys(FAKE_MODELS)).toContain(DEFAULT_GEMINI_MODEL)
    const answer = await ask(DEFAULT_GEMINI_MODEL)
    expect(answer.first).not.toBeNull()
    await answer.rest.return(undefined as never)
  })

  it.each(Object.keys(FAKE_MODELS))('takes every field of the request for %s', async (model) => {
    const answer = await ask(model)
    expect(answer.first).not.toBeNull()
    await answer.rest.return(undefined as never)
  })

  it('fails as model_gone for a model the service does not serve (404, or any status naming NOT_FOUND)', async () => {
    await expect(ask('gemini-1.5-flash')).rejects.toMatchObject({
      kind: 'model_gone',
      message: 'API request failed with status 404 (NOT_FOUND)',
    })
    const service = createServer((_req, res) => {
      res.writeHead(400, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: { code: 400, message: 'models/x is not found', status: 'NOT_FOUND' } }))
    })
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve))
    const { port } = service.address() as AddressInfo
    try {
      const env = { GEMINI_API_KEY: 'key', GEMINI_API_BASE_URL: `http://127.0.0.1:${port}`, GEMINI_TIMEOUT_MS: 5000 }
      await expect(
        streamGemini(buildGeminiRequest('Maize?'), { env: { ...env, GEMINI_MODEL: 'x' } }),
      ).rejects.toMatchObject({ kind: 'model_gone', message: 'API request failed with status 400 (NOT_FOUND)' })
    } finally {
      await new Promise((resolve) => service.close(resolve))
    }
  })

  it("fails with the service's 400 for a field the model refuses", async () => {
    const wrong = { ...buildGeminiRequest('Maize?'), generationConfig: generationConfigFor('gemini-2.5-flash') }
    await expect(ask(DEFAULT_GEMINI_MODEL, wrong)).rejects.toThrow(
      'API request failed with status 400 (INVALID_ARGUMENT)',
    )
  })
})

describe('readEventData', () => {
  const body = (...pieces: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece))
        controller.close()
      },
    })
  // Array.fromAsync needs Node 22.
  const collect = async (events: AsyncIterable<string>) => {
    const all: string[] = []
    for await (const data of events) all.push(data)
    return all
  }
  const read = async (...pieces: string[]) => collect(readEventData(body(...pieces)))

  it('reads the same events wherever the network splits the stream, CRLF and all', async () => {
    const stream = 'data: {"a":1}\r\n\r\n: keep-alive\r\n\r\ndata: {"b":"ü"}\r\n\r\n'
    const bytes = new TextEncoder().encode(stream)
    for (let cut = 0; cut <= bytes.length; cut++) {
      const split = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, cut))
          controller.enqueue(bytes.slice(cut))
          controller.close()
        },
      })
      expect(await collect(readEventData(split)), `cut at ${cut}`).toEqual(['{"a":1}', '{"b":"ü"}'])
    }
  })

  it('gives an event the stream did not finish when it ends', async () => {
    expect(await read('data: one\n\ndata: last words')).toEqual(['one', 'last words'])
    expect(await read('data: last words\r')).toEqual(['last words'])
    expect(await read('')).toEqual([])
  })
})
