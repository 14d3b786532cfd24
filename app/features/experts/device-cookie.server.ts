// The device cookie: a browser where an expert signed in keeps proof of it (a random nonce and
// its HMAC with the account's address, under a key of the server's), so that while strangers are
// refused for that account the expert's own browser still gets in, wherever it connects from.
// It proves a past sign-in only: the password is still checked, and the account-and-client limit
// still applies (docs/decisions/0022-security-review.md).
import { createHmac, randomBytes } from 'node:crypto'
import { purposeKey } from '~/lib/database/server-state.server'
import { tokensMatch } from './csrf.server'
import { readCookie, serializeCookie } from './cookies.server'

export const DEVICE_COOKIE = 'tujue_expert_device'
const MAX_AGE_SECONDS = 90 * 24 * 60 * 60

function mac(serverKey: Buffer, account: string, nonce: string) {
  return createHmac('sha256', purposeKey(serverKey, 'expert-device')).update(`${account}\n${nonce}`).digest('base64url')
}

/** The Set-Cookie header that marks this browser as the account's. */
export function deviceCookie(request: Request, serverKey: Buffer, account: string) {
  const nonce = randomBytes(16).toString('base64url')
  return serializeCookie(request, DEVICE_COOKIE, `${nonce}.${mac(serverKey, account, nonce)}`, MAX_AGE_SECONDS)
}

/** Whether the request carries this account's device cookie. */
export function hasDeviceCookie(request: Request, serverKey: Buffer, account: string) {
  const [nonce, given] = readCookie(request, DEVICE_COOKIE)?.split('.') ?? []
  return Boolean(nonce && given && tokensMatch(mac(serverKey, account, nonce), given))
}
