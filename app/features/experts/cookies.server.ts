// The experts' two cookies: the session (its value is the secret; the database keeps only its
// hash) and the sign-in form's CSRF token (a double-submit cookie, since there is no session yet).
// httpOnly, SameSite=Lax, Path=/, and Secure when the request came over HTTPS (Express trusts
// the local proxy's X-Forwarded-Proto, and React Router builds the request URL from it).

export const SESSION_COOKIE = 'tujue_expert_session'
export const SIGN_IN_CSRF_COOKIE = 'tujue_expert_sign_in'

/** The value of one cookie of the request, or undefined. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('Cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1) continue
    if (part.slice(0, separator).trim() !== name) continue
    const value = part.slice(separator + 1).trim()
    try {
      return decodeURIComponent(value)
    } catch {
      return undefined
    }
  }
  return undefined
}

function isHttps(request: Request) {
  return new URL(request.url).protocol === 'https:'
}

/** A Set-Cookie header; without `maxAgeSeconds` the cookie ends with the browser session. */
export function serializeCookie(request: Request, name: string, value: string, maxAgeSeconds?: number) {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(maxAgeSeconds === undefined ? [] : [`Max-Age=${maxAgeSeconds}`]),
    ...(isHttps(request) ? ['Secure'] : []),
  ].join('; ')
}

/** A Set-Cookie header that deletes the cookie. */
export function clearCookie(request: Request, name: string) {
  return serializeCookie(request, name, '', 0)
}
