// The assistant's answer to one question (DESIGN.md "The assistant"), once the route has
// validated it and found the guide sections: streamed from the AI service with the sections'
// links, or from the offline assistant without a key; each client's calls kept apart; every
// failure mapped to a status and a code the chat panel turns into the spec's messages (§8).
// A high-risk question's answer, whoever writes it, carries the safety flag the page shows
// as its fixed safety note; an answer that stops before its natural end is marked
// interrupted, never passed on as if whole (issue 15). Error details go to the server log,
// never to the browser. (Why an AI-service failure shows both the spec's apology and the
// offline answer: docs/decisions/0004-offline-assistant.md.)
import { getMessages } from '~/i18n/catalogues.server'
import type { Locale } from '~/i18n/locale'
import type { ChatStreamEvent, ChatTurn, OfflineAnswer } from './chat-schema'
import { refuse, streamEvents } from './chat-response.server'
import { composeOfflineAnswer, toGuideLinks, type FoundSection } from './guide-answer.server'
import { isHighRiskQuestion } from './high-risk'
import {
  buildGeminiRequest,
  isAssistantConfigured,
  streamGemini,
  UpstreamError,
  type AnswerEnd,
  type AnswerStream,
} from './llm.server'
import { createRateLimiter, TooManyRequestsError } from './rate-limit.server'

export interface Question {
  question: string
  history: ChatTurn[]
  /** The guide sections found for the question, best first (with their whole text, for the model). */
  sections: Array<FoundSection & { text: string }>
  /** The language of the page asked from: the offline answer's, the links' and the errors'. */
  locale: Locale
  /** Whose calls to keep apart: the client's address. */
  clientId: string
  /** Aborts when the farmer's browser goes away. */
  signal: AbortSignal
}

const limiter = createRateLimiter()

/** What every answer to this question carries at its end. */
type Flags = Pick<Extract<ChatStreamEvent, { type: 'done' }>, 'safety'>

export async function answerQuestion({ question, history, sections, locale, clientId, signal }: Question) {
  const t = getMessages(locale).pages.chat
  const sources = toGuideLinks(sections, locale)
  const flags: Flags = isHighRiskQuestion(question) ? { safety: true } : {}
  const offline = (): OfflineAnswer | undefined =>
    sections.length > 0 ? { answer: composeOfflineAnswer(sections, locale), sources } : undefined
  if (!isAssistantConfigured()) {
    return streamEvents(answerOnce(composeOfflineAnswer(sections, locale), { sources, ...flags }))
  }

  try {
    const upstream = buildGeminiRequest(question, { sections, history, language: locale })
    const answer = await limiter.schedule(clientId, () => streamGemini(upstream, { signal }))
    if (answer.first === null) {
      // The spec's fallback reply, and what the guides say meanwhile (docs/decisions/0004).
      if (answer.end?.finishReason && answer.end.finishReason !== 'STOP') logEnd(answer.end)
      const done = { sources: [], fallback: true, offline: offline(), ...flags }
      return streamEvents(answerOnce(t.fallbackReply, done))
    }
    return streamEvents(relay(answer.first, answer.rest, { sources, ...flags }, signal))
  } catch (error) {
    if (error instanceof TooManyRequestsError) return refuse('too_many_requests', 429, {}, locale)
    if (error instanceof UpstreamError) {
      console.error(error.message)
      if (error.kind === 'rate_limit') return refuse('rate_limit', 429, {}, locale)
    } else {
      console.error('API request failed:', error instanceof Error ? error.name : 'unknown error')
    }
    // The spec's connection error; and what the guides say meanwhile, when they say anything.
    return refuse('upstream', 502, { offline: offline(), ...flags }, locale)
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
    yield { type: 'done', ...done, interrupted: true }
    return
  }
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
