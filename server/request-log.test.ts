import express from 'express'
import { handleUnexpectedError } from './error-handler'
import { logRequests } from './request-log'
import { setRouteId } from './route-id'
import { memoryLogger } from './test-logger'
import { listen } from './test-server'

/** An app logging as the server does, with a stand-in for React Router's route ids. */
function loggedApp() {
  const log = memoryLogger()
  const identify = (pathname: string) => (pathname.startsWith('/articles/') ? 'routes/articles.$slug' : 'routes/$')
  const app = express()
  const logRequest = logRequests(log.logger, identify)
  app.use((req, res, next) => {
    logRequest(req, res)
    next()
  })
  app.get('/healthz', (_req, res) => {
    setRouteId(res, 'healthz')
    res.send('ok')
  })
  app.get('/articles/:slug', (_req, res) => void res.send('a guide'))
  app.post('/ask-expert', express.urlencoded({ extended: false }), (_req, res) => void res.status(422).send('check'))
  app.get('/boom', () => {
    throw new Error('the database fell over')
  })
  app.get('/bad/{*rest}', () => {
    throw new URIError('URI malformed')
  })
  app.use((_req, res) => void res.status(404).send('not found'))
  app.use(handleUnexpectedError)
  return { app, log }
}

describe('logRequests', () => {
  it('writes one JSON line per request: method, route id (not the path), status, duration, request id', async () => {
    const { app, log } = loggedApp()
    const server = await listen(app)
    try {
      const response = await fetch(`${server.url}/articles/soil-health?q=maize`)
      expect(response.status).toBe(200)
      const id = response.headers.get('x-request-id')
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      await vi.waitFor(() => expect(log.lines()).toHaveLength(1))
      const [line] = log.lines()
      expect(line).toMatchObject({
        level: 'info',
        reqId: id,
        method: 'GET',
        route: 'routes/articles.$slug',
        status: 200,
        durationMs: expect.any(Number),
      })
      expect(log.text()).not.toContain('soil-health')
      expect(log.text()).not.toContain('maize')
    } finally {
      await server.close()
    }
  })

  it('keeps a sane X-Request-Id from the proxy, and replaces one that is not', async () => {
    const { app, log } = loggedApp()
    const server = await listen(app)
    try {
      const kept = await fetch(`${server.url}/articles/x`, { headers: { 'X-Request-Id': 'lb-7f3a.91:2' } })
      expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.91:2')
      const replaced = await fetch(`${server.url}/articles/x`, { headers: { 'X-Request-Id': 'a b"<script>' } })
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
      const long = await fetch(`${server.url}/articles/x`, { headers: { 'X-Request-Id': 'x'.repeat(129) } })
      expect(long.headers.get('x-request-id')).not.toBe('x'.repeat(129))
      await vi.waitFor(() => expect(log.lines()).toHaveLength(3))
      expect(log.lines()[0]?.reqId).toBe('lb-7f3a.91:2')
      expect(log.text()).not.toContain('<script>')
    } finally {
      await server.close()
    }
  })

  it('never logs a cookie, an authorization header or what a form carried', async () => {
    const { app, log } = loggedApp()
    const server = await listen(app)
    try {
      const response = await fetch(`${server.url}/ask-expert?phone=0711222333`, {
        method: 'POST',
        headers: {
          Cookie: 'expert_session=SESSION-SECRET-1',
          Authorization: 'Bearer TOKEN-SECRET-2',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'name=Wanjiku+Kamau&phone=0722333444&email=wanjiku%40example.org&question=My+maize',
      })
      expect(response.status).toBe(422)
      await vi.waitFor(() => expect(log.lines()).toHaveLength(1))
      expect(log.lines()[0]).toMatchObject({ level: 'warn', method: 'POST', status: 422 })
      for (const secret of [
        'SESSION-SECRET-1',
        'TOKEN-SECRET-2',
        'Wanjiku',
        '0722333444',
        '0711222333',
        'example.org',
      ]) {
        expect(log.text()).not.toContain(secret)
      }
    } finally {
      await server.close()
    }
  })

  it('redacts credentials and personal data even when code logs them', () => {
    const log = memoryLogger()
    log.logger.info(
      {
        req: { headers: { cookie: 'c=SECRET-A', authorization: 'Basic SECRET-B' } },
        form: { phone: '0700', email: 'a@b.c' },
      },
      'careless',
    )
    expect(log.text()).not.toMatch(/SECRET-A|SECRET-B|0700|a@b\.c/)
    expect(log.lines()[0]).toMatchObject({ form: { phone: '[redacted]', email: '[redacted]' } })
  })

  it('masks a phone number logged by mistake, keeping enough to tell two farmers apart', () => {
    const log = memoryLogger()
    log.logger.info({ phone: '+254712345678', sms: { phoneNumber: '+254799887766' } }, 'careless')
    expect(log.text()).not.toMatch(/712345678|799887766/)
    expect(log.lines()[0]).toMatchObject({ phone: '+2547******78', sms: { phoneNumber: '+2547******66' } })
  })

  it('logs a 404 as a warning with its path but not its query', async () => {
    const { app, log } = loggedApp()
    const server = await listen(app)
    try {
      await fetch(`${server.url}/missing/page?phone=0700000000`)
      await vi.waitFor(() => expect(log.lines()).toHaveLength(1))
      expect(log.lines()[0]).toMatchObject({ level: 'warn', status: 404, route: 'routes/$', path: '/missing/page' })
      expect(log.text()).not.toContain('0700000000')
    } finally {
      await server.close()
    }
  })

  it('logs a 500 as an error with its stack, and a bad address as a warning without one', async () => {
    const { app, log } = loggedApp()
    const server = await listen(app)
    try {
      expect((await fetch(`${server.url}/boom`)).status).toBe(500)
      expect((await fetch(`${server.url}/bad/%E0%A4%A`)).status).toBe(400)
      await vi.waitFor(() => expect(log.lines()).toHaveLength(2))
      const [failure, badAddress] = log.lines()
      expect(failure).toMatchObject({ level: 'error', status: 500, err: { message: 'the database fell over' } })
      expect((failure?.err as { stack: string }).stack).toContain('request-log.test.ts')
      expect(badAddress).toMatchObject({ level: 'warn', status: 400, reason: expect.stringMatching(/^URIError: /) })
      expect(badAddress).not.toHaveProperty('err')
    } finally {
      await server.close()
    }
  })

  it('leaves successful health probes out of the log', async () => {
    const { app, log } = loggedApp()
    const server = await listen(app)
    try {
      await fetch(`${server.url}/healthz`)
      await fetch(`${server.url}/articles/x`)
      await vi.waitFor(() => expect(log.lines()).toHaveLength(1))
      expect(log.lines()[0]?.route).toBe('routes/articles.$slug')
    } finally {
      await server.close()
    }
  })
})
