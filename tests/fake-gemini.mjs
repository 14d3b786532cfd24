// @ts-check
// A fake Gemini (generateContent, and streamGenerateContent?alt=sse) on 127.0.0.1 for the
// server tests and the browser tests: it records every request and answers as its mode
// says. The mode is switched through POST /__control/mode, or per request by a marker such
// as "[fake:server-error]" in the question, so tests running in parallel never switch each
// other's answers. A streamed answer comes as server-sent events, one piece of text each,
// the last with its finish reason, as Gemini sends them. `requests` keeps every request's
// body, so tests can check the payload (its systemInstruction, its contents). Like the real
// service, it serves only the models it knows, each taking only its own kind of thinking
// setting: an unknown or shut-down model is a 404 NOT_FOUND, a refused field a 400
// INVALID_ARGUMENT, in Google's error shape.
// A streamed answer begins, as the assistant's rules ask, with the model's risk report
// ("RISK: none"), split across two pieces so the server must hold it back until the line is
// whole; "[fake-risk:vet-medicine,pesticide]" in the question reports those kinds,
// "[fake-risk:omit]" leaves the line out, "[fake-risk:garbled]" writes one the server cannot use.
//
//   node tests/fake-gemini.mjs          listens on FAKE_GEMINI_PORT (default 3199)
import http from 'node:http'
import { pathToFileURL } from 'node:url'

export const FAKE_MODES = /** @type {const} */ ([
  'normal',
  'rate-limit',
  'server-error',
  'slow',
  'timeout',
  'no-candidates',
  'malformed',
  'html',
  // Streaming only: pieces 700 ms apart, so a test can watch the answer grow.
  'trickle',
  // Streaming only: two pieces, then the connection breaks.
  'cut',
  // Streaming only: one piece, then nothing more, ever.
  'stall',
  // Streaming only: two pieces, the second ending with finishReason MAX_TOKENS.
  'max-tokens',
  // Streaming only: no text at all, only finishReason MAX_TOKENS (thinking used every token).
  'max-tokens-empty',
  // Streaming only: two pieces, then a last one with finishReason SAFETY and no text.
  'safety',
  // Streaming only: two pieces, then an error event inside the stream.
  'error-event',
  // Streaming only: a first event without text, then the normal answer.
  'empty',
  // A 307 to another address of the fake, which would answer 200: our call must refuse to follow it.
  'redirect',
])
/** @typedef {(typeof FAKE_MODES)[number]} FakeMode */

/**
 * @typedef {object} RecordedRequest
 * @property {string} method
 * @property {string} path
 * @property {string} query  the query string, e.g. "?alt=sse"
 * @property {Record<string, string | string[] | undefined>} headers
 * @property {unknown} body
 * @property {number} receivedAt  ms since the epoch
 */

/** What a normal answer says: formatted text, as Gemini writes it. */
export const NORMAL_ANSWER =
  'For maize in Mwea, **plant at the start of the long rains**.\n\n' +
  '* Test your soil first.\n* Use certified seed.\n\n' +
  'Ask again if you need more help.'

/** An answer that tries to inject markup; the chat must show it as text. */
export const HTML_ANSWER =
  '<img src="x" onerror="window.__injected = true"> **Bold advice** <script>window.__injected = true</script>'

/** NORMAL_ANSWER as the stream sends it: the pieces split words and bold runs, as Gemini's do. */
export const NORMAL_CHUNKS = [
  'For maize in Mwea, **plant at the start',
  ' of the long rains**.\n\n* Test your soil',
  ' first.\n* Use certified seed.\n\n',
  'Ask again if you need more help.',
]

/**
 * @typedef {object} FakeModel
 * @property {'level' | 'budget'} thinking  Gemini 3 takes thinkingConfig.thinkingLevel, Gemini 2.5 thinkingBudget
 * @property {string[]} [levels]  the thinking levels the model accepts
 * @property {string} [shutdown]  ISO date from which the model answers 404
 */

/**
 * The models the fake serves, as Google's model pages describe their thinking
 * (docs/decisions/0016-gemini-model.md).
 * @type {Record<string, FakeModel>}
 */
