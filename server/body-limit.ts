import type { RequestHandler } from 'express'

/**
 * Largest request body any route accepts: the one body limit of the site. A chat question
 * (2000 characters) with its history (4000) fits even in characters of several bytes or
 * JSON escapes; its schema caps it far lower.
 */
export const MAX_BODY_BYTES = 32 * 1024

/**
 * Refuses oversized bodies before any route reads them: 413 when the declared length is
 * too large, 411 when a body comes without a length (so it cannot slip past the check;
 * Node never reads more than the declared length). The body has a code and a message, as
 * POST /api/chat's errors do.
 */
export const limitRequestBody: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const declared = req.headers['content-length']
  if (declared === undefined) {
    if (req.headers['transfer-encoding']) {
      res.status(411).json({ error: 'length_required', message: 'Please send the request with a Content-Length.' })
      return
    }
    return next()
  }
  if (Number(declared) > MAX_BODY_BYTES) {
    res.status(413).json({ error: 'too_large', message: 'The request is too large.' })
    return
  }
  next()
}
