// How many consultation requests one client may send: enough for a farmer who sends a
// second question or corrects the first, too few to flood the experts' inbox. In memory for
// now (rate-limiter-flexible); a shared store replaces it when the site runs on several
// instances (issue 19).
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

export const SUBMISSIONS_PER_CLIENT = 5
const WINDOW_SECONDS = 10 * 60

const limiter = new RateLimiterMemory({
  keyPrefix: 'consultation',
  points: SUBMISSIONS_PER_CLIENT,
  duration: WINDOW_SECONDS,
})

/** Counts one submission; returns the seconds to wait when the client is over its limit. */
export async function takeSubmission(
  clientId: string,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  try {
    await limiter.consume(clientId)
    return { allowed: true }
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes)
      return { allowed: false, retryAfterSeconds: Math.ceil(refusal.msBeforeNext / 1000) }
    throw refusal
  }
}
