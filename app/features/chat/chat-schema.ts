// The contract of POST /api/chat, shared by the browser (chat-client.ts) and the server
// (routes/api.chat.ts), so both sides agree on what a question and an answer look like.
// zod/mini: the browser loads this, and the full zod would weigh several times more.
import * as z from 'zod/mini'
import type { GuideLink } from '~/content/schema'
import { GUIDE_HREF } from '~/content/guide-href'

export const MAX_QUESTION_LENGTH = 2000
/** The earlier turns that go with a question (issue 9): enough for a follow-up, bounded in count and size. */
export const MAX_HISTORY_TURNS = 6
export const MAX_HISTORY_CHARS = 4000

export const ChatTurnSchema = z.object({
  /** Gemini's names: the farmer is the user, the assistant the model. */
  role: z.enum(['user', 'model']),
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_HISTORY_CHARS)),
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
})
export type ChatRequest = z.infer<typeof ChatRequestSchema>

// Typed against the entity of content/schema.ts, so the two cannot drift apart.
export const GuideLinkSchema: z.ZodMiniType<GuideLink> = z.object({
  href: z.string().check(z.regex(GUIDE_HREF)),
  title: z.string().check(z.minLength(1)),
  heading: z.nullable(z.string().check(z.minLength(1))),
})

/**
 * A 200 answer is a stream of JSON lines (application/x-ndjson): pieces of the answer's text
 * as the model writes them, then one `done` with the guide sections the answer drew on.
 * `interrupted` says the answer broke off (the AI service failed mid-way): what arrived stands.
 */
export const ChatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('done'), sources: z.array(GuideLinkSchema), interrupted: z.optional(z.boolean()) }),
])
export type ChatStreamEvent = z.infer<typeof ChatStreamEventSchema>

/** The offline assistant's answer from the guides, sent along when the AI service failed. */
export const OfflineAnswerSchema = z.object({ answer: z.string(), sources: z.array(GuideLinkSchema) })
export type OfflineAnswer = z.infer<typeof OfflineAnswerSchema>

/**
 * Why a question got no answer:
 * - rate_limit: the AI service said 429 (the spec's "Rate limit exceeded" banner);
 * - too_many_requests: our own limiter refused a flood from this client;
 * - upstream: any other failure of the AI service (status, timeout, network, bad JSON).
 */
export const ChatErrorCodeSchema = z.enum([
  'invalid_request',
  'too_large',
  'method_not_allowed',
  'rate_limit',
  'too_many_requests',
  'upstream',
])
export type ChatErrorCode = z.infer<typeof ChatErrorCodeSchema>

export const ChatErrorBodySchema = z.object({
  error: ChatErrorCodeSchema,
  message: z.string(),
  /** With `upstream`: what the guides say meanwhile, when they say anything. */
  offline: z.optional(OfflineAnswerSchema),
})
export type ChatErrorBody = z.infer<typeof ChatErrorBodySchema>
