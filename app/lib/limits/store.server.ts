// Where every limit keeps its counts (docs/decisions/0010-limits.md): in this
// process's memory, or with REDIS_URL in Redis, so that all instances behind a load balancer
// share them. rate-limiter-flexible gives both the same API; on Redis each limiter has an
// in-memory insurance limiter, so a Redis that goes away (or stops answering) still limits —
// each instance on its own — until it is back. Created once at start (server/index.ts) and
// passed to the routes in the load context.
import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

export interface LimiterOptions {
  /** Names the limit in Redis keys; unique per limit. */
  keyPrefix: string
  /** Points a key may take per window. */
  points: number
  /** The window in whole seconds (Redis counts in whole seconds). */
  duration: number
}

export interface LimitStore {
  /** A limiter on this store: shared through Redis when the store has it, else in memory. */
  limiter(options: LimiterOptions): RateLimiterAbstract
  /** Whether the limits are shared through Redis. */
  shared: boolean
  /** True when the store answers (always in memory; Redis answers a PING in time). */
  ping(): Promise<boolean>
  /** Closes the connection to Redis, if any. */
  close(): Promise<void>
}

/** The limiter's refusal of a point for `key`, or undefined when it gave the point. */
export async function refusalOf(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | undefined> {
  try {
    await limiter.consume(key)
    return undefined
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return refusal
    throw refusal
  }
}

export interface LimitStoreOptions {
  /** `redis://…` or `rediss://…`; without it, the limits live in this process's memory. */
  redisUrl?: string
  /** Put before every key: lets tests (or several sites) share one Redis without meeting. */
  keyPrefix?: string
  /** How long a Redis command may take before the insurance limiter decides instead. */
  commandTimeoutMs?: number
}

/** Redis commands slower than this are given up for the in-memory insurance limiter. */
export const REDIS_COMMAND_TIMEOUT_MS = 500

export function createLimitStore({
  redisUrl,
  keyPrefix = 'tujue',
  commandTimeoutMs = REDIS_COMMAND_TIMEOUT_MS,
}: LimitStoreOptions = {}): LimitStore {
  if (!redisUrl) {
    return {
      limiter: (options) => new RateLimiterMemory({ ...options, keyPrefix: `${keyPrefix}:${options.keyPrefix}` }),
      shared: false,
      ping: () => Promise.resolve(true),
      close: () => Promise.resolve(),
    }
  }
  const redis = new Redis(redisUrl, {
    // A command while Redis is away fails at once (the insurance limiter answers) rather than queueing.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2000,
    // Keeps trying to come back, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  })
  // Connection errors are expected while Redis is away; the limits fall back to memory meanwhile.
  let lastError = ''
  redis.on('error', (error: Error) => {
    if (error.message !== lastError) console.error(`Redis (shared limits): ${error.message}`)
    lastError = error.message
  })
  redis.on('ready', () => {
    lastError = ''
  })
  return {
    limiter: (options) =>
      new RateLimiterRedis({
        ...options,
        keyPrefix: `${keyPrefix}:${options.keyPrefix}`,
        storeClient: redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ ...options, keyPrefix: `${keyPrefix}:${options.keyPrefix}` }),
      }),
    shared: true,
    async ping() {
      if (redis.status !== 'ready') return false
      try {
        return (await redis.ping()) === 'PONG'
      } catch {
        return false
      }
    },
    async close() {
      redis.disconnect()
      return Promise.resolve()
    },
  }
}
