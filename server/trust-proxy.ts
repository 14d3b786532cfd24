// Whose word the server takes for the client's address (req.ip, the key of every limit).
// Express reads it from the X-Forwarded-For entries that TRUST_PROXY lets it believe (a hop
// count, or the proxies' addresses) but takes whatever text stands there, so a client reaching a
// server that trusts a hop count could name itself anything, a fresh key for every limit on each
// request. Only addresses are believed: read from the nearest proxy back, the chain stops at the
// first entry that is no IP address, and the client is the last address before it.
import { isIP } from 'node:net'
import type { Express, RequestHandler } from 'express'
import type { Env } from '~/lib/env.server'

export function trustProxies(app: Express, trustProxy: Env['TRUST_PROXY']) {
  app.set('trust proxy', trustProxy)
  if (trustProxy !== false) app.use(keepForwardedAddresses)
}

const keepForwardedAddresses: RequestHandler = (req, _res, next) => {
  const header = req.headers['x-forwarded-for']
  if (header !== undefined) {
    const entries = [header]
      .flat()
      .join(',')
      .split(',')
      .map((entry) => entry.trim())
    let first = entries.length
    while (first > 0 && isIP(entries[first - 1] ?? '') !== 0) first -= 1
    if (first === entries.length) delete req.headers['x-forwarded-for']
    else if (first > 0) req.headers['x-forwarded-for'] = entries.slice(first).join(', ')
  }
  next()
}
