// Prometheus metrics on prom-client's default registry (other modules register theirs there
// too), served at GET /metrics to a scraper holding METRICS_TOKEN.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler, Response } from 'express'
import type { Kysely } from 'kysely'
import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client'
import { CONSULTATION_STATUSES } from '~/content/consultation-statuses'
import type { Database } from '~/lib/database/tables'
import { routeIdOf, setRouteId } from './route-id'

const httpRequests = new Counter({
  name: 'tujue_http_requests_total',
  help: 'HTTP requests answered, by route id, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
})

const httpDuration = new Histogram({
  name: 'tujue_http_request_duration_seconds',
  help: 'Time from a request to the end of its answer (a chat stream counts whole), by route id, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
})

/** The database the consultation gauge reads at each scrape (the server has one). */
let consultationSource: Kysely<Database> | undefined

new Gauge({
  name: 'tujue_consultation_requests',
  help: 'Consultation requests in the database, by status (read at each scrape).',
  labelNames: ['status'] as const,
  async collect() {
    if (!consultationSource) return
    const rows = await consultationSource
      .selectFrom('consultation_requests')
      .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
      .groupBy('status')
      .execute()
    this.reset()
    for (const status of CONSULTATION_STATUSES) this.set({ status }, 0)
    for (const row of rows) this.set({ status: row.status }, Number(row.count))
  },
})

collectDefaultMetrics()

/** Counts every answered request by its route id (route-id.ts), not its raw path. Called for every request, before anything answers it. */
export function countRequests(identify: (pathname: string) => string) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    const stop = httpDuration.startTimer()
    res.once('close', () => {
      const labels = { route: routeIdOf(res, identify), method: res.req.method, status: String(res.statusCode) }
      httpRequests.inc(labels)
      stop(labels)
    })
  }
}

/**
 * GET /metrics in Prometheus's text format, for `Authorization: Bearer <METRICS_TOKEN>` only:
 * the numbers say how busy the service is and how many requests wait, which is not for everyone.
 */
export function serveMetrics(token: string, database: Kysely<Database>): RequestHandler {
  consultationSource = database
  const expected = digest(token)
  return (req, res) => {
    setRouteId(res, 'metrics')
    res.setHeader('Cache-Control', 'no-store')
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? ''
    // Both sides hashed to the same length, so the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(given), expected)) return refuse(res)
    register.metrics().then(
      (text) => void res.type(register.contentType).send(text),
      (error: unknown) => {
        res.err = error instanceof Error ? error : new Error(String(error))
        res.status(500).type('text').send('The metrics could not be collected.')
      },
    )
  }
}

function refuse(res: Response) {
  res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"')
  res.status(401).type('text').send('A valid bearer token is required.')
}

function digest(value: string) {
  return createHash('sha256').update(value).digest()
}
