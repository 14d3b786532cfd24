// The assistant's answer to one validated question: streamed from the AI service with the guide
// sections' links, or from the offline assistant (no key, the day's calls spent, the model gone);
// a high-risk answer leads with its safety text; every failure becomes a status and a code the
// chat panel turns into the required messages, its details only in the server log. The steps, in
// order: docs/assistant.md; why a failure shows both the apology and the offline answer: 0004.
import type { Locale } from '~/i18n/locale'
import type { ChatStreamEvent, ChatTurn, OfflineAnswer } from './chat-schema'
import { refuse, streamEvents } from './chat-response.server'
import { askModel, noteFailure, openAssistantCall } from './assistant-call.server'
import { composeOfflineAnswer, toGuideLinks, type FoundSection } from './guide-answer.server'
import type { SafetyPassages } from './safety-passages.server'
import { buildGeminiRequest, type AnswerEnd, type AnswerStream } from './llm.server'
import { firstWordsSeconds, upstreamCalls } from '~/lib/limits/metrics.server'
import type { ChatLimits } from '~/lib/limits/chat-limits.server'
import type { TurnSigner } from '~/lib/limits/turn-signature.server'
import type { ModelAvailability } from '~/lib/model-availability.server'
import { chatMessages } from '~/i18n/chat'
import type { RiskKindId } from '~/content/safety/risk-kinds'
import { classifyRisk } from '~/lib/safety/classify'
import { safetyTextFor } from '~/lib/safety/safety-text'

export interface Question {
  question: string
  history: ChatTurn[]
  /** The guide sections found for the question, best first (with their whole text, for the model). */
  sections: Array<FoundSection & { text: string }>
  /** The language of the page asked from: the offline answer's, the links' and the errors'. */
  locale: Locale
  /** Whose calls to count: the client's key (an IPv4 address or IPv6 /64). */
  clientId: string
  /** Aborts when the farmer's browser goes away. */
  signal: AbortSignal
  /** The day's budgets and the instance's slots for calls to the AI service. */
  limits: ChatLimits
  /** Signs each answer streamed, so the browser can send it back as history. */
  signer: TurnSigner
  /** Whether the AI service still serves the configured model. */
  aiModel: ModelAvailability
  /** The guide passages on the safety of each risk kind, for the offline answer to a high-risk question. */
  safetyPassages: SafetyPassages
}

/** What every answer to this question carries at its end. */
type Flags = Pick<Extract<ChatStreamEvent, { type: 'done' }>, 'safety'>

