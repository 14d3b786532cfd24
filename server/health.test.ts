import express from 'express'
import { openTestDatabase, TEST_DATABASES } from '../tests/databases'
import { aiModelCheck, createHealth, databaseCheck, type ReadinessCheck } from './health'
import { memoryLogger } from './test-logger'
import { listen } from './test-server'

function healthApp(checks: ReadinessCheck[]) {
  const log = memoryLogger()
  const health = createHealth(checks, log.logger)
  const app = express()
  app.use((_req, res, next) => {
    health.closeConnectionWhenDraining(res)
    next()
  })
  app.get('/healthz', health.liveness)
  app.get('/readyz', health.readiness)
  return { app, health, log }
}

describe('/healthz and /readyz', () => {
  it('answer 200 while the database answers, and 503 "draining" once a stop begins', async () => {
    const opened = await openTestDatabase(TEST_DATABASES[0])
    const { app, health } = healthApp([databaseCheck(opened)])
    const server = await listen(app)
    try {
      const alive = await fetch(`${server.url}/healthz`)
      expect(alive.status).toBe(200)
      expect(await alive.json()).toEqual({ status: 'ok' })
      const ready = await fetch(`${server.url}/readyz`)
      expect(ready.status).toBe(200)
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } })

      health.startDraining()
      const draining = await fetch(`${server.url}/healthz`)
      expect(draining.status).toBe(503)
      expect(await draining.json()).toEqual({ status: 'draining' })
      expect(draining.headers.get('connection')).toBe('close')
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503)
    } finally {
      await server.close()
      await opened.close()
    }
  })

  it('/readyz answers 503 naming the check that failed, and logs why; /healthz stays 200', async () => {
    const opened = await openTestDatabase(TEST_DATABASES[0])
    await opened.close()
    const redis: ReadinessCheck = { name: 'redis', check: () => Promise.resolve('PONG') }
    const { app, log } = healthApp([databaseCheck(opened), redis])
    const server = await listen(app)
    try {
      const ready = await fetch(`${server.url}/readyz`)
      expect(ready.status).toBe(503)
      expect(await ready.json()).toEqual({ status: 'not ready', checks: { database: 'failed', redis: 'ok' } })
      expect(log.lines()).toEqual([expect.objectContaining({ level: 'warn', check: 'database', msg: 'not ready' })])
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    } finally {
      await server.close()
    }
  })

  it('/readyz stays 200 while only the AI model is gone ("degraded"), and 503 if something it needs fails too', async () => {
    let gone: { model: string; since: Date } | null = { model: 'gemini-2.5-flash', since: new Date() }
    const aiModel = aiModelCheck({ gone: () => gone })
    const database: ReadinessCheck = { name: 'database', check: () => Promise.resolve() }
    const { app, log } = healthApp([database, aiModel])
    const server = await listen(app)
    try {
      const degraded = await fetch(`${server.url}/readyz`)
      expect(degraded.status).toBe(200)
      expect(await degraded.json()).toEqual({ status: 'degraded', checks: { database: 'ok', ai_model: 'degraded' } })
      // The model's owner logs it once; the probe, every few seconds, does not.
      expect(log.lines()).toEqual([])
      gone = null
      expect(await (await fetch(`${server.url}/readyz`)).json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', ai_model: 'ok' },
      })
    } finally {
      await server.close()
    }

    gone = { model: 'gemini-2.5-flash', since: new Date() }
    const failing: ReadinessCheck = { name: 'database', check: () => Promise.reject(new Error('down')) }
    const both = healthApp([failing, aiModel])
    const other = await listen(both.app)
    try {
      const ready = await fetch(`${other.url}/readyz`)
      expect(ready.status).toBe(503)
      expect(await ready.json()).toEqual({ status: 'not ready', checks: { database: 'failed', ai_model: 'degraded' } })
    } finally {
      await other.close()
    }
  })

  it('/readyz counts a check that hangs as failed, within its time limit', async () => {
    const hanging: ReadinessCheck = { name: 'slow', check: () => new Promise(() => {}) }
    const { app } = healthApp([hanging])
    const server = await listen(app)
    try {
      const started = Date.now()
      const ready = await fetch(`${server.url}/readyz`)
      expect(ready.status).toBe(503)
      expect(Date.now() - started).toBeLessThan(5000)
    } finally {
      await server.close()
    }
  })
})