export const FAKE_MODELS = {
  'gemini-3.8-flash': { thinking: 'level', levels: ['low', 'medium', 'high'] },
  'gemini-3.6-flash': { thinking: 'level', levels: ['minimal', 'low', 'medium', 'high'] },
  'gemini-3.5-flash-lite': { thinking: 'level', levels: ['minimal', 'low', 'medium', 'high'] },
  'gemini-2.5-flash': { thinking: 'budget', shutdown: '2026-12-01' },
  'gemini-2.5-flash-lite': { thinking: 'budget' },
}

const SLOW_MS = 1500
const TRICKLE_MS = 700
const CHUNK_GAP_MS = 20
// Longer than any timeout the tests give the app; the socket is destroyed on close.
const TIMEOUT_MS = 60_000

/**
 * Starts the fake. `port` 0 picks a free port; `now` is the fake's clock, for the models' shutdowns.
 * @param {{ port?: number, host?: string, now?: () => number }} [options]
 */
export async function startFakeGemini({ port = 0, host = '127.0.0.1', now = Date.now } = {}) {
  /** @type {FakeMode} */
  let mode = 'normal'
  /** @type {RecordedRequest[]} */
  let requests = []
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set()

  const server = http.createServer(async (req, res) => {
    const receivedAt = Date.now()
    const url = new URL(req.url ?? '/', 'http://fake')
    const raw = await readBody(req)

    if (url.pathname === '/__control/health') return sendJson(res, 200, { status: 'ok' })
    if (url.pathname === '/__control/requests') return sendJson(res, 200, requests)
    if (url.pathname === '/__control/reset' && req.method === 'POST') {
      mode = 'normal'
      requests = []
      return sendJson(res, 200, { mode })
    }
    if (url.pathname === '/__control/mode' && req.method === 'POST') {
      const next = parseMode(safeJson(raw))
      if (!next) return sendJson(res, 400, { error: `mode must be one of ${FAKE_MODES.join(', ')}` })
      mode = next
      return sendJson(res, 200, { mode })
    }

    const [, model = '', endpoint] =
      /^\/v1beta\/models\/([^/]+):(generateContent|streamGenerateContent)$/.exec(url.pathname) ?? []
    const isStream = endpoint === 'streamGenerateContent'
    if (req.method !== 'POST' || !endpoint || (isStream && url.searchParams.get('alt') !== 'sse')) {
      return sendJson(res, 404, { error: { code: 404, message: 'Not found' } })
    }
    requests.push({
      method: req.method,
      path: url.pathname,
      query: url.search,
      headers: req.headers,
      body: safeJson(raw),
      receivedAt,
    })
    const refusal = refuseRequest(model, safeJson(raw), now())
    if (refusal) return sendJson(res, refusal.error.code, refusal)
    const chosen = markerMode(raw) ?? mode
    if (chosen === 'redirect') {
      // Closed after: a client that refuses the redirect leaves the connection unread, never to reuse.
      res.writeHead(307, { Location: '/__control/health', Connection: 'close' })
      return res.end()
    }
    const later = (/** @type {number} */ ms, /** @type {() => void} */ run) => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        run()
      }, ms)
      timers.add(timer)
    }

    if (isStream) return stream(res, chosen, later, raw, riskLine(raw))

    switch (chosen) {
      case 'normal':
      case 'trickle':
      case 'cut':
      case 'stall':
      case 'max-tokens':
      case 'max-tokens-empty':
      case 'safety':
      case 'error-event':
      case 'empty':
        return sendJson(res, 200, answer(NORMAL_ANSWER))
      case 'html':
        return sendJson(res, 200, answer(HTML_ANSWER))
      case 'slow':
        return later(SLOW_MS, () => sendJson(res, 200, answer(NORMAL_ANSWER)))
      case 'timeout':
        return later(TIMEOUT_MS, () => sendJson(res, 200, answer(NORMAL_ANSWER)))
      case 'rate-limit':
        return sendJson(res, 429, providerError(429, 'RESOURCE_EXHAUSTED', raw))
      case 'server-error':
        return sendJson(res, 500, providerError(500, 'INTERNAL', raw))
      case 'no-candidates':
        return sendJson(res, 200, { promptFeedback: { blockReason: 'OTHER' } })
      case 'malformed':
        res.writeHead(200, { 'Content-Type': 'application/json' })
        return res.end('{"candidates": [{"content": ')
    }
  })
  // Idle connections stay open until the client closes them: a server that closes them after its
  // 5 s races the client reusing one, which on a busy machine fails a call with ECONNRESET.
  server.keepAliveTimeout = 0

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port

  return {
    url: `http://${host}:${actualPort}`,
    /** @param {FakeMode} next */
    setMode(next) {
      mode = next
    },
    get requests() {
      return requests
    },
    reset() {
      mode = 'normal'
      requests = []
    },
    close() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve(undefined)))
    },
  }
}

