import type { ErrorRequestHandler } from 'express'
import { contentSecurityPolicy } from './security-headers'

/**
 * The last word on an error no route handled (a malformed address such as "/articles/%E0%A4%A"
 * is the common case): a short page with a way home, never a stack trace. The error goes to the
 * request's log line (request-log.ts), with its stack for a 500.
 */
export const handleUnexpectedError: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error)
  const isBadAddress = error instanceof URIError
  const status = isBadAddress ? 400 : 500
  res.err = error instanceof Error ? error : new Error(String(error))
  const message = isBadAddress
    ? 'That address is not valid. Please check the link.'
    : 'Something went wrong on our side. Please try again in a moment.'
  // The page runs no script: the policy allows none inline.
  res.setHeader('Content-Security-Policy', contentSecurityPolicy([]))
  res
    .status(status)
    .setHeader('Cache-Control', 'no-store')
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${message}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${message}</h1><p><a href="/">Return to Home</a></p></body></html>`,
    )
}
