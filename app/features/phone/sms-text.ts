// Every SMS we write, as the farmer's phone will show it: plain text, GSM-7 where it can be (one
// curly apostrophe would make it UCS-2 and triple its cost), at most three segments, the safety
// text first and the link to the guide section last, both never cut. Pure: the channel's code
// (app/channels/) decides what to say, this writes it.
import type { RiskKindId } from '~/content/safety/risk-kinds'
import type { Locale } from '~/i18n/locale'
import { phoneMessages } from '~/i18n/phone'
import { composeSafeAnswer, MAX_SAFETY_KINDS, safetyTextFor } from '~/lib/safety/safety-text'
import { normaliseForSms } from '~/lib/sms/normalise'
import { plainText } from '~/lib/sms/plain-text'
import { countSms, fitSms } from '~/lib/sms/segments'

/** The most segments an answer may cost: three, as the service promises. */
export const SMS_MAX_SEGMENTS = 3

/** Room left for the answer itself when the safety text must shrink to one kind's. */
const MIN_ANSWER_CHARS = 100

/** A guide section found for the question (the search feature's SectionHit has this shape). */
export interface QuotedSection {
  title: string
  heading: string | null
  /** A short passage of the section around the words that matched, or the passage on a risk's safety. */
  excerpt: string
}

/**
 * An answer for SMS: the safety text of the most urgent kinds that leave room for an answer,
 * then the answer (plain, normalised, cut at a word to fit), then the link line.
 */
export function answerSms({
  answer,
  kinds,
  locale,
  link,
  maxSegments = SMS_MAX_SEGMENTS,
}: {
  answer: string
  kinds: readonly RiskKindId[]
  locale: Locale
  /** The short link to the guide section the answer rests on. */
  link?: string
  maxSegments?: number
}): string {
  const linkLine = link ? phoneMessages[locale].sms.more(link) : ''
  const body = normaliseForSms(plainText(answer), locale)
  const capacity = (text: string) => (countSms(text).encoding === 'GSM-7' ? 153 : 67) * maxSegments
  const withLink = (text: string) => (linkLine ? `${text}\n${linkLine}` : text)
  // As many kinds' safety texts as leave the answer some room; never fewer than the most urgent one's.
  let shown = kinds.slice(0, MAX_SAFETY_KINDS)
  while (
    shown.length > 1 &&
    safetyTextFor(shown, locale).length > capacity(body) - linkLine.length - MIN_ANSWER_CHARS
  ) {
    shown = shown.slice(0, -1)
  }
  let maxChars = capacity(body) - (linkLine ? linkLine.length + 1 : 0)
  for (;;) {
    const text = withLink(normaliseForSms(composeSafeAnswer(body, shown, locale, { maxChars }), locale))
    if (countSms(text).segments <= maxSegments || maxChars <= 0) return text
    maxChars -= 10
  }
}

/**
 * The offline assistant's SMS, from the guides: why it answers, the best passage (for a high-risk
 * question: its safety text and the passage on its safety), the way to an expert, the link.
 */
export function offlineAnswerSms({
  quoted,
  kinds,
  locale,
  link,
  spent,
}: {
  quoted: QuotedSection[]
  kinds: readonly RiskKindId[]
  locale: Locale
  link?: string
  /** The day's calls to the AI service are spent (rather than the service being away). */
  spent: boolean
}): string {
  const t = phoneMessages[locale].sms
  const first = quoted[0]
  if (!first && kinds.length === 0)
    return answerSms({ answer: `${t.offline.nothingFound} ${t.askExpert}`, kinds, locale })
  const intro = kinds.length > 0 ? t.offline.safety : spent ? t.offline.spent : t.offline.unavailable
  const passage = first ? `${first.heading ?? first.title}: ${first.excerpt}` : ''
  // The way to an expert comes before the passage, so cutting the passage never loses it.
  const answer = [intro, t.askExpert, passage].filter(Boolean).join('\n')
  return answerSms({ answer, kinds, locale, link: first ? link : undefined })
}

/** A guide section's summary, asked for from the USSD menu: its title, its opening words, the link. */
export function guideSummarySms({
  title,
  heading,
  text,
  locale,
  link,
}: {
  title: string
  heading: string | null
  text: string
  locale: Locale
  link: string
}): string {
  const name = heading ? `${title}: ${heading}` : title
  const body = normaliseForSms(plainText(`${name}\n${text}`), locale)
  return fitSms(body, { maxSegments: SMS_MAX_SEGMENTS, link: phoneMessages[locale].sms.more(link) })
}

/** A short reply of ours (a keyword's), normalised; with the way to the menu when there is a USSD code. */
export function replySms(text: string, locale: Locale, { ussdCode }: { ussdCode?: string } = {}): string {
  const withMenu = ussdCode ? `${text} ${phoneMessages[locale].sms.dialMenu(ussdCode)}` : text
  return fitSms(normaliseForSms(withMenu, locale), { maxSegments: SMS_MAX_SEGMENTS })
}

/**
 * An expert's reply by SMS: its reference, then as much of the reply as three segments hold; when
 * it is cut, the way to have it whole (the USSD menu's "my request" sends it again).
 */
export function expertReplySms({
  reference,
  reply,
  locale,
  ussdCode,
}: {
  reference: string
  reply: string
  locale: Locale
  ussdCode?: string
}): string {
  const t = phoneMessages[locale].sms
  const whole = normaliseForSms(plainText(`${t.expertReply(reference)}\n${reply}`), locale)
  if (countSms(whole).segments <= SMS_MAX_SEGMENTS || !ussdCode) return fitSms(whole, { maxSegments: SMS_MAX_SEGMENTS })
  return fitSms(whole, { maxSegments: SMS_MAX_SEGMENTS, link: normaliseForSms(t.expertReplyWhole(ussdCode), locale) })
}
