// POST /api/chat: the browser's only way to the AI service (DESIGN.md "The assistant").
// Validates the question, keeps each client's calls spaced, delegates to llm.server.ts
// and maps every outcome to a status and a code the chat panel turns into the spec's
// messages (§8). Error details go to the server log, never to the browser.
import type { Route } from './+types/api.chat'
import { ChatRequestSchema, type ChatErrorCode } from '~/features/chat/chat-schema'
import { askGemini, isAssistantConfigured, UpstreamError } from '~/features/chat/llm.server'
import { createRateLimiter, TooManyRequestsError } from '~/features/chat/rate-limit.server'
import { getMessages } from '~/i18n/messages'

/** A question is at most 2000 characters; 8 KB leaves room for JSON escapes and nothing more. */
export const MAX_CHAT_BODY_BYTES = 8 * 1024

const limiter = createRateLimiter()

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
  if (!parsed.success) return refuse('invalid_request', 400, t.api.invalidQuestion)
  if (!isAssistantConfigured()) return refuse('not_configured', 503)

  try {
    const question = parsed.data.question
    const answer = await limiter.schedule(context.clientAddress ?? 'unknown', () => askGemini(question))
    return Response.json({ answer: answer ?? t.fallbackReply }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    if (error instanceof TooManyRequestsError) return refuse('too_many_requests', 429, t.tooManyMessages)
    if (error instanceof UpstreamError) {
      console.error(error.message)
      return error.kind === 'rate_limit' ? refuse('rate_limit', 429) : refuse('upstream', 502)
    }
    console.error('API request failed:', error instanceof Error ? error.name : 'unknown error')
    return refuse('upstream', 502)
  }
}

function refuse(code: ChatErrorCode, status: number, message?: string) {
  const t = getMessages().pages.chat
  const defaults: Partial<Record<ChatErrorCode, string>> = {
    too_large: t.api.tooLarge,
    method_not_allowed: t.api.methodNotAllowed,
    rate_limit: t.rateLimited,
    upstream: t.api.unavailable,
    not_configured: t.notConfigured,
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (status === 405) headers.set('Allow', 'POST')
  if (status === 429) headers.set('Retry-After', '5')
  return Response.json({ error: code, message: message ?? defaults[code] ?? t.api.unavailable }, { status, headers })
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
