// The browser's side of POST /api/chat: sends a question, reads the answer, and sorts
// failures into the rows of the spec's error catalogue (§8).
import { ChatAnswerSchema, ChatErrorBodySchema, type ChatErrorCode } from './chat-schema'

/** A failed request, described the way the spec's catalogue reads it: by status. */
export class ChatRequestError extends Error {
  override name = 'ChatRequestError'
  readonly status: number
  readonly code: ChatErrorCode | null

  constructor(status: number, code: ChatErrorCode | null) {
    super(`API request failed with status ${status}`)
    this.status = status
    this.code = code
  }
}

/** How long the browser waits for our server, which itself gives up on the AI service after ~30 s. */
const REQUEST_TIMEOUT_MS = 45_000

export async function requestAnswer(question: string): Promise<string> {
  const response = await fetch('/api/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ question }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  const body: unknown = await response.json().catch(() => null)
  if (response.ok) {
    const answer = ChatAnswerSchema.safeParse(body)
    if (answer.success) return answer.data.answer
    throw new Error('The answer could not be read.')
  }
  const error = ChatErrorBodySchema.safeParse(body)
  throw new ChatRequestError(response.status, error.success ? error.data.error : null)
}

/**
 * Spec §8: the AI service's 429 → "Rate limit exceeded…" (rate-limited); any other error
 * whose message contains 429, such as our own server refusing a flood → "You've sent too
 * many messages…" (too-many); everything else → the connection error.
 */
export type ChatFailure = 'rate-limited' | 'too-many' | 'not-configured' | 'connection'

export function classifyChatFailure(error: unknown): ChatFailure {
  if (error instanceof ChatRequestError) {
    if (error.code === 'not_configured') return 'not-configured'
    if (error.status === 429 && error.code === 'rate_limit') return 'rate-limited'
  }
  if (error instanceof Error && error.message.includes('429')) return 'too-many'
  return 'connection'
}

/**
 * Keeps at least `minGapMs` between the starts of this browser's requests (spec §9): a
 * request sent sooner waits for its turn rather than being refused.
 */
export function createRequestSpacer(
  minGapMs = 1000,
  now: () => number = () => performance.now(),
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
) {
  let lastStart = Number.NEGATIVE_INFINITY
  return async function spaced<T>(request: () => Promise<T>): Promise<T> {
    // A loop, because a timer may wake a millisecond early.
    for (let wait = lastStart + minGapMs - now(); wait > 0; wait = lastStart + minGapMs - now()) await sleep(wait)
    // Timed after the request's synchronous part (its fetch call), so the next gap counts from the real start.
    const running = request()
    lastStart = now()
    return running
  }
}
