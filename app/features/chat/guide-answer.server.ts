// What the assistant says and links from the hub's own guides (issue 9): the links under
// an answer that drew on them, and the offline assistant's answer when the AI service is
// not configured or fails: the best sections quoted briefly, and the way to a human expert.
import type { GuideLink } from './chat-schema'
import { guideHref } from '~/content/guide-href'
import { localizeHref, type Locale } from '~/i18n/locale'
import { chatMessages } from '~/i18n/chat'

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

/** The offline assistant's answer: says what it is, quotes the sections, and points to a human expert. */
export function composeOfflineAnswer(sections: FoundSection[], locale: Locale) {
  const t = chatMessages[locale].offline
  if (sections.length === 0) return `${t.nothingFound}\n\n${t.humanExpert}`
  const quotes = sections.map(
    ({ title, heading, excerpt }) => `**${heading ? `${title}: ${heading}` : title}**\n“${excerpt}”`,
  )
  return [t.intro, ...quotes, t.humanExpert].join('\n\n')
}
