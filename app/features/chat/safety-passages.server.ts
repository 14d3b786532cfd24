// The guide passages that fit each risk kind (content/safety/risk-kinds.ts `passages`), found
// once when the server starts in the guides' sections, for the offline assistant to quote after
// the safety text of a flagged question. A passage is the words its entry starts with, to the
// end of the sentence that brings it past a short quote.
import type { RiskKindId } from '~/content/safety/risk-kinds'
import { riskKinds } from '~/content/safety/risk-kinds'
import type { Locale } from '~/i18n/locale'
import type { FoundSection } from './guide-answer.server'

/** A guide section as the topics feature lists it. */
export interface ListedSection {
  slug: string
  title: string
  anchor: string | null
  heading: string | null
  text: string
}

/** The passages for some kinds, each once, most urgent kind first. */
export type SafetyPassages = (kinds: readonly RiskKindId[], locale: Locale) => FoundSection[]

const QUOTE_CHARS = 280

/** The quote of a section's text from `startsWith` to a sentence's end; null when the words are not there. */
export function quoteFrom(text: string, startsWith: string): string | null {
  const start = text.indexOf(startsWith)
  if (start === -1) return null
  const rest = text.slice(start)
  const ends = [...rest.matchAll(/[.!?](?=\s|$)/g)].map((match) => match.index + 1)
  const end = ends.findLast((index) => index <= QUOTE_CHARS) ?? ends[0] ?? rest.length
  return rest.slice(0, end).trim()
}

export function createSafetyPassages(sections: Record<Locale, ListedSection[]>): SafetyPassages {
  const found = new Map<string, FoundSection[]>()
  for (const locale of ['en', 'sw'] as const) {
    for (const kind of riskKinds) {
      const passages = kind.passages.flatMap(({ slug, anchor, startsWith }) => {
        const section = sections[locale].find((entry) => entry.slug === slug && entry.anchor === anchor[locale])
        const excerpt = section && quoteFrom(section.text, startsWith[locale])
        return section && excerpt ? [{ ...section, excerpt }] : []
      })
      found.set(`${locale}:${kind.id}`, passages)
    }
  }
  return (kinds, locale) => {
    const seen = new Set<string>()
    return kinds
      .flatMap((kind) => found.get(`${locale}:${kind}`) ?? [])
      .filter(({ slug, anchor, excerpt }) => {
        const key = `${slug}#${anchor}:${excerpt}`
        if (seen.has(key)) return false
        seen.add(key)
        return true
      })
  }
}
