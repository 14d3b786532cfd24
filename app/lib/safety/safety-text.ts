// An answer as it goes to the farmer, with the safety text of its risk kinds in its own words:
// the web chat, and the SMS and WhatsApp channels, where no page surrounds the answer. Plain
// text, in the answer's language; the safety text comes first, so a message cut short still
// carries it.
import { getRiskKind, RISK_KIND_IDS, type RiskKindId } from '~/content/safety/risk-kinds'
import type { Locale } from '~/i18n/locale'

const HEADING: Record<Locale, string> = { en: 'Safety:', sw: 'Usalama:' }

/** At most this many kinds' texts: the most urgent; more would bury the first under the rest (and fill an SMS). */
export const MAX_SAFETY_KINDS = 2

/** The safety text for the kinds (given most urgent first), or '' for none. */
export function safetyTextFor(kinds: readonly RiskKindId[], locale: Locale): string {
  if (kinds.length === 0) return ''
  const texts = kinds.slice(0, MAX_SAFETY_KINDS).map((id) => getRiskKind(id).safety[locale])
  return [HEADING[locale], ...texts].join(' ')
}

export interface SafeAnswerOptions {
  /** At most this many characters in all (an SMS's segments): the answer is cut, never the safety text. */
  maxChars?: number
}

/** The answer with the safety text of its kinds before it; the answer alone when there are none. */
export function composeSafeAnswer(
  answer: string,
  kinds: readonly RiskKindId[],
  locale: Locale,
  { maxChars }: SafeAnswerOptions = {},
): string {
  const safety = safetyTextFor(kinds, locale)
  const whole = safety === '' ? answer : answer === '' ? safety : `${safety}\n\n${answer}`
  if (maxChars === undefined || whole.length <= maxChars) return whole
  const room = maxChars - (safety === '' ? 0 : safety.length + 2) - 3
  if (room <= 0) return safety.slice(0, maxChars)
  const cut = answer.lastIndexOf(' ', room)
  const shortened = `${answer.slice(0, cut > 0 ? cut : room)}...`
  return safety === '' ? shortened : `${safety}\n\n${shortened}`
}

/** Both sets of kinds, each once, most urgent first: the model may add kinds, never remove one. */
export function mergeRiskKinds(...sets: ReadonlyArray<readonly RiskKindId[]>): RiskKindId[] {
  const all = new Set(sets.flat())
  return RISK_KIND_IDS.filter((id) => all.has(id))
}
