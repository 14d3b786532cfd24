// Where a guide's "Report a mistake" link lands (issue 15): the consultation form on /contact,
// with the guide named so the contact page can start the message. Shared by the guide pages,
// the article reader and the consultation card, which carries the anchor.

/** The id of the consultation form's card, on /contact and /ask-expert. */
export const CONSULTATION_ANCHOR = 'consultation'

export function reportMistakeHref(guideSlug: string) {
  return `/contact?guide=${encodeURIComponent(guideSlug)}#${CONSULTATION_ANCHOR}`
}
