import type { RequestHandler } from 'express'

/** Spec §8: an unknown route is logged with its path (not its query, which may hold what a farmer typed). */
export const logNotFound: RequestHandler = (req, res, next) => {
  res.on('finish', () => {
    if (res.statusCode === 404) console.warn(`404 ${req.method} ${req.path}`)
  })
  next()
}
