// POST /api/chat: the browser's only way to the AI service (DESIGN.md "The assistant").
// Validates the question, finds the guide sections that answer it, keeps each client's calls
// spaced, streams the answer from llm.server.ts with the sections' links, and maps every
// failure to a status and a code the chat panel turns into the spec's messages (§8). Without
// a key, the offline assistant answers from the guides. Error details go to the server log,
// never to the browser. (Why an AI-service failure shows both the spec's apology and the
// offline answer: docs/decisions/0004-offline-assistant.md.)
import type { Route } from './+types/api.chat'
import type { GuideLink } from '~/content/schema'
import {
  ChatRequestSchema,
  type ChatErrorBody,
  type ChatErrorCode,
  type ChatStreamEvent,
  type OfflineAnswer,
} from '~/features/chat/chat-schema'
import { composeOfflineAnswer, toGuideLinks } from '~/features/chat/guide-answer.server'
import {
  buildGeminiRequest,
  isAssistantConfigured,
  streamGemini,
  UpstreamError,
  type AnswerStream,
} from '~/features/chat/llm.server'
import { createRateLimiter, TooManyRequestsError } from '~/features/chat/rate-limit.server'
import { createGuideIndex } from '~/features/search/search-index.server'
import { listGuideSections } from '~/features/topics/queries'
import { getMessages } from '~/i18n/messages'

/**
 * A question (2000 characters) and its history (4000) with room for JSON escapes and
 * characters of several bytes; under the server's own limit (server/body-limit.ts).
 */
export const MAX_CHAT_BODY_BYTES = 24 * 1024

const limiter = createRateLimiter()
// Built when the server starts (a few milliseconds), then shared by every question.
const guideIndex = createGuideIndex(listGuideSections())

export function loader() {
  return refuse('method_not_allowed', 405)
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = getMessages().pages.chat
  if (request.method !== 'POST') return refuse('method_not_allowed', 405)
  if (Number(request.headers.get('content-length') ?? 0) > MAX_CHAT_BODY_BYTES) return refuse('too_large', 413)
  const body = await readBody(request, MAX_CHAT_BODY_BYTES)
  if (body === null) return refuse('too_large', 413)
  const json = parseJson(request.headers.get('content-type'), body)
  if (json === undefined) return refuse('invalid_request', 400, t.api.notJson)
  const parsed = ChatRequestSchema.safeParse(json)
  if (!parsed.success) {
    const isHistory = parsed.error.issues.every((issue) => issue.path[0] === 'history')
    return refuse('invalid_request', 400, isHistory ? t.api.invalidHistory : t.api.invalidQuestion)
  }

  const { question, history = [] } = parsed.data
  // A follow-up ("and how much fertiliser?") is looked up with the farmer's previous question.
  const previousQuestion = history.findLast((turn) => turn.role === 'user')?.text
  const sections = guideIndex.findSections(question, { context: previousQuestion })
  const sources = toGuideLinks(sections)
  if (!isAssistantConfigured()) return streamAnswer(answerOnce(composeOfflineAnswer(sections), sources))

  try {
    const upstream = buildGeminiRequest(question, { sections, history })
    const answer = await limiter.schedule(context.clientAddress ?? 'unknown', () =>
      streamGemini(upstream, { signal: request.signal }),
    )
    if (answer.first === null) return streamAnswer(answerOnce(t.fallbackReply, []))
    return streamAnswer(relay(answer.first, answer.rest, sources, request.signal))
  } catch (error) {
    if (error instanceof TooManyRequestsError) return refuse('too_many_requests', 429, t.tooManyMessages)
    if (error instanceof UpstreamError) {
      console.error(error.message)
      if (error.kind === 'rate_limit') return refuse('rate_limit', 429)
    } else {
      console.error('API request failed:', error instanceof Error ? error.name : 'unknown error')
    }
    // The spec's connection error; and what the guides say meanwhile, when they say anything.
    const offline = sections.length > 0 ? { answer: composeOfflineAnswer(sections), sources } : undefined
    return refuse('upstream', 502, undefined, offline)
  }
}

async function* answerOnce(text: string, sources: GuideLink[]): AsyncGenerator<ChatStreamEvent> {
  yield { type: 'text', text }
  yield { type: 'done', sources }
}

/** The answer's pieces as they arrive; if the AI service fails mid-way, what arrived stands. */
async function* relay(
  first: string,
  rest: AnswerStream['rest'],
  sources: GuideLink[],
  farmer: AbortSignal,
): AsyncGenerator<ChatStreamEvent> {
  yield { type: 'text', text: first }
  try {
    for await (const text of rest) yield { type: 'text', text }
  } catch (error) {
    // A farmer who went away is no failure of the AI service.
    if (!farmer.aborted) console.error(error instanceof Error ? error.message : 'API request failed mid-answer')
    yield { type: 'done', sources, interrupted: true }
    return
  }
  yield { type: 'done', sources }
}

/**
 * A 200 answer as JSON lines, each sent as soon as it is ready. `no-transform` keeps the
 * compression middleware (and proxies) from holding the lines back to compress them.
 */
function streamAnswer(events: AsyncGenerator<ChatStreamEvent>) {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await events.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`))
    },
    async cancel() {
      // The farmer went away: stop reading the AI service's answer.
      await events.return(undefined)
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}

function refuse(code: ChatErrorCode, status: number, message?: string, offline?: OfflineAnswer) {
  const t = getMessages().pages.chat
  const defaults: Partial<Record<ChatErrorCode, string>> = {
    too_large: t.api.tooLarge,
    method_not_allowed: t.api.methodNotAllowed,
    rate_limit: t.rateLimited,
    upstream: t.api.unavailable,
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (status === 405) headers.set('Allow', 'POST')
  if (status === 429) headers.set('Retry-After', '5')
  const body: ChatErrorBody = { error: code, message: message ?? defaults[code] ?? t.api.unavailable, offline }
  return Response.json(body, { status, headers })
}

/** The body as text, or null once it grows past `limit` bytes (a missing length is no way round it). */
async function readBody(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

/** The parsed JSON body, or undefined when the request is not JSON. */
function parseJson(contentType: string | null, body: string): unknown {
  // Only JSON: a cross-site form cannot send it without a CORS preflight we never answer.
  if (!contentType || !/^application\/json\b/i.test(contentType)) return undefined
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}
