// The guides as the phone channels use them, made once when the server starts: the assistant's
// retrieval and the passages on each risk's safety (the same as the web chat's), the USSD menu's
// topics and sections, and the short links an SMS carries to a section.
import type { UssdGuide } from '~/features/phone/ussd-menu'
import { createSafetyPassages } from '~/features/chat/safety-passages.server'
import { createGuideRetrievals } from '~/features/search/guide-retrieval.server'
import { listGuideSections } from '~/features/topics/queries'
import type { Locale } from '~/i18n/locale'
import { guideShortUrl } from '~/lib/guide-short-links'

const sections = { en: listGuideSections('en'), sw: listGuideSections('sw') }

export const guideRetrievals = createGuideRetrievals(sections)
export const safetyPassages = createSafetyPassages(sections)

/** The short link to a section in a language. */
export function sectionLink(
  siteUrl: string,
  locale: Locale,
  { slug, anchor }: { slug: string; anchor: string | null },
) {
  return guideShortUrl(siteUrl, { locale, slug, anchor })
}

/** The USSD menu's guides: each guide with its sections, in the guides' order. */
export const ussdGuides: Record<Locale, UssdGuide[]> = { en: toUssdGuides('en'), sw: toUssdGuides('sw') }

function toUssdGuides(locale: Locale): UssdGuide[] {
  const guides: UssdGuide[] = []
  for (const section of sections[locale]) {
    let guide = guides.find((candidate) => candidate.slug === section.slug)
    if (!guide) guides.push((guide = { slug: section.slug, sections: [] }))
    guide.sections.push({ anchor: section.anchor, heading: section.heading })
  }
  return guides
}

/** A section by guide and anchor in a language, with its title and text (for its summary by SMS). */
export function findGuideSection(locale: Locale, slug: string, anchor: string | null) {
  return sections[locale].find((section) => section.slug === slug && section.anchor === anchor)
}
