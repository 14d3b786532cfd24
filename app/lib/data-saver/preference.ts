// Whether a page is served lean ("Data saver"): the reader's own choice, kept in a
// cookie so the server can render the lean page, wins; without one, the browser's
// `Save-Data: on` (Chrome's and Opera's data-saving modes send it) turns it on.
// See docs/decisions/0009-data-saver.md.
import { readCookie } from '~/lib/cookies'

export const DATA_SAVER_COOKIE = 'data-saver'
/** A year: a choice about data is not one to make again every visit. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** The reader's choice from a Cookie header: true, false, or null when they never chose. */
export function dataSaverChoice(cookieHeader: string | null | undefined): boolean | null {
  const value = readCookie(cookieHeader, DATA_SAVER_COOKIE)
  return value === 'on' ? true : value === 'off' ? false : null
}

/** `Save-Data: on` (the only value the header defines; case and spaces do not matter). */
export function saveDataRequested(saveDataHeader: string | null | undefined): boolean {
  return saveDataHeader?.trim().toLowerCase() === 'on'
}

/** Whether the page should be lean, from the request's Cookie and Save-Data headers. */
export function isDataSaverOn(headers: { get(name: string): string | null }): boolean {
  return dataSaverChoice(headers.get('Cookie')) ?? saveDataRequested(headers.get('Save-Data'))
}

/** The Set-Cookie value that remembers the choice; readable by the page's script too. */
export function dataSaverCookie(on: boolean): string {
  return `${DATA_SAVER_COOKIE}=${on ? 'on' : 'off'}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`
}
