// Limits on the experts' sign-in, so a password cannot be guessed by trying, nor an expert locked
// out by a stranger (docs/decisions/0022-security-review.md). Every attempt is counted before its
// password is checked, so attempts sent at once are counted like attempts sent one by one:
// - an account from one client (IPv4 address or IPv6 /64): 5 in 15 minutes;
// - one client over any accounts: 20 in 15 minutes (password spraying);
// - an account from strangers: 10 in 15 minutes from every client that is neither on a network
//   block where the account signed in within 21 days nor holding the account's device cookie.
//   The expert on their usual network, or in their usual browser, is never refused by it.
// A success gives its points back and forgets the failures of that account from that client.
// Passwords are checked a few at a time: their hashing fills the thread pool static files need.
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { limitRefusals } from './metrics.server'
import { createSemaphore } from './semaphore'
import { refusalOf, type LimitStore } from './store.server'

export interface SignInAttempt {
  /** The normalised email address asked for (an account or not). */
  account: string
  /** The client's key (client-key.ts). */
  client: string
  /** The client's network block (client-key.ts). */
  network: string
  /** The browser showed this account's device cookie (a past sign-in in this browser). */
  hasDeviceCookie: boolean
}

export type SignInTurn =
  | {
      allowed: true
      /** The password was right: the attempt is no failure, and the client's network becomes known. */
      succeeded(): Promise<void>
      /** No password was checked (no slot to check it in): the attempt is not counted. */
      withdrawn(): Promise<void>
    }
  | { allowed: false; retryAfterMs: number }

export interface SignInLimits {
  /** Counts an attempt, before its password is checked; refused with the wait when over a limit. */
  take(attempt: SignInAttempt): Promise<SignInTurn>
  /** A slot to check one password in; rejects with SemaphoreTimeoutError when none frees up in time. */
  hashSlot(): Promise<() => void>
}

export interface SignInLimitOptions {
  accountClientFailures?: number
  clientFailures?: number
  strangerFailures?: number
  windowSeconds?: number
  /**
   * How long a network block where the account signed in stays its usual one. At most 24 days: the
   * memory store keeps a key with a timer, and Node fires a longer timer at once.
   */
  knownNetworkDays?: number
  /** Passwords checked at once on this instance; the libuv thread pool has 4 threads by default. */
  hashesAtOnce?: number
  /** How long an attempt waits for a free slot before "busy", and how many may wait. */
  hashWaitMs?: number
  hashWaiting?: number
}

export function createSignInLimits(
  store: LimitStore,
  {
    accountClientFailures = 5,
    clientFailures = 20,
    strangerFailures = 10,
    windowSeconds = 15 * 60,
    knownNetworkDays = 21,
    hashesAtOnce = 2,
    hashWaitMs = 10_000,
    hashWaiting = 50,
  }: SignInLimitOptions = {},
): SignInLimits {
  const window = { duration: windowSeconds }
  const accountClient = store.limiter({ keyPrefix: 'expert-attempts', points: accountClientFailures, ...window })
  const clients = store.limiter({ keyPrefix: 'expert-client', points: clientFailures, ...window })
  const strangers = store.limiter({ keyPrefix: 'expert-strangers', points: strangerFailures, ...window })
  const knownSeconds = knownNetworkDays * 24 * 60 * 60
  const knownNetworks = store.limiter({ keyPrefix: 'expert-known-network', points: 1, duration: knownSeconds })
  const hashes = createSemaphore({ max: hashesAtOnce, maxWaitMs: hashWaitMs, maxWaiting: hashWaiting })

  const isKnownNetwork = async ({ account, network }: SignInAttempt) =>
    network !== 'unknown' && (await knownNetworks.get(`${account}|${network}`)) !== null

  return {
    async take(attempt) {
      const counted: Array<[RateLimiterAbstract, string]> = [[accountClient, `${attempt.account}|${attempt.client}`]]
      // The expert's own browser is not held back by others behind the same address (a carrier's NAT).
      if (!attempt.hasDeviceCookie) counted.push([clients, attempt.client])
      if (!attempt.hasDeviceCookie && !(await isKnownNetwork(attempt))) counted.push([strangers, attempt.account])
      const refusals = await Promise.all(counted.map(([limiter, key]) => refusalOf(limiter, key)))
      const waits = refusals.flatMap((refusal) => (refusal ? [refusal.msBeforeNext] : []))
      if (waits.length > 0) {
        limitRefusals.inc({ limit: 'sign_in' })
        return { allowed: false, retryAfterMs: Math.max(...waits) }
      }
      const giveBack = () => Promise.all(counted.map(([limiter, key]) => limiter.reward(key, 1)))
      return {
        allowed: true,
        async succeeded() {
          await giveBack()
          await accountClient.delete(`${attempt.account}|${attempt.client}`)
          if (attempt.network !== 'unknown')
            await knownNetworks.set(`${attempt.account}|${attempt.network}`, 1, knownSeconds)
        },
        async withdrawn() {
          await giveBack()
        },
      }
    },
    async hashSlot() {
      try {
        return await hashes.acquire()
      } catch (error) {
        limitRefusals.inc({ limit: 'sign_in_busy' })
        throw error
      }
    },
  }
}
