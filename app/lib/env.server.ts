// The one place that reads process.env. Parsed once at start-up: a bad value stops
// the server with a message naming the variable (see server/index.ts).
import { isIP } from 'node:net'
import { z } from 'zod'
import {
  DEFAULT_AI_BUDGET_RESERVE_PERCENT,
  DEFAULT_AI_CLIENT_DAILY_LIMIT,
  DEFAULT_AI_DAILY_BUDGET,
  DEFAULT_AI_LIGHT_CLIENT_CALLS,
  DEFAULT_AI_MAX_CONCURRENT,
  DEFAULT_AI_NETWORK_DAILY_LIMIT,
} from '~/lib/limits/defaults'

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

/**
 * Google's newest stable Flash model, with no shutdown date announced
 * (docs/decisions/0016-gemini-model.md says how it was chosen and how to move on).
 */
export const DEFAULT_GEMINI_MODEL = 'gemini-3.8-flash'

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
      .regex(/^[a-z0-9.-]+$/, `a model name such as ${DEFAULT_GEMINI_MODEL}`)
      .default(DEFAULT_GEMINI_MODEL),
    /** How long the server waits for the AI service before giving the farmer the connection error. */
    GEMINI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
    /** Calls to the AI service a day (Africa/Nairobi day), for the whole site; then the offline assistant answers. */
    AI_DAILY_BUDGET: z.coerce.number().int().min(0).default(DEFAULT_AI_DAILY_BUDGET),
    /** Calls to the AI service a day for one client (an IPv4 address or IPv6 /64). */
    AI_CLIENT_DAILY_LIMIT: z.coerce.number().int().min(1).default(DEFAULT_AI_CLIENT_DAILY_LIMIT),
    /** Calls to the AI service a day for one network block (IPv4 /24, IPv6 /48), over all its clients. */
    AI_NETWORK_DAILY_LIMIT: z.coerce.number().int().min(1).default(DEFAULT_AI_NETWORK_DAILY_LIMIT),
    /** The last part of the day's budget, in percent, that only light clients (AI_LIGHT_CLIENT_CALLS) may use. */
    AI_BUDGET_RESERVE_PERCENT: z.coerce.number().int().min(0).max(90).default(DEFAULT_AI_BUDGET_RESERVE_PERCENT),
    /** Calls to the AI service today up to which a client is light, and may use the reserve. */
    AI_LIGHT_CLIENT_CALLS: z.coerce.number().int().min(1).default(DEFAULT_AI_LIGHT_CLIENT_CALLS),
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
    /** pino's levels: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Which peers' X-Forwarded-For / X-Forwarded-Proto the server believes (it decides `req.ip`, so
     * every limit keyed by the client's address): a hop count (`1` = the one proxy in front), or a
     * comma-separated list of addresses and CIDR ranges (`10.0.0.0/8, 127.0.0.1`). Default: none.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .optional()
      .transform((value, context) => {
        const parsed = parseTrustProxy(value)
        if (parsed === undefined) {
          context.addIssue({
            code: 'custom',
            message: 'a hop count such as 1, or a comma-separated list of addresses/CIDRs such as 10.0.0.0/8,127.0.0.1',
          })
          return z.NEVER
        }
        return parsed
      }),
    /** How long a stop (SIGTERM/SIGINT) may take: in-flight requests are cut off before it. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
    /**
     * After SIGTERM, how long the server keeps accepting connections (answering /healthz and /readyz
     * 503) before it closes its port, so the load balancer sees the 503 and stops sending. Default 0.
     */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /** Above the load balancer's idle timeout (60 s on most), so the balancer closes idle connections first. */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(65_000),
    /** Longer than KEEP_ALIVE_TIMEOUT_MS: time allowed to receive a request's headers. */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(66_000),
    /** Time allowed to receive a whole request (not to answer it: chat streams run longer). */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
    /**
     * Where the server fetches the photo hosts' pictures it serves at /photos/… (server/photos.ts):
     * `https://<host>/…` becomes `<PHOTO_UPSTREAM_URL>/<host>/…`. For tests and `npm run perf` only,
     * so this machine alone: http(s) to 127.0.0.1, ::1 or localhost. Unset: the hosts themselves.
     */
    PHOTO_UPSTREAM_URL: z
      .url({ protocol: /^https?$/ })
      .refine(isLoopback, 'must be an http:// or https:// address on 127.0.0.1, ::1 or localhost, without a user')
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    /** The memory the photos served at /photos/… may take on one instance (an LRU cache, by bytes). */
    PHOTO_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
    /** Bearer token for GET /metrics (Prometheus); without it /metrics answers 404. */
    METRICS_TOKEN: z.string().trim().min(16, 'at least 16 characters').optional(),
    /**
     * Africa's Talking, for SMS and USSD (docs/channels.md): all four of username, key, sender and
     * callback secret, or none (the phone channels are then off). https only, or http to this
     * machine for the tests' fake gateway: the key goes in a header.
     */
    AT_API_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .refine(isHttpsOrLoopback, 'must be an https:// address (http:// only for 127.0.0.1, ::1 or localhost)')
      .transform((url) => url.replace(/\/+$/, ''))
      .default('https://api.africastalking.com'),
    AT_USERNAME: optionalText,
    AT_API_KEY: optionalText,
    /** The shortcode (two-way SMS) or registered sender id our SMS come from. */
    AT_SHORTCODE: z
      .string()
      .trim()
      .regex(/^(\d{3,8}|[A-Za-z0-9 ]{3,11})$/, 'a shortcode such as 22384 or a sender id of 3 to 11 letters and digits')
      .optional(),
    /** The secret part of the callback addresses given to Africa's Talking; they are not signed. */
    AT_CALLBACK_SECRET: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{24,128}$/, 'at least 24 letters, digits, - or _ (e.g. openssl rand -hex 24)')
      .optional(),
    /** Only these addresses or CIDR ranges may call the callbacks (comma-separated); unset: any. */
    AT_CALLBACK_ALLOWLIST: z
      .string()
      .trim()
      .optional()
      .transform((value, context) => {
        if (!value) return undefined
        const entries = value.split(',').map((entry) => entry.trim())
        if (entries.every(isAddressOrRange)) return entries
        context.addIssue({ code: 'custom', message: 'a comma-separated list of addresses/CIDRs such as 192.0.2.0/24' })
        return z.NEVER
      }),
    /** The USSD code farmers dial, as the SMS we send name it (e.g. *384*1234#); unset: not named. */
    AT_USSD_CODE: z
      .string()
      .trim()
      .regex(/^\*[0-9*]+#$/, 'a USSD code such as *384*1234#')
      .optional(),
    /** SMS segments we may send a day (Africa/Nairobi day); then messages wait for the next day. */
    SMS_DAILY_BUDGET: z.coerce.number().int().min(0).default(1000),
    /** The phone channels' message log is deleted after this many days. */
    CHANNEL_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /**
     * WhatsApp (Meta's Cloud API, docs/channels.md): all four of token, phone number id, verify
     * token and app secret, or none (the channel is then off). https only,
     * or http to this machine for the tests' fake: the token goes in a header.
     */
    WHATSAPP_GRAPH_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .refine(isHttpsOrLoopback, 'must be an https:// address (http:// only for 127.0.0.1, ::1 or localhost)')
      .transform((url) => url.replace(/\/+$/, ''))
      .default('https://graph.facebook.com/v26.0'),
    WHATSAPP_ACCESS_TOKEN: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{20,}$/, "the system user's access token (letters and digits, at least 20)")
      .optional(),
    /** The id Meta gives our business number (not the number itself). */
    WHATSAPP_PHONE_NUMBER_ID: z
      .string()
      .trim()
      .regex(/^\d{5,20}$/, 'the phone number id from WhatsApp Manager (digits only)')
      .optional(),
    /** What Meta sends back when it checks the webhook address (we choose it). */
    WHATSAPP_VERIFY_TOKEN: z
      .string()
      .trim()
      .regex(/^[\x21-\x7e]{16,200}$/, 'at least 16 printable characters without spaces (e.g. openssl rand -hex 16)')
      .optional(),
    /** The Meta app's secret: the key of the HMAC that signs every event Meta posts. */
    WHATSAPP_APP_SECRET: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{16,128}$/, 'the app secret from the Meta app dashboard (letters and digits)')
      .optional(),
    /** Voice notes go to the model as audio; off by default (the farmer is asked to type). */
    WHATSAPP_VOICE: z
      .enum(['on', 'off', 'true', 'false', '1', '0'])
      .transform((value) => value === 'on' || value === 'true' || value === '1')
      .default(false),
    /** The farmers' photos, kept for the experts, are deleted after this many days. */
    WHATSAPP_PHOTO_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
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
  .superRefine((env, context) => {
    const missing = AT_REQUIRED.filter((name) => !env[name])
    if (missing.length === 0 || missing.length === AT_REQUIRED.length) return
    context.addIssue({
      code: 'custom',
      path: [missing[0]!],
      message: `set all of ${AT_REQUIRED.join(', ')} for the phone channels, or none (missing: ${missing.join(', ')})`,
    })
  })
  .superRefine((env, context) => {
    const missing = WHATSAPP_REQUIRED.filter((name) => !env[name])
    if (missing.length === 0 || missing.length === WHATSAPP_REQUIRED.length) return
    context.addIssue({
      code: 'custom',
      path: [missing[0]!],
      message: `set all of ${WHATSAPP_REQUIRED.join(', ')} for WhatsApp, or none (missing: ${missing.join(', ')})`,
    })
  })
  // Node refuses a headers timeout longer than the request timeout.
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not be longer than REQUEST_TIMEOUT_MS',
  })
