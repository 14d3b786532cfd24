// One JSON line per request (pino-http): method, route id, status, duration and request id.
// Built field by field, so no header (a cookie, an authorization), no query string and no
// body (a farmer's phone number, an expert's password) can reach the log.
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler, Response } from 'express'
import { pinoHttp } from 'pino-http'
import type { Logger } from './logger'
import { routeIdOf } from './route-id'

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

export function logRequests(logger: Logger, identify: (pathname: string) => string): RequestHandler {
  const fields = (req: IncomingMessage, res: ServerResponse, responseTime: number) => {
    const response = res as Response
    const status = res.statusCode
    return {
      method: req.method,
      route: routeIdOf(response, identify),
      status,
      durationMs: responseTime,
      // The connection closed before the whole answer was sent (the reader left, or a stop cut it).
      ...(res.writableFinished ? {} : { aborted: true }),
      // An unknown address is logged with its path (never its query, which may hold what a farmer typed).
      ...(status === 404 ? { path: new URL(response.req.originalUrl, 'http://localhost').pathname.slice(0, 200) } : {}),
    }
  }
  return pinoHttp({
    logger,
    genReqId: requestIdFor,
    // No request or response object bound to the log lines: only the fields above.
    quietReqLogger: true,
    quietResLogger: true,
    customLogLevel(_req, res, error) {
      const isProbe = PROBES.has(String((res as Response).locals.routeId))
      if ((res.statusCode >= 500 && !isProbe) || error) return 'error'
      if (res.statusCode >= 400) return 'warn'
      return isProbe ? 'silent' : 'info'
    },
    customSuccessMessage: (req, res) => `${req.method} ${routeIdOf(res as Response, identify)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${routeIdOf(res as Response, identify)} ${res.statusCode}`,
    customSuccessObject: (req, res, value: { responseTime: number }) => fields(req, res, value.responseTime),
    customErrorObject(req, res, error, value: { responseTime: number }) {
      // pino-http makes up an error for a 5xx without one; its stack would only point into pino-http.
      const madeUp = !res.err && error.message === `failed with status code ${res.statusCode}`
      return {
        ...fields(req, res, value.responseTime),
        // The stack of a server error; a client's mistake (4xx) needs only its message.
        ...(madeUp ? {} : res.statusCode >= 500 ? { err: error } : { reason: `${error.name}: ${error.message}` }),
      }
    },
  }) as unknown as RequestHandler
}
