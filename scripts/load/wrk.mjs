// The pages' load generator: Debian's `wrk`, written in C, where it is installed. A page kept in
// memory costs the server about 0.14 ms of CPU; autocannon, in Node, spends about three times that
// to send and read it, and on a 2-core machine it, not the server, sets the pace (decision 0021).
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const SUMMARY_SCRIPT = fileURLToPath(new URL('wrk-summary.lua', import.meta.url))

/** Whether `wrk` is on the PATH. */
export function hasWrk() {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined
}

/**
 * One wrk run: one thread, `connections` connections for `seconds`, each request the scenario's
 * single fixed GET. Figures as measure.mjs gives them (latencies in ms).
 * @param {string} url  the page's full URL
 * @param {{ connections: number, seconds: number, headers?: Record<string, string> }} options
 */
export async function runWrk(url, { connections, seconds, headers = {} }) {
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${seconds}s`,
    '--timeout',
    '20s',
    '-s',
    SUMMARY_SCRIPT,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ]
  // The shell waits for wrk, then reads its own CPU figures: a waited-for child's user and system
  // time are added to the parent's (cutime, cstime), which is how wrk's own CPU is known exactly.
  const child = spawn('sh', ['-c', 'wrk "$@"; code=$?; cat /proc/$$/stat >&2; exit $code', 'sh', ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const code = await new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', resolve)
  })
  const summaryLine = stderr.split('\n').find((line) => line.startsWith('{"requests"'))
  const statLine = stderr.split('\n').find((line) => /^\d+ \(sh\) /.test(line))
  if (code !== 0 || !summaryLine || !statLine) throw new Error(`wrk failed (exit ${code}): ${stderr.trim()}`)
  const summary = JSON.parse(summaryLine)
  const fields = statLine.split(') ')[1]?.split(' ') ?? []
  const ticks = Number(fields[13]) + Number(fields[14])
  return {
    requests: summary.requests,
    requestsPerSecond: summary.requests / (summary.durationUs / 1e6),
    p50: summary.p50 / 1000,
    p99: summary.p99 / 1000,
    max: summary.max / 1000,
    socketErrors: summary.connect + summary.read + summary.write,
    timeouts: summary.timeout,
    // wrk counts a status of 400 and above as an error, and keeps no other tally of statuses.
    non2xx: summary.status,
    cpuMs: ticks * 10,
  }
}