/**
 * A streamed answer, as server-sent events.
 * @param {http.ServerResponse} res @param {FakeMode} mode
 * @param {(ms: number, run: () => void) => void} later @param {string} raw
 * @param {string[]} risk  the pieces of the risk report that come before the answer's first
 */
function stream(res, mode, later, raw, risk) {
  /**
   * @param {string[]} answerChunks @param {number} gap @param {() => void} [after]
   * @param {string | null} [finishReason]  on the last piece; null for a stream that goes on failing
   */
  const send = (answerChunks, gap, after, finishReason = after ? null : 'STOP') => {
    const chunks = [...risk, ...answerChunks]
    res.writeHead(200, { 'Content-Type': 'text/event-stream' })
    const next = (/** @type {number} */ index) => {
      if (res.destroyed) return
      if (index === chunks.length) return after ? after() : res.end()
      const isLast = index === chunks.length - 1
      // CRLF between events, as the service sends them; the parser must not care.
      res.write(`data: ${JSON.stringify(piece(chunks[index] ?? '', isLast ? finishReason : null))}\r\n\r\n`)
      // The risk report's pieces come at once: the answer's own pacing starts with its first words.
      later(index < risk.length ? 0 : gap, () => next(index + 1))
    }
    next(0)
  }
  /** @param {unknown} body */
  const event = (body) => res.write(`data: ${JSON.stringify(body)}\r\n\r\n`)
  switch (mode) {
    case 'normal':
      return send(voiceAnswer(raw) ?? NORMAL_CHUNKS, CHUNK_GAP_MS)
    case 'html':
      return send([HTML_ANSWER.slice(0, 30), HTML_ANSWER.slice(30)], CHUNK_GAP_MS)
    case 'trickle':
      return send(NORMAL_CHUNKS, TRICKLE_MS)
    case 'slow':
      return later(SLOW_MS, () => send(NORMAL_CHUNKS, CHUNK_GAP_MS))
    case 'timeout':
      return later(TIMEOUT_MS, () => send(NORMAL_CHUNKS, CHUNK_GAP_MS))
    case 'cut':
      return send(NORMAL_CHUNKS.slice(0, 2), CHUNK_GAP_MS, () => res.destroy())
    case 'stall':
      return send(NORMAL_CHUNKS.slice(0, 1), CHUNK_GAP_MS, () => later(TIMEOUT_MS, () => res.end()))
    case 'rate-limit':
      return sendJson(res, 429, providerError(429, 'RESOURCE_EXHAUSTED', raw))
    case 'server-error':
      return sendJson(res, 500, providerError(500, 'INTERNAL', raw))
    case 'no-candidates':
      res.writeHead(200, { 'Content-Type': 'text/event-stream' })
      return res.end(`data: ${JSON.stringify({ promptFeedback: { blockReason: 'OTHER' } })}\r\n\r\n`)
    case 'malformed':
      res.writeHead(200, { 'Content-Type': 'text/event-stream' })
      return res.end('data: {"candidates": [{"content": \r\n\r\n')
    case 'max-tokens':
      return send(NORMAL_CHUNKS.slice(0, 2), CHUNK_GAP_MS, undefined, 'MAX_TOKENS')
    case 'max-tokens-empty':
      res.writeHead(200, { 'Content-Type': 'text/event-stream' })
      event({ candidates: [{ content: { role: 'model' }, finishReason: 'MAX_TOKENS', index: 0 }] })
      return res.end()
    case 'safety':
      return send(NORMAL_CHUNKS.slice(0, 2), CHUNK_GAP_MS, () => {
        event({ candidates: [{ finishReason: 'SAFETY', index: 0 }] })
        res.end()
      })
    case 'error-event':
      return send(NORMAL_CHUNKS.slice(0, 2), CHUNK_GAP_MS, () => {
        event(providerError(503, 'UNAVAILABLE', raw))
        res.end()
      })
    case 'empty':
      return send(['', ...NORMAL_CHUNKS], CHUNK_GAP_MS)
  }
}