export type Env = z.infer<typeof EnvSchema>

/** What the phone channels need from Africa's Talking: all of them, or the channels are off. */
const AT_REQUIRED = ['AT_USERNAME', 'AT_API_KEY', 'AT_SHORTCODE', 'AT_CALLBACK_SECRET'] as const

export interface AfricasTalkingSettings {
  baseUrl: string
  username: string
  apiKey: string
  /** The shortcode or sender id. */
  from: string
  callbackSecret: string
  callbackAllowlist: string[] | undefined
  ussdCode: string | undefined
}

/** The Africa's Talking settings when the phone channels are configured; undefined when they are off. */
export function africasTalkingSettings(env: Env): AfricasTalkingSettings | undefined {
  const { AT_USERNAME, AT_API_KEY, AT_SHORTCODE, AT_CALLBACK_SECRET } = env
  if (!AT_USERNAME || !AT_API_KEY || !AT_SHORTCODE || !AT_CALLBACK_SECRET) return undefined
  return {
    baseUrl: env.AT_API_BASE_URL,
    username: AT_USERNAME,
    apiKey: AT_API_KEY,
    from: AT_SHORTCODE,
    callbackSecret: AT_CALLBACK_SECRET,
    callbackAllowlist: env.AT_CALLBACK_ALLOWLIST,
    ussdCode: env.AT_USSD_CODE,
  }
}

