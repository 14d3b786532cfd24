// The one place that reads process.env. Parsed once at start-up: a bad value stops
// the server with a message naming the variable (see server/index.ts).
import { z } from 'zod'
import {
  DEFAULT_AI_CLIENT_DAILY_LIMIT,
  DEFAULT_AI_DAILY_BUDGET,
  DEFAULT_AI_MAX_CONCURRENT,
} from '~/lib/limits/defaults'

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

/** The embedded SQLite database, beside the server: `npm start` needs no set-up. */
export const DEFAULT_DATABASE_URL = 'file:./data/tujue-ukulima.sqlite'

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    /** The public origin, for canonical links and the sitemap. */
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .default('http://localhost:3000'),
    GEMINI_API_KEY: optionalText,
    /** https only: the key goes in a header. Plain http is for a loopback fake in tests. */
    GEMINI_API_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .refine(isHttpsOrLoopback, 'must be an https:// address (http:// only for 127.0.0.1, ::1 or localhost)')
      .transform((url) => url.replace(/\/+$/, ''))
      .default('https://generativelanguage.googleapis.com'),
    GEMINI_MODEL: z
      .string()
      .trim()
      .regex(/^[a-z0-9.-]+$/, 'a model name such as gemini-2.5-flash')
      .default('gemini-2.5-flash'),
    /** How long the server waits for the AI service before giving the farmer the connection error. */
    GEMINI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
    /** Calls to the AI service a day (Africa/Nairobi day), for the whole site; then the offline assistant answers. */
    AI_DAILY_BUDGET: z.coerce.number().int().min(0).default(DEFAULT_AI_DAILY_BUDGET),
    /** Calls to the AI service a day for one client (an IPv4 address or IPv6 /64). */
    AI_CLIENT_DAILY_LIMIT: z.coerce.number().int().min(1).default(DEFAULT_AI_CLIENT_DAILY_LIMIT),
    /** Calls to the AI service running at once on one instance; more wait a few seconds, then hear "busy". */
    AI_MAX_CONCURRENT: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_AI_MAX_CONCURRENT),
    /**
     * Signs the assistant's answers, so that only answers this site gave count as history.
     * Unset: a random secret per start. Several instances need the same one.
     */
    CHAT_SIGNING_SECRET: z.string().trim().min(32, 'at least 32 characters (e.g. openssl rand -hex 32)').optional(),
    /** `redis://…` or `rediss://…`: every limit is shared by all instances through it; without it, in memory. */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /**
     * Where consultation requests and expert accounts live: `file:PATH` for the embedded SQLite
     * (the default, created on first start) or `postgres://…` for several instances.
     */
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^(postgres(ql)?:\/\/.+|file:.+)$/, 'file:PATH or postgres://user:password@host/database')
      .default(DEFAULT_DATABASE_URL),
    /** Consultation requests older than this are deleted (the form's privacy note says so). */
    CONSULTATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    /** `smtp://user:password@host:587` or `smtps://…`: without it no mail is sent, and experts reply from their mail app. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** The sender of the site's mail, e.g. `Tujue Ukulima <hub@example.org>`; needed with SMTP_URL. */
    MAIL_FROM: optionalText,
    PROVIDER_HUB_NAME: optionalText,
    PROVIDER_NAME: optionalText,
    PROVIDER_PHONE: optionalText,
    PROVIDER_EMAIL: z.email().optional(),
    PROVIDER_STREET_ADDRESS: optionalText,
    PROVIDER_FACEBOOK_URL: z.url({ protocol: /^https$/ }).optional(),
    PROVIDER_LINKEDIN_URL: z.url({ protocol: /^https$/ }).optional(),
    PROVIDER_YOUTUBE_URL: z.url({ protocol: /^https$/ }).optional(),
  })
  .refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
    path: ['MAIL_FROM'],
    message: 'set the sender of the mail (e.g. Tujue Ukulima <hub@example.org>) when SMTP_URL is set',
  })
export type Env = z.infer<typeof EnvSchema>

/** https, or http to this machine only (a fake AI service in tests): the key never crosses a network in clear. */
function isHttpsOrLoopback(address: string) {
  const url = new URL(address)
  if (url.protocol === 'https:') return true
  return ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname)
}

export class EnvError extends Error {
  override name = 'EnvError'
}

/** Parses an environment; throws an EnvError whose message names each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", as in most shells' `FOO= npm start`.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = EnvSchema.safeParse(present)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new EnvError(`Invalid environment variables:\n${problems.join('\n')}`)
}

let cached: Env | undefined

/** The parsed environment of this process. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
