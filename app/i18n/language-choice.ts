// Whether the reader has chosen a language, so the hub stops suggesting one. Kept
// in the browser only: the URL alone decides a page's language.
import { LANGUAGE_TAGS, LOCALES, type Locale } from './locale'

const STORAGE_KEY = 'tujue-ukulima:language-chosen'

export function rememberLanguageChoice() {
  try {
    localStorage.setItem(STORAGE_KEY, '1')
  } catch {
    // Storage refused (private mode, full): the suggestion may show again, nothing else breaks.
  }
}

export function hasChosenLanguage() {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1'
  } catch {
    return false
  }
}

/** The hub's language the browser prefers over the page's, if the reader's first language is one of ours. */
export function preferredOtherLanguage(pageLocale: Locale, browserLanguages: readonly string[]): Locale | null {
  const first = browserLanguages[0]?.toLowerCase().split('-')[0]
  const preferred = LOCALES.find((locale) => LANGUAGE_TAGS[locale].lang === first)
  return preferred && preferred !== pageLocale ? preferred : null
}

/**
 * The language to offer the reader of a page in `pageLocale`, if any. The browser's languages
 * first: most readers' match the page, and then localStorage, whose first read in a page waits on
 * the browser process, is not read at all.
 */
export function suggestedLanguage(pageLocale: Locale, browserLanguages: readonly string[]): Locale | null {
  const other = preferredOtherLanguage(pageLocale, browserLanguages)
  return other && !hasChosenLanguage() ? other : null
}
