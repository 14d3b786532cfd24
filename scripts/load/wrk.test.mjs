import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasWrk, runWrk } from './wrk.mjs'

/** A page that answers 200, one that answers 500, and the headers the last request carried. */
let lastHeaders = {}
const server = createServer((request, response) => {
  lastHeaders = request.headers
  response.writeHead(request.url === '/broken' ? 500 : 200, { 'content-type': 'text/plain' })
  response.end('a page')
})
let origin = ''

beforeAll(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  origin = `http://127.0.0.1:${address.port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('runWrk', () => {
  it('finds Debian’s wrk (.ci/run installs it)', () => {
    expect(hasWrk()).toBe(true)
  })

  it('counts the requests, their latency, the headers sent and wrk’s own CPU', async () => {
    const run = await runWrk(`${origin}/`, { connections: 4, seconds: 1, headers: { 'accept-encoding': 'br' } })
    expect(run.requests).toBeGreaterThan(100)
    expect(run.requestsPerSecond).toBeGreaterThan(100)
    expect(run.p50).toBeGreaterThan(0)
    expect(run.p99).toBeGreaterThanOrEqual(run.p50)
    expect(run.max).toBeGreaterThanOrEqual(run.p99)
    expect(run.non2xx + run.socketErrors + run.timeouts).toBe(0)
    expect(run.cpuMs).toBeGreaterThan(0)
    expect(lastHeaders).toMatchObject({ 'accept-encoding': 'br' })
  })

  it('counts every error status', async () => {
    const run = await runWrk(`${origin}/broken`, { connections: 2, seconds: 1 })
    expect(run.requests).toBeGreaterThan(0)
    expect(run.non2xx).toBe(run.requests)
  })

  it('says why when wrk cannot run', async () => {
    await expect(runWrk('http://127.0.0.1:1/', { connections: 0, seconds: 1 })).rejects.toThrow(/wrk failed/)
  })
})
