// The hub's two languages and how a page's URL says which one it is in: English
// pages keep their paths, Kiswahili pages are the same paths under /sw. The URL is the only
// source of truth: pre-rendered pages cannot read cookies or Accept-Language.

export const LOCALES = ['en', 'sw'] as const
export type Locale = (typeof LOCALES)[number]

/** Language tags: `lang` and hreflang, `Intl` formatting, Open Graph's og:locale. */
export const LANGUAGE_TAGS = {
  // en-GB: dates read "23 November 2026", as the English pages have always shown them.
  en: { lang: 'en', intl: 'en-GB', ogLocale: 'en_KE' },
  sw: { lang: 'sw', intl: 'sw-KE', ogLocale: 'sw_KE' },
} as const satisfies Record<Locale, { lang: string; intl: string; ogLocale: string }>

const SW_PREFIX = '/sw'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The language of the page a request is for (loaders). */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname)
}

/** The language of a page from its path: "/sw" and "/sw/…" are Kiswahili, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === SW_PREFIX || pathname.startsWith(`${SW_PREFIX}/`) ? 'sw' : 'en'
}

/** The page's path without its language: "/sw/articles" → "/articles", "/sw" → "/". */
export function pagePath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname
  return pathname.slice(SW_PREFIX.length) || '/'
}

/**
 * A link to one of our pages, in a language: ("/articles?topic=x#a", "sw") → "/sw/articles?topic=x#a".
 * Anything that is not a site path (another site, "#anchor", "tel:") is returned as it is, and so
 * is a path already in the language.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? []
  // Built from the URL a client asked for: "/sw//evil.example" must not become a link to
  // "//evil.example", another site (lib/same-site.ts checks the paths clients send).
  const page = pagePath(path).replace(/[/\\]{2,}/g, '/')
  if (locale === 'en') return `${page}${rest}`
  return `${page === '/' ? SW_PREFIX : `${SW_PREFIX}${page}`}${rest}`
}
