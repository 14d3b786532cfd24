// One autocannon run of a scenario, boiled down to the figures the report gives.
import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'

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
 * @typedef {{ scenario: string, target: string, requestsPerSecond: number, p50: number, p99: number,
 *   total: number, errors: number, non2xx: number, timeouts: number, statuses: Record<string, number>,
 *   cpuMsPerRequest: number, loadCpuMsPerRequest: number }} Measurement
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
  const cpuBefore = cpuMs(pids)
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
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    statuses,
    cpuMsPerRequest:
      pids.length && result.requests.total ? (cpuMs(pids) - cpuBefore) / result.requests.total : Number.NaN,
    // autocannon runs in this process, on the same cores as the server: what it takes from them.
    loadCpuMsPerRequest: result.requests.total ? (own.user + own.system) / 1000 / result.requests.total : Number.NaN,
  }
}

/** The median of a list of numbers. @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}
