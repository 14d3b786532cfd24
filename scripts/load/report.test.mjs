import { describe, expect, it } from 'vitest'
import { meetsPageBar, renderReport } from './report.mjs'

/** @returns {import('./measure.mjs').Measurement} */
const run = (/** @type {Partial<import('./measure.mjs').Measurement>} */ figures) => ({
  scenario: 'home',
  target: '1 instance',
  generator: 'h2load',
  requestsPerSecond: 9000,
  p50: 20,
  p99: 40,
  max: 1500,
  total: 90_000,
  errors: 0,
  non2xx: 0,
  timeouts: 0,
  statuses: { '<400': 90_000 },
  cpuMsPerRequest: 0.1,
  loadCpuMsPerRequest: 0.03,
  loopDelayMaxMs: 30,
  ...figures,
})

const machine = { date: 'today', cpu: '2 cores', memory: '4 GiB', os: 'Linux', node: '20', loadAverage: '1' }

describe('the bar for a page rendered at start', () => {
  it('takes 2,000 requests/s, p99 under 100 ms and no error', () => {
    expect(meetsPageBar(run({}))).toBe(true)
    expect(meetsPageBar(run({ requestsPerSecond: 1999 }))).toBe(false)
    expect(meetsPageBar(run({ p99: 100 }))).toBe(false)
    expect(meetsPageBar(run({ errors: 1 }))).toBe(false)
    expect(meetsPageBar(run({ timeouts: 1 }))).toBe(false)
    expect(meetsPageBar(run({ non2xx: 1 }))).toBe(false)
  })

  it('is judged in the report for each page, and only at 200 connections', () => {
    const single = [
      run({ runs: 3 }),
      run({ scenario: 'guide', p99: 250, generator: 'autocannon' }),
      run({ scenario: 'chat' }),
    ]
    const report = renderReport({
      machine,
      options: { connections: 200, seconds: 10, short: false },
      scenarios: [],
      single,
      notes: [],
    })
    expect(report).toContain(
      "- home: PASS (9000 requests/s, p99 40 ms, 0 errors, the server's event loop held up 30 ms at most, sent by h2load; medians of 3 runs, errors of all)",
    )
    expect(report).toContain(
      "- guide: FAIL (9000 requests/s, p99 250 ms, 0 errors, the server's event loop held up 30 ms at most, sent by autocannon)",
    )
    expect(report).toContain('| home | 1 instance | h2load | 9000 | 20 ms | 40 ms | 1500 ms | 30 ms | 0.10 ms |')
    expect(report).not.toContain('- chat:')
    expect(report).toContain('cannot show the bar')
    const fewer = renderReport({
      machine,
      options: { connections: 50, seconds: 10, short: false },
      scenarios: [],
      single,
      notes: [],
    })
    expect(fewer).toContain('Not judged: this run used 50 connections.')
    expect(fewer).not.toContain('PASS')
  })
})
