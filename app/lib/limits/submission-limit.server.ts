// How many consultation requests one client may send: enough for a farmer who sends a
// second question or corrects the first, too few to flood the experts' inbox. Counted in the
// limit store (store.server.ts): in memory, or shared by every instance through Redis. A request
// the database could not store is given back: the farmer sends it again, and is not held back.
import { RateLimiterRes } from 'rate-limiter-flexible'
import { limitRefusals } from './metrics.server'
import type { LimitStore } from './store.server'

export const SUBMISSIONS_PER_CLIENT = 5
const WINDOW_SECONDS = 10 * 60

export type SubmissionTurn = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface SubmissionLimit {
  /** Counts one submission; says how many seconds to wait when the client is over its limit. */
  take(clientId: string): Promise<SubmissionTurn>
  /** Gives back a counted submission that was not stored. */
  giveBack(clientId: string): Promise<void>
}

export function createSubmissionLimit(store: LimitStore): SubmissionLimit {
  const limiter = store.limiter({ keyPrefix: 'consultation', points: SUBMISSIONS_PER_CLIENT, duration: WINDOW_SECONDS })
  return {
    async take(clientId) {
      try {
        await limiter.consume(clientId)
        return { allowed: true }
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        limitRefusals.inc({ limit: 'consultation' })
        return { allowed: false, retryAfterSeconds: Math.ceil(refusal.msBeforeNext / 1000) }
      }
    },
    async giveBack(clientId) {
      await limiter.reward(clientId, 1)
    },
  }
}
