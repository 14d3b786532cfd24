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

/** A fresh CSP nonce for each response, kept in res.locals for the HTML it carries. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString('base64')
  next()
}

/**
 * Security headers on every response. Scripts run only from our origin or with this
 * response's nonce (no unsafe-eval, no unsafe-inline scripts); HSTS only over HTTPS.
 */
export const securityHeaders: RequestHandler = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': [
        "'self'",
        (_req, res) => `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`,
      ],
      // React sets style attributes (e.g. a carousel's transform); no inline <style> of ours carries script.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'media-src': ["'self'", ...trustedHosts.media],
      'frame-src': trustedHosts.frames,
      // "Save for offline" fetches a guide's photos into the phone's cache (issue 17): ours, at /photos/….
      'connect-src': ["'self'"],
      'font-src': ["'self'"],
      // The service worker and the web app manifest (issue 17): our own files only.
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  },
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