export async function answerQuestion({
  question,
  history,
  sections,
  locale,
  clientId,
  signal,
  limits,
  signer,
  aiModel,
  safetyPassages,
}: Question) {
  const t = chatMessages[locale]
  const sources = toGuideLinks(sections, locale)
  const classified = classifyRisk(question)
  const flagsFor = (kinds: readonly RiskKindId[]): Flags => (kinds.length > 0 ? { safety: true } : {})
  const flags = flagsFor(classified)
  // A high-risk question is answered offline by its safety text and the passages on its safety;
  // an ordinary one by the sections found for it.
  const offlineParts = (kinds: readonly RiskKindId[]) => {
    const quoted = kinds.length > 0 ? safetyPassages(kinds, locale) : sections
    return { quoted, links: kinds.length > 0 ? toGuideLinks(quoted, locale) : sources }
  }
  const offline = (kinds: readonly RiskKindId[] = classified): OfflineAnswer | undefined => {
    const { quoted, links } = offlineParts(kinds)
    if (kinds.length === 0 && quoted.length === 0) return undefined
    return { answer: composeOfflineAnswer(quoted, locale, { kinds }), sources: links }
  }
  const answerOffline = (why?: string) => {
    const { quoted, links } = offlineParts(classified)
    const answer = composeOfflineAnswer(quoted, locale, { kinds: classified, why })
    return streamEvents(signed(answerOnce(answer, { sources: links, ...flags }), signer))
  }
  const gate = await openAssistantCall({ clientId, limits, aiModel, signal })
  if (gate.status === 'offline') return answerOffline(gate.spent ? t.offline.dailyLimit : undefined)
  if (gate.status === 'busy') return refuse('busy', 503, {}, locale)
  const { model, release } = gate

  const started = performance.now()
  try {
    const upstream = buildGeminiRequest(question, { sections, history, language: locale })
    const answer = await askModel(upstream, { model, aiModel, classified, signal })
    if (answer.first === null) {
      release()
      upstreamCalls.inc({ outcome: 'empty' })
      // The spec's fallback reply, and what the guides say meanwhile (docs/decisions/0004).
      if (answer.end?.finishReason && answer.end.finishReason !== 'STOP') logEnd(answer.end)
      const done = { sources: [], fallback: true, offline: offline(answer.kinds), ...flagsFor(answer.kinds) }
      return streamEvents(answerOnce(t.fallbackReply, done))
    }
    firstWordsSeconds.observe((performance.now() - started) / 1000)
    // The safety text leads; the slot is held until the answer has streamed to its end, or the farmer went away.
    const lead = safetyTextFor(answer.kinds, locale)
    const opening = lead === '' ? answer.first : `${lead}\n\n${answer.first}`
    const done = { sources, ...flagsFor(answer.kinds) }
    return streamEvents(signed(relay(opening, answer.rest, done, signal, release), signer))
  } catch (error) {
    release()
    const failure = noteFailure(error, model, aiModel)
    if (failure === 'model_gone') return answerOffline()
    if (failure === 'rate_limit') return refuse('rate_limit', 429, {}, locale)
    // The spec's connection error; and what the guides say meanwhile, when they say anything.
    return refuse('upstream', 502, { offline: offline(), ...flags }, locale)
  }
}

/** The events with the signature of their whole text on `done`: the answer exactly as the browser put it together. */
async function* signed(events: AsyncGenerator<ChatStreamEvent>, signer: TurnSigner): AsyncGenerator<ChatStreamEvent> {
  let text = ''
  for await (const event of events) {
    if (event.type === 'text') text += event.text
    yield event.type === 'done' && text.trim() !== '' ? { ...event, signature: signer.sign(text) } : event
  }
}

type Done = Omit<Extract<ChatStreamEvent, { type: 'done' }>, 'type'>

async function* answerOnce(text: string, done: Done): AsyncGenerator<ChatStreamEvent> {
  yield { type: 'text', text }
  yield { type: 'done', ...done }
}

/**
 * The answer's pieces as they arrive. If the AI service fails mid-way, or stops before the
 * answer's natural end (MAX_TOKENS, SAFETY, RECITATION…), what arrived stands, marked interrupted.
 */
async function* relay(
  first: string,
  rest: AnswerStream['rest'],
  done: Done,
  farmer: AbortSignal,
  release: () => void,
): AsyncGenerator<ChatStreamEvent> {
  try {
    yield* relayPieces(first, rest, done, farmer)
  } finally {
    release()
  }
}

async function* relayPieces(
  first: string,
  rest: AnswerStream['rest'],
  done: Done,
  farmer: AbortSignal,
): AsyncGenerator<ChatStreamEvent> {
  yield { type: 'text', text: first }
  let end: AnswerEnd
  try {
    for (;;) {
      const next = await rest.next()
      if (next.done) {
        end = next.value
        break
      }
      yield { type: 'text', text: next.value }
    }
  } catch (error) {
    // A farmer who went away is no failure of the AI service.
    if (!farmer.aborted) console.error(error instanceof Error ? error.message : 'API request failed mid-answer')
    upstreamCalls.inc({ outcome: 'interrupted' })
    yield { type: 'done', ...done, interrupted: true }
    return
  }
  upstreamCalls.inc({ outcome: end.complete ? 'answered' : 'interrupted' })
  if (end.complete) {
    yield { type: 'done', ...done }
    return
  }
  logEnd(end)
  yield { type: 'done', ...done, interrupted: true }
}

function logEnd({ finishReason }: AnswerEnd) {
  console.error(`API answer stopped early: ${finishReason ?? 'no finish reason'}`)
}