/** What WhatsApp needs: all of them, or the channel is off. */
const WHATSAPP_REQUIRED = [
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_VERIFY_TOKEN',
  'WHATSAPP_APP_SECRET',
] as const

export interface WhatsAppSettings {
  /** The Graph API with its version: `https://graph.facebook.com/v26.0`. */
  graphBaseUrl: string
  accessToken: string
  phoneNumberId: string
  verifyToken: string
  appSecret: string
  voice: boolean
  photoRetentionDays: number
}

/** The WhatsApp settings when the channel is configured; undefined when it is off. */
export function whatsAppSettings(env: Env): WhatsAppSettings | undefined {
  const { WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_VERIFY_TOKEN, WHATSAPP_APP_SECRET } = env
  if (!WHATSAPP_ACCESS_TOKEN || !WHATSAPP_PHONE_NUMBER_ID || !WHATSAPP_VERIFY_TOKEN || !WHATSAPP_APP_SECRET) {
    return undefined
  }
  return {
    graphBaseUrl: env.WHATSAPP_GRAPH_BASE_URL,
    accessToken: WHATSAPP_ACCESS_TOKEN,
    phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
    verifyToken: WHATSAPP_VERIFY_TOKEN,
    appSecret: WHATSAPP_APP_SECRET,
    voice: env.WHATSAPP_VOICE,
    photoRetentionDays: env.WHATSAPP_PHOTO_RETENTION_DAYS,
  }
}

/** https, or http to this machine only (a fake AI service in tests): the key never crosses a network in clear. */
function isHttpsOrLoopback(address: string) {
  const url = new URL(address)
  if (url.protocol === 'https:') return true
  return LOOPBACK_HOSTS.includes(url.hostname)
}

const LOOPBACK_HOSTS = ['127.0.0.1', '[::1]', 'localhost']

/**
 * An address on this machine, with no user or password in it: the photo upstream stands in for
 * public hosts, so it never needs credentials, and a URL carrying some is a mistake to refuse.
 */
function isLoopback(address: string) {
  const url = new URL(address)
  return LOOPBACK_HOSTS.includes(url.hostname) && !url.username && !url.password
}

/**
 * TRUST_PROXY as Express's `trust proxy` setting: false (none), a hop count, or addresses and
 * CIDR ranges; undefined when the value is neither.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | undefined {
  if (value === undefined || value === '' || value === 'none') return false
  if (/^\d+$/.test(value)) return Number(value) <= 10 ? Number(value) : undefined
  const entries = value.split(',').map((entry) => entry.trim())
  return entries.every(isAddressOrRange) ? entries : undefined
}

function isAddressOrRange(entry: string) {
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
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
