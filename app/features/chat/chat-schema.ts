// The contract of POST /api/chat, shared by the browser (chat-client.ts) and the server
// (routes/api.chat.ts), so both sides agree on what a question and an answer look like.
// zod/mini: the browser loads this, and the full zod would weigh several times more.
import * as z from 'zod/mini'

export const MAX_QUESTION_LENGTH = 2000

export const ChatRequestSchema = z.object({
  question: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_QUESTION_LENGTH)),
})
export type ChatRequest = z.infer<typeof ChatRequestSchema>

export const ChatAnswerSchema = z.object({ answer: z.string() })
export type ChatAnswer = z.infer<typeof ChatAnswerSchema>

/**
 * Why a question got no answer:
 * - rate_limit: the AI service said 429 (the spec's "Rate limit exceeded" banner);
 * - too_many_requests: our own limiter refused a flood from this client;
 * - upstream: any other failure of the AI service (status, timeout, network, bad JSON);
 * - not_configured: no key is set on the server.
 */
export const ChatErrorCodeSchema = z.enum([
  'invalid_request',
  'too_large',
  'method_not_allowed',
  'rate_limit',
  'too_many_requests',
  'upstream',
  'not_configured',
])
export type ChatErrorCode = z.infer<typeof ChatErrorCodeSchema>

export const ChatErrorBodySchema = z.object({ error: ChatErrorCodeSchema, message: z.string() })
export type ChatErrorBody = z.infer<typeof ChatErrorBodySchema>
