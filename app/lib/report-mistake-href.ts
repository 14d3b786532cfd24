// Where a guide's "Report a mistake" link lands: the consultation form on /contact, with the
// guide named so the contact page can start the message. Shared by the guide pages and the
// guide reader.
import { CONSULTATION_ANCHOR } from './consultation-anchor'

export function reportMistakeHref(guideSlug: string) {
  return `/contact?guide=${encodeURIComponent(guideSlug)}#${CONSULTATION_ANCHOR}`
}
