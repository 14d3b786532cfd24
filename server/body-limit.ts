import type { RequestHandler } from 'express'

/** Largest request body any route accepts; the chat question is capped far lower by its schema. */
export const MAX_BODY_BYTES = 32 * 1024

/**
 * Refuses oversized bodies before any route reads them: 413 when the declared length is
 * too large, 411 when a body comes without a length (so it cannot slip past the check).
 */
export const limitRequestBody: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const declared = req.headers['content-length']
  if (declared === undefined) {
    if (req.headers['transfer-encoding']) {
      res.status(411).json({ error: 'Please send the request with a Content-Length.' })
      return
    }
    return next()
  }
  if (Number(declared) > MAX_BODY_BYTES) {
    res.status(413).json({ error: 'The request is too large.' })
    return
  }
  next()
}
