// What keeps the paid AI service's cost bounded and its endpoint from being abused: each client's
// turn (questions at least 1000 ms apart, a short line, then refused), the day's budget for the
// site, per client and per network block, with the budget's last part kept for light clients
// (then the offline assistant answers; the largest block's share is a metric to alert on), and a cap on calls at once on this instance. Counts live in the
// limit store, in memory or on Redis. The order and the reasons: docs/decisions/0010-limits.md and
// 0022-security-review.md.
import { RateLimiterRes } from 'rate-limiter-flexible'
import {
  DEFAULT_AI_BUDGET_RESERVE_PERCENT,
  DEFAULT_AI_CLIENT_DAILY_LIMIT,
  DEFAULT_AI_DAILY_BUDGET,
  DEFAULT_AI_LIGHT_CLIENT_CALLS,
  DEFAULT_AI_MAX_CONCURRENT,
  DEFAULT_AI_NETWORK_DAILY_LIMIT,
  MIN_REQUEST_GAP_MS,
} from './defaults'
import { networkBlock } from './client-key'
import { budgetRemaining, limitRefusals, topNetworkShare } from './metrics.server'
import { createSemaphore } from './semaphore'
import { refusalOf, type LimitStore } from './store.server'

/** How long a question waits for one of the AI_MAX_CONCURRENT slots before "busy". */
export const UPSTREAM_SLOT_WAIT_MS = 5000
/** A client's questions waiting for their turn (its flood allowance). */
export const MAX_WAITING = 3

export class TooManyRequestsError extends Error {
  override name = 'TooManyRequestsError'
  constructor() {
    super('Too many requests from one client')
  }
}

/**
 * By name, not `instanceof`: the limits are made by the server (build/server-app) and their
 * errors caught in the routes (build/server), two bundles with a copy of this class each.
 */
export function isTooManyRequests(error: unknown): boolean {
  return error instanceof Error && error.name === 'TooManyRequestsError'
}

/**
 * `budget`: the site's calls for today are spent; `client`: this client's share is; `network`: its
 * network block's; `reserve`: all but the light clients' reserve is, and this client is no light one.
 */
export type UpstreamAllowance = 'allowed' | 'budget' | 'client' | 'network' | 'reserve'

export interface ChatLimits {
  /** Waits for this client's turn; rejects with TooManyRequestsError on a flood, or the signal's reason. */
  takeTurn(clientId: string, signal?: AbortSignal): Promise<void>
  /** Counts one call to the AI service against today's budgets, when they allow it. */
  takeUpstreamCall(clientId: string): Promise<UpstreamAllowance>
  /** A slot for one call to the AI service; rejects with SemaphoreTimeoutError when none frees up in time. */
  upstreamSlot(signal?: AbortSignal): Promise<() => void>
}

export interface ChatLimitOptions {
  dailyBudget?: number
  clientDailyLimit?: number
  networkDailyLimit?: number
  /** The share of dailyBudget, in percent, that only light clients may use. */
  reservePercent?: number
  /** Calls today up to which a client is light. */
  lightClientCalls?: number
  maxConcurrent?: number
  slotWaitMs?: number
  maxWaiting?: number
  now?: () => number
}

/** The date (YYYY-MM-DD) in Nairobi (UTC+3 all year, no daylight saving): the budgets' day. */
export function nairobiDay(ms: number) {
  return new Date(ms + 3 * 60 * 60 * 1000).toISOString().slice(0, 10)
}

const TWO_DAYS_SECONDS = 2 * 24 * 60 * 60

