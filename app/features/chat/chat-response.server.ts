// The two shapes of POST /api/chat's answer (chat-schema.ts): a 200 stream of JSON lines,
// each sent as soon as it is ready, or an error status with a code the page branches on.
import type { Locale } from '~/i18n/locale'
import type { ChatErrorBody, ChatErrorCode, ChatStreamEvent } from './chat-schema'
import { chatMessages } from '~/i18n/chat'

/**
 * A 200 answer as JSON lines. `no-transform` keeps the compression middleware (and proxies)
 * from holding the lines back to compress them.
 */
export function streamEvents(events: AsyncGenerator<ChatStreamEvent>) {
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

/** An error status with its code, a message for people, and anything more the body carries. */
export function refuse(
  code: ChatErrorCode,
  status: number,
  { message, ...more }: Partial<Omit<ChatErrorBody, 'error'>> = {},
  locale: Locale = 'en',
) {
  const t = chatMessages[locale]
  const defaults: Partial<Record<ChatErrorCode, string>> = {
    too_large: t.api.tooLarge,
    method_not_allowed: t.api.methodNotAllowed,
    rate_limit: t.rateLimited,
    too_many_requests: t.tooManyMessages,
    upstream: t.api.unavailable,
    busy: t.assistantBusy,
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (status === 405) headers.set('Allow', 'POST')
  if (status === 429 || code === 'busy') headers.set('Retry-After', '5')
  const body: ChatErrorBody = { error: code, message: message ?? defaults[code] ?? t.api.unavailable, ...more }
  return Response.json(body, { status, headers })
}
