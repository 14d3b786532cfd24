// Short links to a guide section for an SMS (/g/k3x9q): an SMS has 160 characters a segment, and
// /sw/articles/climate-smart-agriculture#kilimo-kinachohimili-tabianchi would take a third of one.
// A code is a hash of the section's language, guide and anchor, so it needs no table in the
// database and stays the same from one release to the next while the section keeps its anchor;
// the route that follows it (routes/g.$code.ts) looks it up among the sections of today's guides.
import { guideHref } from '~/content/guide-href'
import { localizeHref, type Locale } from '~/i18n/locale'

/** Crockford's base 32 in lower case: no i, l, o or u to misread on a small screen. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'
export const SHORT_CODE_LENGTH = 5
export const SHORT_CODE = /^[0-9a-hjkmnp-tv-z]{5}$/

export interface GuideTarget {
  locale: Locale
  slug: string
  /** The section's anchor; null for the guide's opening. */
  anchor: string | null
}

/** The code of a guide section in a language: 5 characters, 25 bits of FNV-1a. */
export function guideShortCode({ locale, slug, anchor }: GuideTarget): string {
  let hash = 0x811c9dc5
  for (const byte of new TextEncoder().encode(`${locale}:${slug}#${anchor ?? ''}`)) {
    hash ^= byte
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  let code = ''
  for (let index = 0; index < SHORT_CODE_LENGTH; index += 1) {
    code += ALPHABET[hash & 31]
    hash >>>= 5
  }
  return code
}

/** The page a target opens: the guide in its language, at its section. */
export function guideTargetHref({ locale, slug, anchor }: GuideTarget): string {
  return localizeHref(guideHref(slug, anchor), locale)
}

/**
 * Looks codes up among the given sections; throws if two sections share a code, which a test
 * of today's guides would show before any farmer followed a wrong link.
 */
export function createGuideShortLinks(targets: GuideTarget[]) {
  const byCode = new Map<string, GuideTarget>()
  for (const target of targets) {
    const code = guideShortCode(target)
    const known = byCode.get(code)
    if (known && guideTargetHref(known) !== guideTargetHref(target)) {
      throw new Error(
        `Two guide sections share the short code ${code}: ${guideTargetHref(known)} and ${guideTargetHref(target)}`,
      )
    }
    byCode.set(code, target)
  }
  return {
    /** The section a code names, or undefined for a code of no section. */
    resolve: (code: string): GuideTarget | undefined => (SHORT_CODE.test(code) ? byCode.get(code) : undefined),
  }
}

/** The short link of a target on the public site: `https://…/g/k3x9q`. */
export function guideShortUrl(siteUrl: string, target: GuideTarget): string {
  return `${siteUrl.replace(/\/+$/, '')}/g/${guideShortCode(target)}`
}
