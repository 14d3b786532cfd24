import express from 'express'
import type { Kysely } from 'kysely'
import type { Database } from '~/lib/database/tables'
import { openTestDatabase, TEST_DATABASES } from '../tests/databases'
import { countRequests, serveMetrics } from './metrics'
import { setRouteId } from './route-id'
import { listen } from './test-server'

const TOKEN = 'metrics-token-for-tests-0123456789'

function metricsApp(db: Kysely<Database>) {
  const app = express()
  const identify = (pathname: string) => (pathname.startsWith('/articles/') ? 'routes/articles.$slug' : 'routes/$')
  const countRequest = countRequests(identify)
  app.use((req, res, next) => {
    countRequest(req, res)
    next()
  })
  app.get('/metrics', serveMetrics(TOKEN, db))
  app.get('/articles/:slug', (_req, res) => void res.send('a guide'))
  app.get('/healthz', (_req, res) => {
    setRouteId(res, 'healthz')
    res.send('ok')
  })
  app.use((_req, res) => void res.status(404).send('not found'))
  return app
}

async function insertRequest(db: Kysely<Database>, id: string, status: 'received' | 'answering' | 'answered') {
  const now = new Date().toISOString()
  await db
    .insertInto('consultation_requests')
    .values({
      id,
      reference: `TU-${id}`,
      token_hash: `hash-${id}`,
      name: 'A farmer',
      email: 'farmer@example.org',
      phone: null,
      topic: 'soil-health',
      message: 'My maize leaves are yellow.',
      locale: 'en',
      status,
      reply: null,
      replied_by: null,
      created_at: now,
      updated_at: now,
      answered_at: null,
    })
    .execute()
}

describe.each(TEST_DATABASES)('GET /metrics ($name)', (testDatabase) => {
  it('refuses a missing or wrong token with 401, and no metrics', async () => {
    const opened = await openTestDatabase(testDatabase)
    const server = await listen(metricsApp(opened.db))
    try {
      const none = await fetch(`${server.url}/metrics`)
      expect(none.status).toBe(401)
      expect(none.headers.get('www-authenticate')).toContain('Bearer')
      const wrong = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}x` } })
      expect(wrong.status).toBe(401)
      expect(await wrong.text()).not.toContain('tujue_')
    } finally {
      await server.close()
      await opened.close()
    }
  })

  it('counts requests by route id and status, and reads consultation requests by status', async () => {
    const opened = await openTestDatabase(testDatabase)
    const server = await listen(metricsApp(opened.db))
    try {
      await insertRequest(opened.db, 'a1', 'received')
      await insertRequest(opened.db, 'a2', 'received')
      await insertRequest(opened.db, 'a3', 'answered')
      await fetch(`${server.url}/articles/soil-health-metrics-test`)
      await fetch(`${server.url}/no-such-page-metrics-test`)
      const response = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/plain')
      const text = await response.text()
      expect(text).toMatch(
        /tujue_http_requests_total\{route="routes\/articles\.\$slug",method="GET",status="200"\} [1-9]/,
      )
      expect(text).toMatch(/tujue_http_requests_total\{route="routes\/\$",method="GET",status="404"\} [1-9]/)
      expect(text).toContain('tujue_http_request_duration_seconds_bucket{le="0.005",route="routes/articles.$slug"')
      expect(text).not.toContain('soil-health-metrics-test')
      expect(text).toContain('tujue_consultation_requests{status="received"} 2')
      expect(text).toContain('tujue_consultation_requests{status="answering"} 0')
      expect(text).toContain('tujue_consultation_requests{status="answered"} 1')
      // prom-client's default process metrics.
      expect(text).toContain('process_cpu_user_seconds_total')
      expect(text).toContain('nodejs_eventloop_lag_seconds')
    } finally {
      await server.close()
      await opened.close()
    }
  })
})
