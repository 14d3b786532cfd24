import { randomBytes } from 'node:crypto'
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

/** The other security headers of every response; HSTS only over HTTPS (permissionsPolicy). */
export const securityHeaders: RequestHandler = helmet({
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  // The YouTube player needs our origin in its window.opener-less iframe; keep the default same-origin.
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'deny' },
})

export const permissionsPolicy: RequestHandler = (req, res, next) => {
  res.setHeader(
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  )
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  next()
}
