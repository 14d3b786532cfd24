// The assistant's answer to one question (DESIGN.md "The assistant"), once the route has
// validated it and found the guide sections: streamed from the AI service with the sections'
// links, or from the offline assistant without a key; each client's calls kept apart; every
// failure mapped to a status and a code the chat panel turns into the spec's messages (§8).
// Error details go to the server log, never to the browser. (Why an AI-service failure shows
// both the spec's apology and the offline answer: docs/decisions/0004-offline-assistant.md.)
import { getMessages } from '~/i18n/messages'
import type { ChatStreamEvent, ChatTurn, GuideLink } from './chat-schema'
import { refuse, streamEvents } from './chat-response.server'
import { composeOfflineAnswer, toGuideLinks, type FoundSection } from './guide-answer.server'
import { buildGeminiRequest, isAssistantConfigured, streamGemini, UpstreamError, type AnswerStream } from './llm.server'
import { createRateLimiter, TooManyRequestsError } from './rate-limit.server'

export interface Question {
  question: string
  history: ChatTurn[]
  /** The guide sections found for the question, best first (with their whole text, for the model). */
  sections: Array<FoundSection & { text: string }>
  /** Whose calls to keep apart: the client's address. */
  clientId: string
  /** Aborts when the farmer's browser goes away. */
  signal: AbortSignal
}

const limiter = createRateLimiter()

export async function answerQuestion({ question, history, sections, clientId, signal }: Question) {
  const t = getMessages().pages.chat
  const sources = toGuideLinks(sections)
  if (!isAssistantConfigured()) return streamEvents(answerOnce(composeOfflineAnswer(sections), sources))

  try {
    const upstream = buildGeminiRequest(question, { sections, history })
    const answer = await limiter.schedule(clientId, () => streamGemini(upstream, { signal }))
    if (answer.first === null) return streamEvents(answerOnce(t.fallbackReply, [], { fallback: true }))
    return streamEvents(relay(answer.first, answer.rest, sources, signal))
  } catch (error) {
    if (error instanceof TooManyRequestsError) return refuse('too_many_requests', 429)
    if (error instanceof UpstreamError) {
      console.error(error.message)
      if (error.kind === 'rate_limit') return refuse('rate_limit', 429)
    } else {
      console.error('API request failed:', error instanceof Error ? error.name : 'unknown error')
    }
    // The spec's connection error; and what the guides say meanwhile, when they say anything.
    const offline = sections.length > 0 ? { answer: composeOfflineAnswer(sections), sources } : undefined
    return refuse('upstream', 502, { offline })
  }
}

async function* answerOnce(
  text: string,
  sources: GuideLink[],
  flags: { fallback?: boolean } = {},
): AsyncGenerator<ChatStreamEvent> {
  yield { type: 'text', text }
  yield { type: 'done', sources, ...flags }
}

/** The answer's pieces as they arrive; if the AI service fails mid-way, what arrived stands. */
async function* relay(
  first: string,
  rest: AnswerStream['rest'],
  sources: GuideLink[],
  farmer: AbortSignal,
): AsyncGenerator<ChatStreamEvent> {
  yield { type: 'text', text: first }
  try {
    for await (const text of rest) yield { type: 'text', text }
  } catch (error) {
    // A farmer who went away is no failure of the AI service.
    if (!farmer.aborted) console.error(error instanceof Error ? error.message : 'API request failed mid-answer')
    yield { type: 'done', sources, interrupted: true }
    return
  }
  yield { type: 'done', sources }
}
