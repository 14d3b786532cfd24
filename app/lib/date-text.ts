// The content's dates are text, "April 8, 2025" (the content schema
// holds the shape). English pages show them as written; Kiswahili pages in the Kiswahili
// convention ("8 Aprili 2025", `Intl` with sw-KE), formatted in the loader so the browser
// needs no date code. UTC, so a date never shifts by a day.
import { LANGUAGE_TAGS, type Locale } from '~/i18n/locale'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "April 8, 2025" → a sortable number (20250408). */
export function dateTextValue(date: string): number {
  const [month = '', day = '0', year = '0'] = date.replace(',', '').split(' ')
  return Number(year) * 10_000 + (MONTHS.indexOf(month) + 1) * 100 + Number(day)
}

const swFormat = new Intl.DateTimeFormat(LANGUAGE_TAGS.sw.intl, { dateStyle: 'long', timeZone: 'UTC' })

/** A content date as the page's language writes it; English keeps the text as written. */
export function localizeDateText(date: string, locale: Locale): string {
  if (locale === 'en') return date
  const value = dateTextValue(date)
  const day = new Date(Date.UTC(Math.floor(value / 10_000), (Math.floor(value / 100) % 100) - 1, value % 100))
  return swFormat.format(day)
}
