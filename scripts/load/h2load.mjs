// The pages' load generator: h2load, from Debian's nghttp2-client, written in C. A page kept in
// memory costs the server about 0.1 ms of CPU; autocannon, in Node, spends about three times that to
// send and read it. h2load logs each request's own time, so the percentiles are of the requests
// made; wrk 4.1 adds made-up ones for a constant rate it assumes (decision 0021).
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { percentile } from './stats.mjs'

/** Whether `h2load` is on the PATH. */
export function hasH2load() {
  return spawnSync('h2load', ['--version'], { stdio: 'ignore' }).error === undefined
}

/**
 * One h2load run over HTTP/1.1: one thread, `connections` connections for `seconds`, each request
 * the scenario's single fixed GET. Figures as measure.mjs gives them (latencies in ms).
 * @param {string} url  the page's full URL
 * @param {{ connections: number, seconds: number, headers?: Record<string, string> }} options
 */
export async function runH2load(url, { connections, seconds, headers = {} }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'h2load-'))
  const logFile = path.join(dir, 'requests.tsv')
  const args = [
    '--h1',
    '-t1',
    `-c${connections}`,
    `-D${seconds}`,
    `--log-file=${logFile}`,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ]
  try {
    // The shell waits for h2load, then reads its own CPU figures: a waited-for child's user and
    // system time are added to the parent's (cutime, cstime), which is how h2load's CPU is known.
    const child = spawn('sh', ['-c', 'h2load "$@"; code=$?; cat /proc/$$/stat >&2; exit $code', 'sh', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const code = await new Promise((resolve, reject) => {
      child.on('error', reject)
      child.on('close', resolve)
    })
    const finished = /finished in ([\d.]+)s, ([\d.]+) req\/s/.exec(stdout)
    const counts =
      /requests: (\d+) total, \d+ started, (\d+) done, (\d+) succeeded, (\d+) failed, (\d+) errored, (\d+) timeout/.exec(
        stdout,
      )
    const statuses = /status codes: (\d+) 2xx, (\d+) 3xx, (\d+) 4xx, (\d+) 5xx/.exec(stdout)
    const statLine = stderr.split('\n').find((line) => /^\d+ \(sh\) /.test(line))
    const done = Number(counts?.[2] ?? 0)
    if (code !== 0 || !finished || !counts || !statuses || !statLine || done === 0) {
      throw new Error(`h2load failed (exit ${code}, ${done} requests done): ${stdout.trim()}\n${stderr.trim()}`)
    }
    const fields = statLine.split(') ')[1]?.split(' ') ?? []
    const latencies = readLatencies(logFile)
    const errored = Number(counts[5])
    const timeouts = Number(counts[6])
    return {
      requests: done,
      requestsPerSecond: Number(finished[2]),
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? Number.NaN,
      // h2load's "errored": requests without an answer (a failed connection, one closed under them,
      // a timeout); the timeouts it also counts apart.
      socketErrors: Math.max(0, errored - timeouts),
      timeouts,
      non2xx: Number(statuses[3]) + Number(statuses[4]),
      cpuMs: (Number(fields[13]) + Number(fields[14])) * 10,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Each request's time (ms) from h2load's log, whose lines are "start (µs since the epoch), status
 * (-1: no answer), duration (µs)", sorted.
 * @param {string} file
 */
function readLatencies(file) {
  /** @type {number[]} */
  const latencies = []
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [, status, duration] = line.split('\t')
    if (status !== undefined && status !== '-1') latencies.push(Number(duration) / 1000)
  }
  return latencies.sort((a, b) => a - b)
}
