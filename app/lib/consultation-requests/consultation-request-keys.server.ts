// The two keys of a consultation request. The reference (`TU-7K3F-Q9`) is for people: short,
// read aloud over the phone, random so it says nothing of other requests. The status token is
// the private link's secret: 256 random bits, of which we keep only the SHA-256, so a copy of
// the database opens no farmer's status page.
import { createHash, randomBytes, randomInt } from 'node:crypto'

/** Crockford's base-32 letters: no I, L, O or U, so nothing is misheard or misread as 1 or 0. */
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

export const REFERENCE_PATTERN = /^TU-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/

export function createReference(pick: (max: number) => number = randomInt) {
  const letters = Array.from({ length: 6 }, () => REFERENCE_ALPHABET[pick(REFERENCE_ALPHABET.length)]).join('')
  return `TU-${letters.slice(0, 4)}-${letters.slice(4)}`
}

/** 32 bytes as base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function createStatusToken() {
  return randomBytes(32).toString('base64url')
}

export function isStatusToken(value: string) {
  return TOKEN_PATTERN.test(value)
}

export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}
