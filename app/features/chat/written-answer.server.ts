// The assistant's answer to a question that came by a channel without a page (SMS; WhatsApp
// next), read whole rather than streamed: the same call as the web chat's (assistant-call.server.ts:
// the gate, the budgets per client, the risk kinds), with the channel's own instruction. The
// caller writes the message: the model's words, or the offline assistant's from the guides.
import type { Locale } from '~/i18n/locale'
import type { RiskKindId } from '~/content/safety/risk-kinds'
import type { ChatLimits } from '~/lib/limits/chat-limits.server'
import { firstWordsSeconds, upstreamCalls } from '~/lib/limits/metrics.server'
import type { ModelAvailability } from '~/lib/model-availability.server'
import { classifyRisk } from '~/lib/safety/classify'
import { askModel, noteFailure, openAssistantCall } from './assistant-call.server'
import { buildGeminiRequest, type GuideExtract, type InlineMedia, type WrittenChannel } from './llm.server'

export interface WrittenQuestion {
  question: string
  /** The guide sections found for the question, best first. */
  sections: GuideExtract[]
  /** The question's language: the answer's. */
  locale: Locale
  channel: WrittenChannel
  /** A photo or voice note the model sees with the question (WhatsApp). */
  media?: InlineMedia
  /** Whose calls to count against the day's budgets (a phone's key). */
  clientId: string
  limits: ChatLimits
  aiModel: ModelAvailability
  signal?: AbortSignal
}

/**
 * `model`: the model's answer (`complete` false when it stopped early: what came stands);
 * `offline`: the offline assistant answers (no key, the model gone, the day's calls `spent`, or
 * the model wrote nothing); `later`: ask again later (every slot taken, the service refused or
 * failed for now). `kinds` are the question's risk kinds, the model's report merged in.
 */
export type WrittenAnswer =
  | { source: 'model'; text: string; kinds: RiskKindId[]; complete: boolean }
  | { source: 'offline'; kinds: RiskKindId[]; spent: boolean }
  | { source: 'later'; kinds: RiskKindId[]; reason: 'busy' | 'rate_limit' | 'failed' }

export async function writeAnswer({
  question,
  sections,
  locale,
  channel,
  media,
  clientId,
  limits,
  aiModel,
  signal,
}: WrittenQuestion): Promise<WrittenAnswer> {
  const classified = classifyRisk(question)
  const gate = await openAssistantCall({ clientId, limits, aiModel, signal })
  if (gate.status === 'offline') return { source: 'offline', kinds: classified, spent: gate.spent }
  if (gate.status === 'busy') return { source: 'later', kinds: classified, reason: 'busy' }
  const { model, release } = gate
  const started = performance.now()
  try {
    const request = buildGeminiRequest(question, { model, sections, language: locale, channel, media })
    const answer = await askModel(request, { model, aiModel, classified, signal })
    if (answer.first === null) {
      upstreamCalls.inc({ outcome: 'empty' })
      return { source: 'offline', kinds: answer.kinds, spent: false }
    }
    firstWordsSeconds.observe((performance.now() - started) / 1000)
    let text = answer.first
    try {
      for (;;) {
        const next = await answer.rest.next()
        if (next.done) {
          upstreamCalls.inc({ outcome: next.value.complete ? 'answered' : 'interrupted' })
          return { source: 'model', text, kinds: answer.kinds, complete: next.value.complete }
        }
        text += next.value
      }
    } catch (error) {
      // Broken off mid-way: what came stands, as in the web chat.
      console.error(error instanceof Error ? error.message : 'API request failed mid-answer')
      upstreamCalls.inc({ outcome: 'interrupted' })
      return { source: 'model', text, kinds: answer.kinds, complete: false }
    }
  } catch (error) {
    const failure = noteFailure(error, model, aiModel)
    if (failure === 'model_gone') return { source: 'offline', kinds: classified, spent: false }
    return { source: 'later', kinds: classified, reason: failure }
  } finally {
    release()
  }
}
