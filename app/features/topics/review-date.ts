// "23 November 2026" / "23 Novemba 2026": how a guide's dates read, the same on the
// server and in every browser. UTC, so a date never shifts by a day with the reader's time zone.
import { LANGUAGE_TAGS, LOCALES, type Locale } from '~/i18n/locale'

const formats = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Intl.DateTimeFormat(LANGUAGE_TAGS[locale].intl, { dateStyle: 'long', timeZone: 'UTC' }),
  ]),
) as Record<Locale, Intl.DateTimeFormat>

/** A guide's date (YYYY-MM-DD) as words in the page's language. */
export function formatGuideDate(isoDate: string, locale: Locale) {
  return formats[locale].format(new Date(`${isoDate}T00:00:00Z`))
}
