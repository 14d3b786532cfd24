// How much one phone may ask of the phone channels: every SMS we send back costs money, and a
// USSD step holds a database round trip. Generous for a farmer (a question every minute or so, a
// menu walked several times), bounded for a number that floods us. Counted in the limit store
// (store.server.ts): in memory, or shared by every instance through Redis. A phone is counted by
// a hash of its number (phoneClientId), never by the number itself, in Redis's keys as in logs.
import { createHash } from 'node:crypto'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { limitRefusals } from './metrics.server'
import type { LimitStore } from './store.server'

/** Incoming SMS per phone in SMS_WINDOW_SECONDS. */
export const SMS_PER_PHONE = 10
const SMS_WINDOW_SECONDS = 10 * 60
/** USSD steps per phone in USSD_WINDOW_SECONDS (a menu walked to its end takes about eight). */
export const USSD_STEPS_PER_PHONE = 60
const USSD_WINDOW_SECONDS = 5 * 60

/**
 * `allowed`; or refused, `first` for the first refusal of the window (the one that gets a word
 * back, so a flood is told once and then costs nothing).
 */
export type PhoneTurn = { allowed: true } | { allowed: false; first: boolean; retryAfterSeconds: number }

export interface PhoneLimits {
  takeSms(phone: string): Promise<PhoneTurn>
  takeUssdStep(phone: string): Promise<PhoneTurn>
}

/** A phone's key for the limits and the AI budgets: `phone:` and 16 hex digits of its hash. */
export function phoneClientId(phone: string): string {
  return `phone:${createHash('sha256').update(phone).digest('hex').slice(0, 16)}`
}

export function createPhoneLimits(store: LimitStore): PhoneLimits {
  const sms = store.limiter({ keyPrefix: 'phone-sms', points: SMS_PER_PHONE, duration: SMS_WINDOW_SECONDS })
  const ussd = store.limiter({ keyPrefix: 'phone-ussd', points: USSD_STEPS_PER_PHONE, duration: USSD_WINDOW_SECONDS })
  const take = async (limiter: typeof sms, points: number, limit: string, phone: string): Promise<PhoneTurn> => {
    try {
      await limiter.consume(phoneClientId(phone))
      return { allowed: true }
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      limitRefusals.inc({ limit })
      return {
        allowed: false,
        first: refusal.consumedPoints === points + 1,
        retryAfterSeconds: Math.ceil(refusal.msBeforeNext / 1000),
      }
    }
  }
  return {
    takeSms: (phone) => take(sms, SMS_PER_PHONE, 'phone_sms', phone),
    takeUssdStep: (phone) => take(ussd, USSD_STEPS_PER_PHONE, 'phone_ussd', phone),
  }
}
