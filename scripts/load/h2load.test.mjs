import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasH2load, runH2load } from './h2load.mjs'

/**
 * A page that answers 200, one that answers 500, one that answers its first request 300 ms late,
 * and the headers the last request carried.
 */
let lastHeaders = {}
let slowAnswered = false
const server = createServer((request, response) => {
  lastHeaders = request.headers
  const answer = () => {
    response.writeHead(request.url === '/broken' ? 500 : 200, { 'content-type': 'text/plain' })
    response.end('a page')
  }
  if (request.url === '/slow-once' && !slowAnswered) {
    slowAnswered = true
    setTimeout(answer, 300)
  } else answer()
})
let origin = ''

beforeAll(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  origin = `http://127.0.0.1:${address.port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('runH2load', () => {
  it('finds Debian’s h2load (.ci/run installs nghttp2-client)', () => {
    expect(hasH2load()).toBe(true)
  })

  it('counts the requests, their latency, the headers sent and h2load’s own CPU', async () => {
    const run = await runH2load(`${origin}/`, { connections: 4, seconds: 1, headers: { 'accept-encoding': 'br' } })
    expect(run.requests).toBeGreaterThan(100)
    expect(run.requestsPerSecond).toBeGreaterThan(100)
    expect(run.p50).toBeGreaterThan(0)
    expect(run.p99).toBeGreaterThanOrEqual(run.p50)
    expect(run.max).toBeGreaterThanOrEqual(run.p99)
    expect(run.non2xx + run.socketErrors + run.timeouts).toBe(0)
    expect(run.cpuMs).toBeGreaterThan(0)
    expect(lastHeaders).toMatchObject({ 'accept-encoding': 'br' })
  })

  it('gives each request its own time: one late answer is the max, not the p99', async () => {
    const run = await runH2load(`${origin}/slow-once`, { connections: 2, seconds: 1 })
    expect(run.max).toBeGreaterThanOrEqual(300)
    expect(run.p99).toBeLessThan(100)
  })

  it('counts every error status', async () => {
    const run = await runH2load(`${origin}/broken`, { connections: 2, seconds: 1 })
    expect(run.requests).toBeGreaterThan(0)
    expect(run.non2xx).toBe(run.requests)
  })

  it('says why when no request was answered', async () => {
    await expect(runH2load('http://127.0.0.1:1/', { connections: 1, seconds: 1 })).rejects.toThrow(/h2load failed/)
  })
})
