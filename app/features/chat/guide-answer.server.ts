// What the assistant says and links from the hub's own guides: the links under an answer that
// drew on them, and the offline assistant's answer when the AI service is not configured or
// fails: the best sections quoted briefly, and the way to a human expert. For a high-risk
// question it leads with the safety text of its kinds and quotes only the passages on their
// safety (never a section that merely shares the question's words).
import type { GuideLink } from './chat-schema'
import { guideHref } from '~/content/guide-href'
import { localizeHref, type Locale } from '~/i18n/locale'
import { chatMessages } from '~/i18n/chat'
import type { RiskKindId } from '~/content/safety/risk-kinds'
import { composeSafeAnswer } from '~/lib/safety/safety-text'

/** A guide section found for a question (the search feature's SectionHit has this shape). */
export interface FoundSection {
  slug: string
  title: string
  heading: string | null
  anchor: string | null
  /** A short passage of the section around the words that matched. */
  excerpt: string
}

/** Links to the sections, each section once. */
export function toGuideLinks(sections: FoundSection[], locale: Locale): GuideLink[] {
  const links = new Map<string, GuideLink>()
  for (const { slug, title, heading, anchor } of sections) {
    const href = localizeHref(guideHref(slug, anchor), locale)
    if (!links.has(href)) links.set(href, { href, title, heading })
  }
  return [...links.values()]
}

/**
 * The offline assistant's answer: says what it is, quotes the sections, and points to a human
 * expert; `why` comes first when there is a reason to give. For a high-risk question (`kinds`),
 * the safety text leads and `sections` are the passages on its safety. `humanExpert` is the way
 * to an expert where the web chat's consultation form is not on the page (WhatsApp).
 */
export function composeOfflineAnswer(
  sections: FoundSection[],
  locale: Locale,
  { kinds = [], why, humanExpert }: { kinds?: readonly RiskKindId[]; why?: string; humanExpert?: string } = {},
) {
  const t = chatMessages[locale].offline
  const quotes = sections.map(
    ({ title, heading, excerpt }) => `**${heading ? `${title}: ${heading}` : title}**\n“${excerpt}”`,
  )
  const intro = kinds.length > 0 ? t.safetyIntro : sections.length === 0 ? t.nothingFound : t.intro
  const body = [...(why ? [why] : []), intro, ...quotes, humanExpert ?? t.humanExpert].join('\n\n')
  return composeSafeAnswer(body, kinds, locale)
}
