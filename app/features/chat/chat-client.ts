// The browser's side of POST /api/chat: sends a question with the turns before it, reads
// the answer as it streams in, and sorts failures into the rows of the spec's error
// catalogue.
import type { Locale } from '~/i18n/locale'
import { readAnswerStream } from './answer-stream'
import {
  ChatErrorBodySchema,
  type ChatErrorCode,
  type ChatTurn,
  type GuideLink,
  type OfflineAnswer,
} from './chat-schema'

/** A failed request, described the way the spec's catalogue reads it: by status. */
export class ChatRequestError extends Error {
  override name = 'ChatRequestError'
  readonly status: number
  readonly code: ChatErrorCode | null
  /** What the guides say meanwhile, when the AI service failed and they say anything. */
  readonly offline: OfflineAnswer | null
  /** A high-risk question: the reply carries the safety note. */
  readonly safety: boolean

  constructor(status: number, code: ChatErrorCode | null, offline: OfflineAnswer | null = null, safety = false) {
    super(`API request failed with status ${status}`)
    this.status = status
    this.code = code
    this.offline = offline
    this.safety = safety
  }
}

/**
 * How long the browser waits for our server (which gives up on the AI service after ~30 s):
 * for the answer to start, then for each pause between its pieces.
 */
const REQUEST_TIMEOUT_MS = 45_000

export interface FinishedAnswer {
  text: string
  /** The guide sections the answer drew on. */
  sources: GuideLink[]
  /** The answer broke off; `text` is what arrived. */
  interrupted: boolean
  /** `text` is the spec's fallback reply: the model gave no text. */
  fallback: boolean
  /** With the fallback reply: what the guides say meanwhile. */
  offline: OfflineAnswer | null
  /** A high-risk question: the answer carries the safety note. */
  safety: boolean
  /** The server's signature of the answer, kept to send it back as history. */
  signature?: string
}

/**
 * Asks our server. `onText` gets the whole answer so far each time a piece arrives; the
 * promise resolves with the finished answer, or rejects with a ChatRequestError (or a
 * network error) when no part of an answer came.
 */
export async function requestAnswer(
  question: string,
  history: ChatTurn[] = [],
  onText: (text: string) => void = () => {},
  /** The page's language: the server answers a question from a Kiswahili page in Kiswahili. */
  locale: Locale = 'en',
): Promise<FinishedAnswer> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const restartTimer = () => {
    clearTimeout(timer)
    timer = setTimeout(
      () => controller.abort(new DOMException('No answer in time', 'TimeoutError')),
      REQUEST_TIMEOUT_MS,
    )
  }
  restartTimer()
  try {
    const response = await fetch('/api/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ question, history, locale }),
      signal: controller.signal,
    })
    if (!response.ok || !response.body) {
      const body = ChatErrorBodySchema.safeParse(await response.json().catch(() => null))
      if (!body.success) throw new ChatRequestError(response.status, null)
      const { error, offline = null, safety = false } = body.data
      throw new ChatRequestError(response.status, error, offline, safety)
    }
    let text = ''
    try {
      for await (const event of readAnswerStream(response.body)) {
        restartTimer()
        if (event.type === 'done') {
          const { sources, interrupted = false, fallback = false, offline = null, safety = false, signature } = event
          return { text, sources, interrupted, fallback, offline, safety, ...(signature ? { signature } : {}) }
        }
        text += event.text
        onText(text)
      }
    } catch (error) {
      if (text === '') throw error
    }
    // The answer stopped before its end: what arrived stands.
    if (text === '') throw new Error('The answer could not be read.')
    return { text, sources: [], interrupted: true, fallback: false, offline: null, safety: false }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The error catalogue of docs/requirements.md, by the server's error code (never by a message's text, which is in the reader's
 * language): the AI service's 429 → "Rate limit exceeded…" (rate-limited); our own server
 * refusing a flood, or a 429 from a proxy in between → "You've sent too many messages…"
 * (too-many); our own cap on calls running at once → "busy"; everything else → the
 * connection error.
 */
export type ChatFailure = 'rate-limited' | 'too-many' | 'busy' | 'connection'

export function classifyChatFailure(error: unknown): ChatFailure {
  if (!(error instanceof ChatRequestError)) return 'connection'
  if (error.code === 'rate_limit') return 'rate-limited'
  if (error.code === 'busy') return 'busy'
  if (error.code === 'too_many_requests' || (error.code === null && error.status === 429)) return 'too-many'
  return 'connection'
}

/**
 * Whether a question never reached our server because the phone has no connection: the
 * browser says it is offline, or the request failed without any answer while it is.
 * A real server error (any status) is never this: it keeps the spec's connection error.
 */
export function isOfflineFailure(error: unknown, isOnline: boolean): boolean {
  return !isOnline && !(error instanceof ChatRequestError)
}

/** `navigator.onLine`, true where the browser cannot tell. */
export function browserIsOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}
