import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import type { RequestHandler } from 'express'
import helmet from 'helmet'

/**
 * Other hosts the pages load from: the promotional videos and the YouTube player. No photo host:
 * every photo comes from our origin (/photos/…, server/photos.ts; decision 13).
 */
export const trustedHosts = {
  media: ['https://res.cloudinary.com'],
  frames: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
}

/**
 * Scripts run only from our origin, or inline with a source the page's own policy adds: this
 * response's nonce (a page rendered for it), or the hashes of its scripts (a page kept for every
 * reader: server/page-cache.ts). Never 'unsafe-inline' for scripts, never 'unsafe-eval'.
 */
const POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React sets style attributes (e.g. a carousel's transform), and a first visit's page carries its
  // stylesheet in a <style> (server/first-visit-stylesheet.ts): styles cannot run script.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'media-src': ["'self'", ...trustedHosts.media],
  'frame-src': trustedHosts.frames,
  // "Save for offline" fetches a guide's photos into the phone's cache: ours, at /photos/….
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  // The service worker and the web app manifest: our own files only.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

/** The Content-Security-Policy header with these sources (a nonce, or script hashes) allowed to run inline. */
export function contentSecurityPolicy(scriptSources: readonly string[]): string {
  return Object.entries({ ...POLICY, 'script-src': [...(POLICY['script-src'] ?? []), ...scriptSources] })
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';')
}

/** A fresh CSP nonce for each response, kept in res.locals for the HTML it carries, and the policy that names it. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  const nonce = randomBytes(16).toString('base64')
  res.locals.nonce = nonce
  res.setHeader('Content-Security-Policy', contentSecurityPolicy([`'nonce-${nonce}'`]))
  next()
}

const helmetHeaders = helmet({
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  // The YouTube player needs our origin in its window.opener-less iframe; keep the default same-origin.
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'deny' },
})

/**
 * The other security headers of every response, the same for all: helmet's, as it sets them
 * (recorded once at start, so a kept page can carry them in a header block made once), and the
 * Permissions-Policy. HSTS is added per request, over HTTPS only (hstsHeader).
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ...recordHeaders(helmetHeaders),
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
]

export const securityHeaders: RequestHandler = (_req, res, next) => {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value)
  next()
}

/** Strict-Transport-Security: sent only over HTTPS (a browser ignores it over HTTP). */
export const HSTS_HEADER = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const

/**
 * Whether the request came over HTTPS, as Express's req.secure tells: its own TLS, or the
 * X-Forwarded-Proto of a proxy TRUST_PROXY trusts (`trust`: Express's compiled 'trust proxy fn').
 */
export function isOverHttps(req: IncomingMessage, trust: (address: string | undefined, hop: number) => boolean) {
  if ((req.socket as TLSSocket).encrypted) return true
  const forwarded = req.headers['x-forwarded-proto']
  if (typeof forwarded !== 'string' || !trust(req.socket.remoteAddress, 0)) return false
  const comma = forwarded.indexOf(',')
  return (comma === -1 ? forwarded : forwarded.slice(0, comma)).trim() === 'https'
}

/** The headers a middleware sets, in order, from calling it once with a stand-in response. */
function recordHeaders(middleware: typeof helmetHeaders) {
  const headers: [string, string][] = []
  const res = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader: () => undefined,
  }
  middleware({} as IncomingMessage, res as unknown as ServerResponse, () => undefined)
  return headers
}
