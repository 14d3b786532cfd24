// When a consultation request was asked or answered, as a farmer in East Africa reads it: the date and the
// hour in Nairobi's time (EAT), written out in the page's language on the server.
import { LANGUAGE_TAGS, type Locale } from '~/i18n/locale'

const formats = new Map<Locale, Intl.DateTimeFormat>()

export function formatConsultationTime(iso: string, locale: Locale) {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale].intl, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Africa/Nairobi',
    })
    formats.set(locale, format)
  }
  return format.format(new Date(iso))
}
