// The one module that holds the AI key (DESIGN.md "The assistant"): it builds the spec's
// request (§7), calls Gemini with the key in a header, and turns every way the call can
// fail into an UpstreamError whose message is safe to log: a status, a timeout or a
// network cause, never the key and never the provider's error body.
import { z } from 'zod'
import { getEnv, type Env } from '~/lib/env.server'

/** The fixed instruction that goes before the farmer's question (spec §7). */
export const EXPERT_INSTRUCTION =
  'You are an agricultural expert assistant for farmers in Kenya and East Africa. ' +
  'Give precise, concise and practical advice that favours sustainable practices and suits local conditions: ' +
  'the crops, livestock, seasons, soils and inputs that farmers in the region actually have. ' +
  "Answer the farmer's question below."

export const GENERATION_CONFIG = { temperature: 0.2, topK: 40, topP: 0.95, maxOutputTokens: 1024 }

export type AssistantEnv = Pick<Env, 'GEMINI_API_KEY' | 'GEMINI_API_BASE_URL' | 'GEMINI_MODEL' | 'GEMINI_TIMEOUT_MS'>

export class UpstreamError extends Error {
  override name = 'UpstreamError'
  /** rate_limit: the service answered 429; failed: anything else went wrong. */
  readonly kind: 'rate_limit' | 'failed'

  constructor(kind: 'rate_limit' | 'failed', message: string) {
    super(message)
    this.kind = kind
  }
}

export class AssistantNotConfiguredError extends Error {
  override name = 'AssistantNotConfiguredError'
  constructor() {
    super('GEMINI_API_KEY is not set')
  }
}

export function isAssistantConfigured(env: AssistantEnv = getEnv()) {
  return Boolean(env.GEMINI_API_KEY)
}

/** The spec's payload: one user part, the instruction followed by the question. */
export function buildGeminiRequest(question: string) {
  return {
    contents: [{ role: 'user', parts: [{ text: `${EXPERT_INSTRUCTION}\n\nQuestion: ${question}` }] }],
    generationConfig: GENERATION_CONFIG,
  }
}

// candidates[0].content.parts[0].text, the only part of the answer we read.
const AnswerTextSchema = z.object({
  candidates: z.tuple(
    [z.object({ content: z.object({ parts: z.tuple([z.object({ text: z.string().trim().min(1) })], z.unknown()) }) })],
    z.unknown(),
  ),
})

/** The answer's text, or null when the service answered without any. */
export function readAnswerText(data: unknown): string | null {
  const parsed = AnswerTextSchema.safeParse(data)
  return parsed.success ? parsed.data.candidates[0].content.parts[0].text : null
}

/**
 * Asks Gemini one question. Resolves with the answer's text (null when it has none);
 * rejects with an UpstreamError, or AssistantNotConfiguredError without a key.
 */
export async function askGemini(question: string, env: AssistantEnv = getEnv()): Promise<string | null> {
  const key = env.GEMINI_API_KEY
  if (!key) throw new AssistantNotConfiguredError()
  const url = `${env.GEMINI_API_BASE_URL}/v1beta/models/${env.GEMINI_MODEL}:generateContent`
  const signal = AbortSignal.timeout(env.GEMINI_TIMEOUT_MS)

  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-goog-api-key': key },
      body: JSON.stringify(buildGeminiRequest(question)),
      signal,
    })
  } catch (error) {
    throw new UpstreamError('failed', describeFailure(error, env.GEMINI_TIMEOUT_MS))
  }

  if (!response.ok) {
    // The provider's error body may quote the request; it is never read.
    await response.body?.cancel().catch(() => {})
    const kind = response.status === 429 ? 'rate_limit' : 'failed'
    throw new UpstreamError(kind, `API request failed with status ${response.status}`)
  }

  let data: unknown
  try {
    data = await response.json()
  } catch (error) {
    const isTimeout = error instanceof Error && error.name === 'TimeoutError'
    throw new UpstreamError(
      'failed',
      isTimeout ? describeFailure(error, env.GEMINI_TIMEOUT_MS) : 'API request failed: the answer is not valid JSON',
    )
  }
  return readAnswerText(data)
}

const NetworkCauseSchema = z.object({ cause: z.object({ code: z.string() }) })

function describeFailure(error: unknown, timeoutMs: number) {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `API request failed: no answer within ${timeoutMs} ms`
  }
  const cause = NetworkCauseSchema.safeParse(error)
  return `API request failed: network error (${cause.success ? cause.data.cause.code : 'unknown cause'})`
}