/**
 * The answer to a voice note (an audio part in the new question): the fake cannot listen, so it
 * "hears" the words the note carries in its Opus tags as SPOKEN (tests/voice-note.ts makes such
 * notes), or nothing ("Heard: ?") in any other audio; it answers in Kiswahili when asked to.
 * @param {string} raw @returns {string[] | undefined}
 */
function voiceAnswer(raw) {
  const body = safeJson(raw)
  const contents = typeof body === 'object' && body !== null && 'contents' in body ? body.contents : undefined
  const parts = Array.isArray(contents) ? contents.at(-1)?.parts : undefined
  const audio = Array.isArray(parts)
    ? parts.find((part) => String(part?.inlineData?.mimeType ?? '').startsWith('audio/'))
    : undefined
  if (!audio) return undefined
  const heard = spokenWords(Buffer.from(String(audio.inlineData.data ?? ''), 'base64'))
  if (!heard) return ['Heard: ?']
  return [`Heard: ${heard}\n`, ...(raw.includes('Answer in Kiswahili') ? VOICE_CHUNKS_SW : NORMAL_CHUNKS)]
}

/** What a fake voice answer says in Kiswahili, after the line of what was heard. */
export const VOICE_ANSWER_SW =
  'Kagua shamba lako la mahindi kila wiki, **angalia majani machanga**.\n\n' +
  'Okota na uharibu mayai na viwavi unavyoona.\n\n' +
  'Uliza tena ukihitaji msaada zaidi.'
const VOICE_CHUNKS_SW = [VOICE_ANSWER_SW.slice(0, 40), VOICE_ANSWER_SW.slice(40)]

/**
 * The SPOKEN tag of an Ogg Opus file (its OpusTags header: vendor string, then "KEY=value"
 * comments, each after its length), or undefined when the bytes are not Ogg Opus or carry none.
 * @param {Buffer} bytes @returns {string | undefined}
 */
export function spokenWords(bytes) {
  if (bytes.subarray(0, 4).toString('latin1') !== 'OggS' || !bytes.includes('OpusHead')) return undefined
  const tags = bytes.indexOf('OpusTags')
  if (tags < 0) return undefined
  let at = tags + 8
  at += 4 + bytes.readUInt32LE(at)
  const count = bytes.readUInt32LE(at)
  at += 4
  for (let index = 0; index < count && at + 4 <= bytes.length; index += 1) {
    const length = bytes.readUInt32LE(at)
    const comment = bytes.subarray(at + 4, at + 4 + length).toString('utf8')
    at += 4 + length
    if (comment.startsWith('SPOKEN=')) return comment.slice('SPOKEN='.length)
  }
  return undefined
}

/**
 * Google's error for a request the real service would refuse: a model it does not serve (never
 * known, or shut down), or a thinking setting the model does not take.
 * @param {string} model @param {unknown} body @param {number} now
 */
