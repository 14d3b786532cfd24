// The stores a limits test runs against: memory always, and Redis too when REDIS_URL names
// one (.ci/run starts a throwaway one: scripts/test-redis.sh). Each opened store has keys of
// its own (a unique prefix), so test files running side by side never share a count.
import { randomBytes } from 'node:crypto'
import { createLimitStore, type LimitStore, type LimitStoreOptions } from '~/lib/limits/store.server'

export const redisUrl = process.env.REDIS_URL?.startsWith('redis') ? process.env.REDIS_URL : undefined

export const TEST_LIMIT_STORES = [
  { name: 'memory', redisUrl: undefined },
  ...(redisUrl ? [{ name: 'Redis', redisUrl }] : []),
] as const

export type TestLimitStore = (typeof TEST_LIMIT_STORES)[number]

/** A store with a fresh key prefix; `keyPrefix` opens a second instance on the same keys. */
export async function openTestLimitStore(
  { redisUrl: url }: { redisUrl: string | undefined },
  options: Omit<LimitStoreOptions, 'redisUrl'> = {},
): Promise<LimitStore & { keyPrefix: string }> {
  const keyPrefix = options.keyPrefix ?? `test-${randomBytes(6).toString('hex')}`
  const store = createLimitStore({ ...options, redisUrl: url, keyPrefix })
  if (url) {
    // Ready before the test starts: a store still connecting would count in its insurance limiter.
    for (let tries = 0; !(await store.ping()); tries++) {
      if (tries > 50) throw new Error(`Redis at ${url} does not answer`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  return Object.assign(store, { keyPrefix })
}
