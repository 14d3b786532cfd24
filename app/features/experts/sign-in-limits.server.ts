// Limits on failed sign-ins, so a password cannot be guessed by trying: per account (5 failures
// in 15 minutes) and per client (20, over any accounts). A success resets the account's count.
// In memory for now (rate-limiter-flexible's RateLimiterMemory); issue 19 moves the limits to
// Redis for several instances, which only changes this module.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

export interface SignInLimits {
  /** How long until this account and client may try again; undefined when they may now. */
  waitFor(account: string, client: string): Promise<number | undefined>
  recordFailure(account: string, client: string): Promise<void>
  recordSuccess(account: string): Promise<void>
}

interface LimitOptions {
  accountFailures?: number
  clientFailures?: number
  windowSeconds?: number
}

export function createSignInLimits({
  accountFailures = 5,
  clientFailures = 20,
  windowSeconds = 15 * 60,
}: LimitOptions = {}): SignInLimits {
  const accounts = new RateLimiterMemory({
    keyPrefix: 'expert-account',
    points: accountFailures,
    duration: windowSeconds,
  })
  const clients = new RateLimiterMemory({ keyPrefix: 'expert-client', points: clientFailures, duration: windowSeconds })

  const blockedMs = async (limiter: RateLimiterMemory, points: number, key: string) => {
    const state = await limiter.get(key)
    return state && state.consumedPoints >= points ? state.msBeforeNext : 0
  }
  // A refusal from consume() only says the limit is reached, which waitFor() reports next time.
  const consume = (limiter: RateLimiterMemory, key: string) =>
    limiter.consume(key).then(
      () => undefined,
      (error: unknown) => {
        if (!(error instanceof RateLimiterRes)) throw error
      },
    )

  return {
    async waitFor(account, client) {
      const ms = Math.max(
        await blockedMs(accounts, accountFailures, account),
        await blockedMs(clients, clientFailures, client),
      )
      return ms > 0 ? ms : undefined
    },
    async recordFailure(account, client) {
      await Promise.all([consume(accounts, account), consume(clients, client)])
    },
    async recordSuccess(account) {
      await accounts.delete(account)
    },
  }
}

/** The server's limits, shared by every sign-in request of this process. */
export const signInLimits = createSignInLimits()
