/**
 * The id of the consultation form's card on /ask-expert and /contact: the chat's and a guide's
 * links to the form end with it. A module of its own, so that a page linking to the form does not
 * load what builds a guide's "Report a mistake" link.
 */
export const CONSULTATION_ANCHOR = 'consultation'