export function createChatLimits(
  store: LimitStore,
  {
    dailyBudget = DEFAULT_AI_DAILY_BUDGET,
    clientDailyLimit = DEFAULT_AI_CLIENT_DAILY_LIMIT,
    networkDailyLimit = DEFAULT_AI_NETWORK_DAILY_LIMIT,
    reservePercent = DEFAULT_AI_BUDGET_RESERVE_PERCENT,
    lightClientCalls = DEFAULT_AI_LIGHT_CLIENT_CALLS,
    maxConcurrent = DEFAULT_AI_MAX_CONCURRENT,
    slotWaitMs = UPSTREAM_SLOT_WAIT_MS,
    maxWaiting = MAX_WAITING,
    now = Date.now,
  }: ChatLimitOptions = {},
): ChatLimits {
  // One point per window of the gap: the next point is only free once the gap since the last one has passed.
  const spacing = store.limiter({ keyPrefix: 'chat-spacing', points: 1, duration: MIN_REQUEST_GAP_MS / 1000 })
  // Questions waiting for their turn; a turn taken gives its point back. The window only
  // bounds how long a count outlives an instance that stopped mid-wait.
  const waiting = store.limiter({ keyPrefix: 'chat-waiting', points: maxWaiting, duration: 60 })
  // Keyed by the day, kept two days: a day's count is never reset early, and is gone soon after.
  // The budget in two pools, each counted atomically in the store: the open part for every client,
  // then the reserve for light ones only.
  const reserved = Math.floor((dailyBudget * reservePercent) / 100)
  const budget = store.limiter({ keyPrefix: 'ai-budget', points: dailyBudget - reserved, duration: TWO_DAYS_SECONDS })
  const reserve = store.limiter({ keyPrefix: 'ai-budget-reserve', points: reserved, duration: TWO_DAYS_SECONDS })
  const perClient = store.limiter({ keyPrefix: 'ai-client-day', points: clientDailyLimit, duration: TWO_DAYS_SECONDS })
  const perNetwork = store.limiter({
    keyPrefix: 'ai-network-day',
    points: networkDailyLimit,
    duration: TWO_DAYS_SECONDS,
  })
  let topShare = { day: '', share: 0 }
  const noteShare = (day: string, consumed: number) => {
    if (topShare.day !== day) topShare = { day, share: 0 }
    topShare.share = Math.max(topShare.share, dailyBudget > 0 ? consumed / dailyBudget : 0)
    topNetworkShare.set(topShare.share)
  }
  const slots = createSemaphore({ max: maxConcurrent, maxWaitMs: slotWaitMs })

  return {
    async takeTurn(clientId, signal) {
      if (!(await consumed(waiting, clientId))) {
        // A refused point is counted too (rate-limiter-flexible counts every consume): given back.
        await waiting.reward(clientId, 1).catch(() => {})
        limitRefusals.inc({ limit: 'chat_flood' })
        throw new TooManyRequestsError()
      }
      try {
        for (;;) {
          signal?.throwIfAborted()
          const refusal = await refusalOf(spacing, clientId)
          if (!refusal) return
          await sleep(Math.max(refusal.msBeforeNext, 1), signal)
        }
      } finally {
        await waiting.reward(clientId, 1).catch(() => {})
      }
    },
    async takeUpstreamCall(clientId) {
      const day = nairobiDay(now())
      const clientCall = await pointFrom(perClient, `${day}:${clientId}`)
      if (!clientCall) {
        limitRefusals.inc({ limit: 'ai_client_daily' })
        return 'client'
      }
      // Many clients of one network (a site's IPv6 /48 holds 65,536 /64s) count together too.
      const network = networkBlock(clientId)
      const networkKey = `${day}:${network}`
      if (network !== 'unknown') {
        const networkCall = await pointFrom(perNetwork, networkKey)
        if (!networkCall) {
          await perClient.reward(`${day}:${clientId}`, 1).catch(() => {})
          limitRefusals.inc({ limit: 'ai_network_daily' })
          return 'network'
        }
        noteShare(day, networkCall.consumedPoints)
      }
      const open = await pointFrom(budget, day)
      if (open) {
        budgetRemaining.set(open.remainingPoints + reserved)
        return 'allowed'
      }
      // The open part is spent: the reserve is for a client with no more than a few calls today.
      const light = clientCall.consumedPoints <= lightClientCalls
      const fromReserve = reserved > 0 && light ? await pointFrom(reserve, day) : undefined
      if (fromReserve) {
        budgetRemaining.set(fromReserve.remainingPoints)
        return 'allowed'
      }
      // The client did not get its call: its shares are not charged.
      await perClient.reward(`${day}:${clientId}`, 1).catch(() => {})
      if (network !== 'unknown') await perNetwork.reward(networkKey, 1).catch(() => {})
      const spent = reserved === 0 || light
      if (spent) budgetRemaining.set(0)
      limitRefusals.inc({ limit: spent ? 'ai_daily_budget' : 'ai_budget_reserve' })
      return spent ? 'budget' : 'reserve'
    },
    async upstreamSlot(signal) {
      try {
        return await slots.acquire(signal)
      } catch (error) {
        if (!signal?.aborted) limitRefusals.inc({ limit: 'ai_concurrency' })
        throw error
      }
    },
  }
}

type Limiter = ReturnType<LimitStore['limiter']>

/** The limiter's answer when it gave the point (what is left, what is used), or undefined when it refused. */
async function pointFrom(limiter: Limiter, key: string): Promise<RateLimiterRes | undefined> {
  try {
    return await limiter.consume(key)
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return undefined
    throw refusal
  }
}

async function consumed(limiter: Limiter, key: string) {
  return (await refusalOf(limiter, key)) === undefined
}

function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop)
      resolve()
    }, ms)
    const stop = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', stop, { once: true })
  })
}
