// One run of a scenario, boiled down to the figures the report gives: h2load for a page's fixed GET
// where it is installed, autocannon for the rest.
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'
import { LOAD_METRICS_TOKEN } from './processes.mjs'
import { median } from './stats.mjs'
import { hasH2load, runH2load } from './h2load.mjs'

const H2LOAD = hasH2load()

/**
 * CPU time a process has used so far, in ms (Linux: /proc/PID/stat, user + system, in clock ticks
 * of 10 ms). On a shared, busy machine the requests/s of a run depend on the neighbours; the CPU a
 * request costs the server does not, much.
 * @param {number[]} pids
 */
export function cpuMs(pids) {
  let total = 0
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
      total += (Number(fields[11]) + Number(fields[12])) * 10
    } catch {
      return Number.NaN
    }
  }
  return total
}

/**
 * The longest the server's event loop was held up since this was last asked (prom-client's
 * default metric, whose histogram each read of /metrics starts afresh), in ms; NaN without it.
 * A run's p99 far above it was made elsewhere: by the machine, or by connections not yet accepted.
 * @param {string} url  the server's origin
 */
export async function eventLoopDelayMaxMs(url) {
  try {
    const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${LOAD_METRICS_TOKEN}` } })
    const line = (await response.text())
      .split('\n')
      .find((text) => text.startsWith('nodejs_eventloop_lag_max_seconds '))
    return line ? Number(line.split(' ')[1]) * 1000 : Number.NaN
  } catch {
    return Number.NaN
  }
}

/**
 * Waits until the processes are idle (under 5% of a core for half a second), at most `maxMs`: a
 * build that cannot keep up goes on answering the requests queued in a run after it ends, which
 * would land on the next run, the other build's.
 * @param {number[]} pids
 */
export async function waitUntilIdle(pids, maxMs = 30_000) {
  const deadline = Date.now() + maxMs
  while (Date.now() < deadline) {
    const before = cpuMs(pids)
    await new Promise((resolve) => setTimeout(resolve, 500))
    if (cpuMs(pids) - before <= 25) return
  }
}

/**
 * @typedef {{ scenario: string, target: string, generator: 'h2load' | 'autocannon', requestsPerSecond: number,
 *   p50: number, p99: number, max: number, total: number, errors: number, non2xx: number, timeouts: number,
 *   statuses: Record<string, number>, cpuMsPerRequest: number, loadCpuMsPerRequest: number,
 *   loopDelayMaxMs: number, runs?: number }} Measurement
 * max: the slowest request's time, ms
 * loopDelayMaxMs: the longest the server's event loop was held up during the run (NaN: not known)
 * runs: how many runs a row stands for (medianOfRuns), one when absent
 */

/**
 * @param {string} url  the server's origin
 * @param {import('./scenarios.mjs').Scenario} scenario
 * @param {{ connections: number, seconds: number, label?: string, warmUpSeconds?: number, pids?: number[] }} options
 *   pids: the server processes, whose CPU time per request is measured
 * @returns {Promise<Measurement>}
 */
export async function measure(url, scenario, { connections, seconds, label = url, warmUpSeconds = 3, pids = [] }) {
  // Not counted: a server just started has cold code paths (and, for pages kept in memory, an
  // empty cache) that a server in service has long left behind.
  if (warmUpSeconds > 0) {
    await autocannon({
      url,
      connections: Math.min(connections, 20),
      duration: warmUpSeconds,
      requests: scenario.requests,
    })
  }
  await eventLoopDelayMaxMs(url)
  const cpuBefore = cpuMs(pids)
  const serverCpu = (/** @type {number} */ total) =>
    pids.length && total ? (cpuMs(pids) - cpuBefore) / total : Number.NaN
  if (H2LOAD && scenario.fixed) {
    const run = await runH2load(new URL(scenario.fixed.path, url).href, {
      connections,
      seconds,
      headers: scenario.fixed.headers,
    })
    return {
      scenario: scenario.name,
      target: label,
      generator: 'h2load',
      loopDelayMaxMs: await eventLoopDelayMaxMs(url),
      requestsPerSecond: Math.round(run.requestsPerSecond),
      p50: run.p50,
      p99: run.p99,
      max: run.max,
      total: run.requests,
      errors: run.socketErrors,
      non2xx: run.non2xx,
      timeouts: run.timeouts,
      statuses: { '<400': run.requests - run.non2xx, ...(run.non2xx ? { '≥400': run.non2xx } : {}) },
      cpuMsPerRequest: serverCpu(run.requests),
      loadCpuMsPerRequest: run.requests ? run.cpuMs / run.requests : Number.NaN,
    }
  }
  const ownBefore = process.cpuUsage()
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: scenario.requests,
    timeout: 20,
  })
  const own = process.cpuUsage(ownBefore)
  /** @type {Record<string, number>} */
  const statuses = {}
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = count
  return {
    scenario: scenario.name,
    target: label,
    generator: 'autocannon',
    loopDelayMaxMs: await eventLoopDelayMaxMs(url),
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    statuses,
    cpuMsPerRequest: serverCpu(result.requests.total),
    // autocannon runs in this process, on the same cores as the server: what it takes from them.
    loadCpuMsPerRequest: result.requests.total ? (own.user + own.system) / 1000 / result.requests.total : Number.NaN,
  }
}

/**
 * Runs of one scenario as one row: the median of each figure, and every error of every run. On a
 * shared machine one run's p99 can carry a stall the machine made.
 * @param {Measurement[]} runs
 * @returns {Measurement}
 */
export function medianOfRuns(runs) {
  const first = /** @type {Measurement} */ (runs[0])
  const mid = (/** @type {(m: Measurement) => number} */ pick) => median(runs.map(pick))
  const sum = (/** @type {(m: Measurement) => number} */ pick) => runs.reduce((total, run) => total + pick(run), 0)
  /** @type {Record<string, number>} */
  const statuses = {}
  for (const run of runs) {
    for (const [status, count] of Object.entries(run.statuses)) statuses[status] = (statuses[status] ?? 0) + count
  }
  return {
    ...first,
    runs: runs.length,
    requestsPerSecond: Math.round(mid((run) => run.requestsPerSecond)),
    p50: mid((run) => run.p50),
    p99: mid((run) => run.p99),
    max: Math.max(...runs.map((run) => run.max)),
    total: sum((run) => run.total),
    errors: sum((run) => run.errors),
    non2xx: sum((run) => run.non2xx),
    timeouts: sum((run) => run.timeouts),
    statuses,
    cpuMsPerRequest: mid((run) => run.cpuMsPerRequest),
    loadCpuMsPerRequest: mid((run) => run.loadCpuMsPerRequest),
    loopDelayMaxMs: Math.max(...runs.map((run) => run.loopDelayMaxMs)),
  }
}
