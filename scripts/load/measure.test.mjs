import { createServer } from 'node:http'
import { describe, expect, it } from 'vitest'
import { eventLoopDelayMaxMs, medianOfRuns } from './measure.mjs'
import { LOAD_METRICS_TOKEN } from './processes.mjs'

/** @returns {import('./measure.mjs').Measurement} */
const run = (/** @type {Partial<import('./measure.mjs').Measurement>} */ figures) => ({
  scenario: 'home',
  target: '1 instance',
  generator: 'h2load',
  requestsPerSecond: 10_000,
  p50: 18,
  p99: 30,
  max: 60,
  total: 100_000,
  errors: 0,
  non2xx: 0,
  timeouts: 0,
  statuses: { '<400': 100_000 },
  cpuMsPerRequest: 0.1,
  loadCpuMsPerRequest: 0.04,
  loopDelayMaxMs: 30,
  ...figures,
})

describe('medianOfRuns', () => {
  it('takes each figure’s median, so one run’s stall does not make the row', () => {
    const row = medianOfRuns([
      run({ p99: 30, requestsPerSecond: 9000 }),
      run({ p99: 1200, requestsPerSecond: 11_000 }),
      run({ p99: 40, requestsPerSecond: 10_000 }),
    ])
    expect(row).toMatchObject({ runs: 3, p99: 40, requestsPerSecond: 10_000, scenario: 'home' })
  })

  it('keeps the longest hold-up of the server’s event loop of any run', () => {
    expect(medianOfRuns([run({ loopDelayMaxMs: 20 }), run({ loopDelayMaxMs: 90 }), run({})])).toMatchObject({
      loopDelayMaxMs: 90,
    })
  })

  it('keeps the slowest request of any run', () => {
    expect(medianOfRuns([run({ max: 70 }), run({ max: 1400 }), run({})])).toMatchObject({ max: 1400 })
  })

  it('keeps every error of every run, and every request', () => {
    const row = medianOfRuns([
      run({}),
      run({ errors: 2, non2xx: 1, statuses: { '<400': 99_999, '≥400': 1 } }),
      run({ timeouts: 3 }),
    ])
    expect(row).toMatchObject({ errors: 2, non2xx: 1, timeouts: 3, total: 300_000 })
    expect(row.statuses).toEqual({ '<400': 299_999, '≥400': 1 })
  })

  it('is the run itself when there is one', () => {
    expect(medianOfRuns([run({ p99: 77 })])).toMatchObject({ runs: 1, p99: 77, total: 100_000 })
  })
})

describe('eventLoopDelayMaxMs', () => {
  it('reads the longest hold-up from the server’s /metrics with the run’s token, and NaN where there is none', async () => {
    /** @type {string | undefined} */
    let authorization
    const server = createServer((request, response) => {
      authorization = request.headers.authorization
      response.end('# HELP x\nnodejs_eventloop_lag_max_seconds 0.0425\nnodejs_eventloop_lag_seconds 0.001\n')
    })
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
    const address = /** @type {import('node:net').AddressInfo} */ (server.address())
    try {
      expect(await eventLoopDelayMaxMs(`http://127.0.0.1:${address.port}`)).toBeCloseTo(42.5)
      expect(authorization).toBe(`Bearer ${LOAD_METRICS_TOKEN}`)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
    expect(await eventLoopDelayMaxMs(`http://127.0.0.1:${address.port}`)).toBeNaN()
  })
})
