// One JSON line per request: method, route id, status, duration and request id. Built field by
// field, so no header (a cookie, an authorization), no query string and no body (a farmer's phone
// number, an expert's password) can reach the log. Written with the server's pino logger alone:
// pino-http binds a child logger and a serialized request to every request, which cost more than
// answering a kept page (docs/decisions/0021).
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Logger } from './logger'
import { requestUrl, routeIdOf } from './route-id'

/** An id a proxy or client may send, short and plain enough to print (letters, digits, `-._:`). */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/

/** The request's id: X-Request-Id when sane, else a new one; echoed in the response's header. */
export function requestIdFor(req: IncomingMessage, res: ServerResponse) {
  const offered = req.headers['x-request-id']
  const id = typeof offered === 'string' && SANE_REQUEST_ID.test(offered) ? offered : randomUUID()
  res.setHeader('X-Request-Id', id)
  return id
}

/** Health probes come every few seconds from each balancer: logged only when they fail (warn: a draining instance answers 503 on purpose). */
const PROBES = new Set(['healthz', 'readyz'])

declare module 'node:http' {
  interface ServerResponse {
    /** An error a handler gives the request's log line (error-handler.ts, metrics.ts). */
    err?: Error
  }
}

/**
 * Names the request (X-Request-Id) and logs it once its response ends, or the connection closes
 * before it could (`aborted`). Called for every request, before anything else answers it.
 */
export function logRequests(logger: Logger, identify: (pathname: string) => string) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const reqId = requestIdFor(req, res)
    const started = Date.now()
    const done = () => {
      res.off('finish', done)
      res.off('close', done)
      writeLine(logger, identify, res, reqId, Date.now() - started)
    }
    res.on('finish', done)
    res.on('close', done)
  }
}

function writeLine(
  logger: Logger,
  identify: (pathname: string) => string,
  res: ServerResponse,
  reqId: string,
  durationMs: number,
) {
  const route = routeIdOf(res, identify)
  const status = res.statusCode
  const isProbe = PROBES.has(route)
  const level = status >= 500 && !isProbe ? 'error' : status >= 400 ? 'warn' : isProbe ? 'silent' : 'info'
  if (level === 'silent') return
  const method = res.req.method
  const line: Record<string, unknown> = { reqId, method, route, status, durationMs }
  // The connection closed before the whole answer was sent (the reader left, or a stop cut it).
  if (!res.writableFinished) line.aborted = true
  // An unknown address is logged with its path (never its query, which may hold what a farmer typed).
  if (status === 404) line.path = new URL(requestUrl(res), 'http://localhost').pathname.slice(0, 200)
  const error = res.err
  // The stack of a server error; a client's mistake (4xx) needs only its message.
  if (error) line[status >= 500 ? 'err' : 'reason'] = status >= 500 ? error : `${error.name}: ${error.message}`
  logger[level](line, `${method} ${route} ${status}`)
}
