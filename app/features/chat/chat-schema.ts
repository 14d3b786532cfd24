// The chat's one set of schemas: the contract of POST /api/chat, shared by the browser
// (chat-client.ts) and the server (routes/api.chat.ts), and the conversation the browser
// keeps (chat-history.ts). zod/mini: the browser loads this, and the full zod would weigh
// several times more.
import * as z from 'zod/mini'
import { GUIDE_HREF } from '~/content/guide-href'
import { LOCALES } from '~/i18n/locale'

export const MAX_QUESTION_LENGTH = 2000
/** The earlier turns that go with a question: enough for a follow-up, bounded in count and size. */
export const MAX_HISTORY_TURNS = 6
export const MAX_HISTORY_CHARS = 4000

export const ChatTurnSchema = z.object({
  /** Gemini's names: the farmer is the user, the assistant the model. */
  role: z.enum(['user', 'model']),
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_HISTORY_CHARS)),
  /** With a model turn: the server's signature of the answer, as it came with the answer. */
  signature: z.optional(z.string().check(z.maxLength(100))),
})
export type ChatTurn = z.infer<typeof ChatTurnSchema>

export const ChatRequestSchema = z.object({
  question: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_QUESTION_LENGTH)),
  /** The conversation before the question, oldest first. */
  history: z.optional(
    z.array(ChatTurnSchema).check(
      z.maxLength(MAX_HISTORY_TURNS),
      z.refine(
        (turns) => turns.reduce((total, turn) => total + turn.text.length, 0) <= MAX_HISTORY_CHARS,
        `The history may hold at most ${MAX_HISTORY_CHARS} characters.`,
      ),
    ),
  ),
  /** The language of the page the farmer asks from: the offline answer's, the links' and the errors'. */
  locale: z.optional(z.enum(LOCALES)),
})
export type ChatRequest = z.infer<typeof ChatRequestSchema>

/** A link from an answer to the guide section it drew on: /articles/{slug}#{anchor}. */
export const GuideLinkSchema = z.object({
  href: z.string().check(z.regex(GUIDE_HREF)),
  title: z.string().check(z.minLength(1)),
  heading: z.nullable(z.string().check(z.minLength(1))),
})
export type GuideLink = z.infer<typeof GuideLinkSchema>

/** The offline assistant's answer from the guides, sent along when the AI service failed. */
export const OfflineAnswerSchema = z.object({ answer: z.string(), sources: z.array(GuideLinkSchema) })
export type OfflineAnswer = z.infer<typeof OfflineAnswerSchema>

/**
 * A 200 answer is a stream of JSON lines (application/x-ndjson): pieces of the answer's text
 * as the model writes them, then one `done` with the guide sections the answer drew on.
 * `interrupted`: the answer stopped before its end (the AI service failed or stopped early),
 * what arrived stands; `fallback`: the text is the spec's fallback reply (the model gave no
 * text), with `offline`, what the guides say meanwhile; `safety`: a high-risk question, whose
 * answer the page shows with its fixed safety note.
 */
export const ChatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    sources: z.array(GuideLinkSchema),
    interrupted: z.optional(z.boolean()),
    fallback: z.optional(z.boolean()),
    offline: z.optional(OfflineAnswerSchema),
    safety: z.optional(z.boolean()),
    /** The server's signature of the answer's text, sent back with it as a turn of the history. */
    signature: z.optional(z.string()),
  }),
])
export type ChatStreamEvent = z.infer<typeof ChatStreamEventSchema>

/**
 * Why a question got no answer:
 * - rate_limit: the AI service said 429 (the spec's "Rate limit exceeded" banner);
 * - too_many_requests: our own limiter refused a flood from this client;
 * - upstream: any other failure of the AI service (status, timeout, network, bad JSON);
 * - busy: our own cap on calls to the AI service running at once is reached (503).
 */
export const ChatErrorCodeSchema = z.enum([
  'invalid_request',
  'too_large',
  'method_not_allowed',
  'rate_limit',
  'too_many_requests',
  'upstream',
  'busy',
])
export type ChatErrorCode = z.infer<typeof ChatErrorCodeSchema>

export const ChatErrorBodySchema = z.object({
  error: ChatErrorCodeSchema,
  message: z.string(),
  /** With `upstream`: what the guides say meanwhile, when they say anything. */
  offline: z.optional(OfflineAnswerSchema),
  /** With `upstream`: a high-risk question, whose reply the page shows with the safety note. */
  safety: z.optional(z.boolean()),
})
export type ChatErrorBody = z.infer<typeof ChatErrorBodySchema>

/** One message of the conversation, as the page shows it and local storage keeps it. */
export const ChatMessageSchema = z.object({
  id: z.string().check(z.minLength(1)),
  content: z.string(),
  sender: z.enum(['user', 'bot']),
  timestamp: z.iso.datetime(),
  /** The guide sections an answer drew on, listed under it as "From our guides:". */
  sources: z.optional(z.array(GuideLinkSchema)),
  /**
   * A reply of the spec's catalogue, shown from the message catalogue in the reader's
   * language and never sent back to the model as a turn of the conversation.
   */
  kind: z.optional(z.enum(['apology', 'fallback'])),
  /** The answer broke off: the page adds its note under what arrived. */
  interrupted: z.optional(z.boolean()),
  /** The answer to a high-risk question: the page adds the fixed safety note under it. */
  safety: z.optional(z.boolean()),
  /** The server's signature of an answer, sent back with it as history. */
  signature: z.optional(z.string()),
  /** A question asked with no connection: kept, marked as waiting, and sent when the connection is back. */
  waiting: z.optional(z.boolean()),
})
export type ChatMessage = z.infer<typeof ChatMessageSchema>

/** The conversation under local storage's `skyfield-chat-history`. */
export const StoredChatHistorySchema = z.object({
  messages: z.array(ChatMessageSchema),
  lastUpdated: z.iso.datetime(),
})
export type StoredChatHistory = z.infer<typeof StoredChatHistorySchema>
