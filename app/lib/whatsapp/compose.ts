// An answer as WhatsApp messages: the text with its guide links, cut into parts WhatsApp takes
// (at most 4,096 characters) at a paragraph, a line, a sentence or at least a space, never
// inside a word; then the reply buttons, in the farmer's language.
import type { Locale } from '~/i18n/locale'
import { whatsAppMessages } from '~/i18n/whatsapp'
import { localizeHref } from '~/i18n/locale'
import { TEXT_MAX_CHARS, type ReplyButton } from './graph-client.server'

export interface GuideLinkOut {
  title: string
  /** A site path, such as `/articles/maize#storage`. */
  href: string
}

/** Where a cut may fall, best first: a blank line, a line end, a sentence end, a space. */
const BREAKS = [/\n\s*\n/g, /\n/g, /[.!?]["')\]]?\s+/g, /\s+/g]

/** Cuts `text` into parts of at most `max` characters, never inside a word (a single word longer than `max` excepted). */
export function splitMessage(text: string, max = TEXT_MAX_CHARS): string[] {
  const parts: string[] = []
  let rest = text.trim()
  while (rest.length > max) {
    const cut = lastBreak(rest, max)
    parts.push(rest.slice(0, cut.end).trimEnd())
    rest = rest.slice(cut.next).trimStart()
  }
  if (rest) parts.push(rest)
  return parts
}

function lastBreak(text: string, max: number) {
  const window = text.slice(0, max + 1)
  for (const pattern of BREAKS) {
    let best: { end: number; next: number } | undefined
    for (const match of window.matchAll(pattern)) {
      const end = match.index + (pattern === BREAKS[2] ? match[0].trimEnd().length : 0)
      // A cut in the first half would leave a scrap of a message: a lesser break further on is better.
      if (end > max / 2 && end <= max) best = { end, next: match.index + match[0].length }
    }
    if (best) return best
  }
  // One unbroken word longer than a message: nothing else to do.
  return { end: max, next: max }
}

/** The answer's text, then its guide links on their own lines, as full addresses in the farmer's language. */
export function withGuideLinks(text: string, links: readonly GuideLinkOut[], locale: Locale, siteUrl: string) {
  if (links.length === 0) return text
  const lines = links.map((link) => `• ${link.title}: ${siteUrl}${localizeHref(link.href, locale)}`)
  return `${text.trim()}\n\n${whatsAppMessages[locale].readMore}\n${lines.join('\n')}`
}

/** The reply buttons under an answer: Ask an expert, Guides, Language. */
export function menuButtons(locale: Locale): ReplyButton[] {
  const { buttons } = whatsAppMessages[locale]
  return [
    { id: 'expert', title: buttons.expert },
    { id: 'guides', title: buttons.guides },
    { id: 'language', title: buttons.language },
  ]
}

export function languageButtons(): ReplyButton[] {
  const { languageButtons: titles } = whatsAppMessages.sw
  return [
    { id: 'lang:sw', title: titles.sw },
    { id: 'lang:en', title: titles.en },
  ]
}
