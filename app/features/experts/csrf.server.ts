// CSRF protection for the expert pages' forms. Signed in, every form carries the session's token
// in a hidden field; the sign-in form, before any session, carries a random token that must
// equal its cookie's (double submit). A missing or wrong token is refused with 403 and changes
// nothing (routes/expert.*).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

export { CSRF_FIELD } from './csrf-field'

export function createCsrfToken() {
  return randomBytes(32).toString('base64url')
}

/** Constant-time equality of two tokens; hashing first makes their lengths equal, so length leaks nothing. */
export function tokensMatch(expected: string | undefined, given: unknown): boolean {
  if (!expected || typeof given !== 'string' || given === '') return false
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(expected), digest(given))
}
