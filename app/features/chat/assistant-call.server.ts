// One call to the AI service for one question, the same for every channel (the web chat streams
// it, SMS reads it whole): whether to call at all now (a key, the model still served, the day's
// budgets, one of the instance's slots), the call, the model's report of the risk kinds read off
// its first line and merged with the classifier's, and every failure counted and logged once.
import type { RiskKindId } from '~/content/safety/risk-kinds'
import { getEnv } from '~/lib/env.server'
import type { ChatLimits } from '~/lib/limits/chat-limits.server'
import { upstreamCalls } from '~/lib/limits/metrics.server'
import { isSemaphoreTimeout } from '~/lib/limits/semaphore'
import type { ModelAvailability } from '~/lib/model-availability.server'
import { splitRiskReport } from '~/lib/safety/risk-report'
import { mergeRiskKinds } from '~/lib/safety/safety-text'
import {
  isAssistantConfigured,
  streamGemini,
  UpstreamError,
  type AnswerEnd,
  type AnswerStream,
  type GeminiRequest,
  type UpstreamErrorKind,
} from './llm.server'

interface Caller {
  /** Whose calls to count against the day's budgets: a client's key, or a phone's. */
  clientId: string
  limits: ChatLimits
  aiModel: ModelAvailability
  signal?: AbortSignal
}

/**
 * `open`: call now, and `release` the slot when the answer has been read; `offline`: the offline
 * assistant answers (`spent`: because the day's calls are spent); `busy`: every slot stayed taken.
 */
export type CallGate =
  { status: 'open'; model: string; release: () => void } | { status: 'offline'; spent: boolean } | { status: 'busy' }

export async function openAssistantCall({ clientId, limits, aiModel, signal }: Caller): Promise<CallGate> {
  if (!isAssistantConfigured()) return { status: 'offline', spent: false }
  const model = getEnv().GEMINI_MODEL
  if (!aiModel.shouldCall(model)) return { status: 'offline', spent: false }
  // Spent for today (the site's budget or this client's share): the guides answer, and say why.
  if ((await limits.takeUpstreamCall(clientId)) !== 'allowed') return { status: 'offline', spent: true }
  try {
    return { status: 'open', model, release: await limits.upstreamSlot(signal) }
  } catch (error) {
    if (isSemaphoreTimeout(error)) return { status: 'busy' }
    throw error
  }
}

export interface ModelAnswer {
  /** The kinds of the classifier and of the model's own report, merged (never fewer than the classifier's). */
  kinds: RiskKindId[]
  /** The answer's first piece with words, the report line gone; null when the model wrote nothing. */
  first: string | null
  /** The rest as it arrives, then how the answer ended. */
  rest: AsyncGenerator<string, AnswerEnd>
  /** How an answer without words ended, when the service said (null otherwise, and for an answer with words). */
  end: AnswerEnd | null
}

/** Asks the AI service; throws an UpstreamError (its kind counted by noteFailure) when it fails before its first words. */
export async function askModel(
  request: GeminiRequest,
  {
    model,
    aiModel,
    classified,
    signal,
  }: { model: string; aiModel: ModelAvailability; classified: readonly RiskKindId[]; signal?: AbortSignal },
): Promise<ModelAnswer> {
  const answer = await streamGemini(request, { signal })
  aiModel.markServed(model)
  if (answer.first === null) return { kinds: [...classified], first: null, rest: noMore(answer.end), end: answer.end }
  const split = await splitRiskReport(withFirst(answer.first, answer.rest))
  if (split.report?.unknown.length)
    console.warn(`model reported unknown risk kinds: ${split.report.unknown.join(', ')}`)
  const kinds = mergeRiskKinds(classified, split.report?.kinds ?? [])
  const first = await firstText(split.text)
  if (first === null) return { kinds, first: null, rest: split.text, end: null }
  return { kinds, first, rest: split.text, end: null }
}

/** A failed call counted, logged once and, when the model is gone, remembered; the kind of failure. */
export function noteFailure(error: unknown, model: string, aiModel: ModelAvailability): UpstreamErrorKind {
  if (error instanceof UpstreamError) {
    upstreamCalls.inc({ outcome: error.kind })
    if (error.kind === 'model_gone') aiModel.markGone(model)
    else console.error(error.message)
    return error.kind
  }
  upstreamCalls.inc({ outcome: 'failed' })
  console.error('API request failed:', error instanceof Error ? error.name : 'unknown error')
  return 'failed'
}

/** The answer's pieces, its first words again in front. */
async function* withFirst(first: string, rest: AnswerStream['rest']): AnswerStream['rest'] {
  yield first
  return yield* rest
}

/** The first piece with words, the pieces before it dropped (whitespace left by the report line); null when none comes. */
async function firstText(text: AnswerStream['rest']): Promise<string | null> {
  for (;;) {
    const next = await text.next()
    if (next.done) return null
    if (next.value.trim() !== '') return next.value.replace(/^\s+/, '')
  }
}

// eslint-disable-next-line require-yield
async function* noMore(end: AnswerEnd | null): AsyncGenerator<string, AnswerEnd> {
  return end ?? { complete: false, finishReason: null }
}