function refuseRequest(model, body, now) {
  const known = FAKE_MODELS[model]
  if (!known || (known.shutdown && now >= Date.parse(known.shutdown))) {
    const message = `models/${model} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`
    return { error: { code: 404, message, status: 'NOT_FOUND' } }
  }
  const config = typeof body === 'object' && body !== null && 'generationConfig' in body ? body.generationConfig : {}
  const thinking =
    typeof config === 'object' && config !== null && 'thinkingConfig' in config ? config.thinkingConfig : undefined
  if (typeof thinking !== 'object' || thinking === null) return undefined
  const invalid = (/** @type {string} */ message) => ({ error: { code: 400, message, status: 'INVALID_ARGUMENT' } })
  if ('thinkingLevel' in thinking && 'thinkingBudget' in thinking) {
    return invalid('Set either a thinking budget or a thinking level, not both.')
  }
  if (known.thinking === 'level' && 'thinkingBudget' in thinking) {
    return invalid(`Thinking budget is not supported for ${model}: use thinking level.`)
  }
  if (known.thinking === 'budget' && 'thinkingLevel' in thinking) {
    return invalid(`Thinking level is not supported for ${model}.`)
  }
  if ('thinkingLevel' in thinking && !known.levels?.includes(String(thinking.thinkingLevel).toLowerCase())) {
    return invalid(`Thinking level ${String(thinking.thinkingLevel)} is not supported for ${model}.`)
  }
  return undefined
}

/**
 * The risk report's pieces for a question's markers: by default "RISK: none" in two pieces.
 * @param {string} raw @returns {string[]}
 */
function riskLine(raw) {
  const marker = /\[fake-risk:([a-z,-]+)\]/.exec(lastContent(raw))?.[1]
  if (marker === 'omit') return []
  if (marker === 'garbled') return ['RISK: sprinkle twice', ' weekly\n']
  const line = `RISK: ${marker ?? 'none'}\n`
  return [line.slice(0, 7), line.slice(7)]
}

/** @param {string} text */
function answer(text) {
  return piece(text, 'STOP')
}

/**
 * One piece of an answer; only the last carries a finish reason.
 * @param {string} text @param {string | null} finishReason
 */
function piece(text, finishReason) {
  return {
    candidates: [
      { content: { role: 'model', parts: [{ text }] }, ...(finishReason ? { finishReason } : {}), index: 0 },
    ],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 20, totalTokenCount: 30 },
  }
}

/**
 * Like Google's error bodies, which can quote the request: the app must never pass them on.
 * @param {number} code @param {string} status @param {string} raw
 */
function providerError(code, status, raw) {
  return { error: { code, status, message: `PROVIDER-SECRET-DETAIL for request ${raw.slice(0, 200)}` } }
}

/**
 * The marker in the request's last content (the new question), not in the earlier turns it
 * carries: a follow-up to a "[fake:cut]" question gets its own answer.
 * @param {string} raw @returns {FakeMode | undefined}
 */
function markerMode(raw) {
  const match = /\[fake:([a-z-]+)\]/.exec(lastContent(raw))
  return match ? parseMode({ mode: match[1] }) : undefined
}

/** @param {string} raw  the request's last content (the new question), as JSON text */
function lastContent(raw) {
  const body = safeJson(raw)
  const contents = typeof body === 'object' && body !== null && 'contents' in body ? body.contents : undefined
  return Array.isArray(contents) ? JSON.stringify(contents.at(-1)) : raw
}

/** @param {unknown} value @returns {FakeMode | undefined} */
function parseMode(value) {
  if (typeof value !== 'object' || value === null || !('mode' in value)) return undefined
  return FAKE_MODES.find((candidate) => candidate === value.mode)
}

/** @param {string} raw @returns {unknown} */
function safeJson(raw) {
  try {
    return JSON.parse(raw)
  } catch {
    return raw
  }
}

/** @param {http.IncomingMessage} req @returns {Promise<string>} */
async function readBody(req) {
  let text = ''
  for await (const chunk of req) text += chunk
  return text
}

/** @param {http.ServerResponse} res @param {number} status @param {unknown} body */
function sendJson(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.FAKE_GEMINI_PORT ?? 3199)
  const fake = await startFakeGemini({ port })
  console.log(`Fake Gemini listening at ${fake.url}`)
  const stop = () => void fake.close().then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
