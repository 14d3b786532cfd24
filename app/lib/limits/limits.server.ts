// Every limit of the site, made once at start from the environment (server/index.ts) and
// handed to the routes in the load context (app/load-context.d.ts): the chat's spacing, floods,
// daily budgets and concurrency cap with its signed history, the consultation form's
// submissions, the experts' sign-in attempts and what one phone may ask of the SMS and USSD
// channels. With REDIS_URL their counts are shared by
// every instance (docs/decisions/0010-limits.md).
import type { Env } from '~/lib/env.server'
import { createChatLimits, type ChatLimitOptions, type ChatLimits } from './chat-limits.server'
import { createPhoneLimits, type PhoneLimits } from './phone-limits.server'
import { createSignInLimits, type SignInLimitOptions, type SignInLimits } from './sign-in-limits.server'
import { createLimitStore, type LimitStore } from './store.server'
import { createSubmissionLimit, type SubmissionLimit } from './submission-limit.server'
import { createTurnSigner, type TurnSigner } from './turn-signature.server'

export interface Limits {
  chat: ChatLimits
  /** Signs the assistant's answers and checks the model turns sent back as history. */
  chatTurns: TurnSigner
  consultations: SubmissionLimit
  signIn: SignInLimits
  /** What one phone may ask of the SMS and USSD channels. */
  phone: PhoneLimits
  /** Whether the limits' store answers: Redis reachable when configured (for /readyz). */
  isReady(): Promise<boolean>
  /** Whether the limits are shared through Redis. */
  shared: boolean
  close(): Promise<void>
}

export type LimitsEnv = Partial<
  Pick<
    Env,
    | 'REDIS_URL'
    | 'AI_DAILY_BUDGET'
    | 'AI_CLIENT_DAILY_LIMIT'
    | 'AI_NETWORK_DAILY_LIMIT'
    | 'AI_BUDGET_RESERVE_PERCENT'
    | 'AI_LIGHT_CLIENT_CALLS'
    | 'AI_MAX_CONCURRENT'
    | 'CHAT_SIGNING_SECRET'
  >
>

interface LimitsOptions {
  /** A store of the caller's (tests); by default the one REDIS_URL names, or memory without it. */
  store?: LimitStore
  /** The chat's limits beyond the environment's (tests: a shorter wait for a slot). */
  chat?: ChatLimitOptions
  /** The sign-in's limits beyond their defaults (tests: fewer passwords checked at once). */
  signIn?: SignInLimitOptions
}

export function createLimits(env: LimitsEnv = {}, { store, chat, signIn }: LimitsOptions = {}): Limits {
  const limitStore = store ?? createLimitStore({ redisUrl: env.REDIS_URL })
  return {
    chat: createChatLimits(limitStore, {
      dailyBudget: env.AI_DAILY_BUDGET,
      clientDailyLimit: env.AI_CLIENT_DAILY_LIMIT,
      networkDailyLimit: env.AI_NETWORK_DAILY_LIMIT,
      reservePercent: env.AI_BUDGET_RESERVE_PERCENT,
      lightClientCalls: env.AI_LIGHT_CLIENT_CALLS,
      maxConcurrent: env.AI_MAX_CONCURRENT,
      ...chat,
    }),
    chatTurns: createTurnSigner(env.CHAT_SIGNING_SECRET),
    consultations: createSubmissionLimit(limitStore),
    signIn: createSignInLimits(limitStore, signIn),
    phone: createPhoneLimits(limitStore),
    isReady: () => limitStore.ping(),
    shared: limitStore.shared,
    close: () => limitStore.close(),
  }
}
