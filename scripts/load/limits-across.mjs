// "Limits hold across both": with REDIS_URL, a client over its consultation-submission limit on
// one instance is refused on the other. The instances trust X-Forwarded-For from loopback (or
// TRUST_PROXY=127.0.0.1), so one address stands for one client on both.

import { submitConsultation } from './consultation.mjs'

const CLIENT = '198.18.250.7'
const MAX_TRIES = 40

/**
 * @param {string} first  instance A's origin @param {string} second  instance B's origin
 * @returns {Promise<{ pass: boolean, detail: string }>}
 */
export async function checkLimitsAcrossInstances(first, second) {
  let refusedAfter = 0
  for (let attempt = 1; attempt <= MAX_TRIES; attempt++) {
    const response = await submitConsultation(first, CLIENT, attempt)
    if (response.status === 429) {
      refusedAfter = attempt
      break
    }
    if (response.status !== 200)
      return { pass: false, detail: `instance A answered ${response.status} to submission ${attempt}` }
  }
  if (!refusedAfter) return { pass: false, detail: `instance A never refused the client in ${MAX_TRIES} submissions` }
  const other = await submitConsultation(second, CLIENT, refusedAfter + 1)
  return other.status === 429
    ? { pass: true, detail: `A refused submission ${refusedAfter} (429); B refused the same client's next one (429)` }
    : {
        pass: false,
        detail: `A refused submission ${refusedAfter}, but B answered ${other.status}: the limit is per instance`,
      }
}
