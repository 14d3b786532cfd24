// What every expert page does first: find the signed-in expert from the session cookie, or send
// the visitor to the sign-in page. And the headers every expert response carries.
import type { Kysely } from 'kysely'
import { redirect, type HeadersArgs } from 'react-router'
import { localeOfRequest, localizeHref } from '~/i18n/locale'
import type { Database } from '~/lib/database/tables'
import { clearCookie, readCookie, SESSION_COOKIE } from './cookies.server'
import { findSession, type ExpertSession } from './sessions.server'

/** Never kept by a browser or proxy, never indexed: these pages are private and change with every answer. */
export const EXPERT_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } as const

/**
 * A route's `headers` export for the expert pages: the fixed ones, and the cookies (and a 429's
 * Retry-After) its loader or action set (React Router applies those to a document response only through this function).
 */
export function expertHeaders({ loaderHeaders, actionHeaders, errorHeaders }: HeadersArgs) {
  const headers = new Headers(EXPERT_HEADERS)
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    for (const cookie of source?.getSetCookie() ?? []) headers.append('Set-Cookie', cookie)
    const retryAfter = source?.get('Retry-After')
    if (retryAfter) headers.set('Retry-After', retryAfter)
  }
  return headers
}

/** A redirect with the expert pages' headers (and any cookies to set). */
export function expertRedirect(to: string, setCookies: string[] = []) {
  const headers = new Headers(EXPERT_HEADERS)
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie)
  return redirect(to, { headers })
}

export function signInPath(request: Request) {
  return localizeHref('/expert/sign-in', localeOfRequest(request))
}

/** The session of the signed-in expert; a visitor without one is redirected to the sign-in page. */
export async function requireExpert(
  request: Request,
  db: Kysely<Database>,
  now = new Date(),
): Promise<ExpertSession & { cookieValue: string }> {
  const cookieValue = readCookie(request, SESSION_COOKIE)
  const session = cookieValue ? await findSession(db, cookieValue, now) : undefined
  if (!cookieValue || !session) {
    throw expertRedirect(signInPath(request), cookieValue ? [clearCookie(request, SESSION_COOKIE)] : [])
  }
  return { ...session, cookieValue }
}
