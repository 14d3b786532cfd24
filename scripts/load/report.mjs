// reports/load.md from a run's measurements.

import { PAGE_SCENARIOS } from './scenarios.mjs'
import { median } from './stats.mjs'

/** @typedef {import('./measure.mjs').Measurement} Measurement */

const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`
const cpu = (/** @type {number} */ value) => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : '–')
const delay = (/** @type {number} */ value) => (Number.isFinite(value) ? ms(value) : '–')

/** @param {Measurement[]} rows */
export function table(rows) {
  const lines = [
    '| Scenario | Target | Generator | Requests/s | p50 | p99 | Slowest | Server event loop held up, longest | Server CPU per request | Requests | Errors | Non-2xx | Statuses |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ]
  for (const row of rows) {
    const statuses = Object.entries(row.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')
    lines.push(
      `| ${row.scenario} | ${row.target} | ${row.generator} | ${row.requestsPerSecond} | ${ms(row.p50)} | ${ms(row.p99)} | ${delay(row.max)} | ${delay(row.loopDelayMaxMs)} | ${cpu(row.cpuMsPerRequest)} | ${row.total} | ${row.errors + row.timeouts} | ${row.non2xx} | ${statuses} |`,
    )
  }
  return lines.join('\n')
}

/** What a page rendered at start must sustain on one instance: the same for every farmer, it should cost a memory copy. */
export const PAGE_BAR = { connections: 200, requestsPerSecond: 2000, p99: 100 }

/** Whether a page's run meets the bar (at the bar's connections). @param {Measurement} row */
export function meetsPageBar(row) {
  return (
    row.requestsPerSecond >= PAGE_BAR.requestsPerSecond &&
    row.p99 < PAGE_BAR.p99 &&
    row.errors + row.timeouts + row.non2xx === 0
  )
}

/** @param {Measurement[]} pages  the one-instance runs of the pages rendered at start */
function pageBarReport(pages, connections) {
  const lines = [
    '',
    '### The bar for a page rendered at start',
    '',
    `At least ${PAGE_BAR.requestsPerSecond.toLocaleString('en')} requests/s with p99 under ${PAGE_BAR.p99} ms and no error, ` +
      `at ${PAGE_BAR.connections} connections, on one instance.`,
    '',
  ]
  if (connections !== PAGE_BAR.connections) {
    return [...lines, `Not judged: this run used ${connections} connections.`]
  }
  for (const row of pages) {
    lines.push(
      `- ${row.scenario}: ${meetsPageBar(row) ? 'PASS' : 'FAIL'} (${row.requestsPerSecond} requests/s, p99 ${ms(row.p99)}, ` +
        `${row.errors + row.timeouts + row.non2xx} errors, the server's event loop held up ${delay(row.loopDelayMaxMs)} at most, ` +
        `sent by ${row.generator}` +
        `${(row.runs ?? 1) > 1 ? `; medians of ${row.runs} runs, errors of all` : ''})`,
    )
  }
  lines.push(
    '',
    'Latencies are each request’s own, as h2load logs them. The 200 connections open at once, and Node accepts',
    'one new connection per turn of its event loop while the first ones keep it busy, so the last connections’',
    'first answers can wait a second or more: a few hundred requests at most, above the p99 (decision 0021).',
  )
  if (pages.some((row) => row.generator === 'autocannon')) {
    lines.push(
      '',
      'autocannon spends about three times the server’s CPU on each page it sends, on the same cores, so it',
      'cannot show the bar; with Debian’s h2load installed (`apt-get install nghttp2-client`) it sends them.',
    )
  }
  return lines
}

/**
 * @param {{ machine: Record<string, string>, options: { connections: number, seconds: number, short: boolean },
 *   scenarios: { name: string, what: string }[], single: Measurement[], upstream?: Measurement,
 *   comparison?: { baseline: string, repeats: number, rows: { scenario: string, before: Measurement[], after: Measurement[] }[] },
 *   pair?: Measurement[], limits?: { pass: boolean, detail: string } | null, phone?: string, notes: string[] }} run
 */
export function renderReport(run) {
  const { machine, options } = run
  const out = [
    '# Load test (`npm run load`)',
    '',
    `Measured ${machine.date} on ${machine.cpu}, ${machine.memory}, ${machine.os}, Node ${machine.node};`,
    `load average at the start ${machine.loadAverage}. The machine is shared with other work: figures vary`,
    'from run to run, so compare runs made together (the before/after table below is one such).',
    '',
    `${options.connections} connections, ${options.seconds} s per scenario${options.short ? ' (`--short`)' : ''},`,
    'against the production build (`node build/server-app/index.js`) on 127.0.0.1, with a temp SQLite',
    'database and the fake Gemini (`tests/fake-gemini.mjs`) as the AI service. The pages rendered at start',
    'are sent by Debian’s `h2load` (in C, one thread) where it is installed, everything else by autocannon',
    '(in Node, in the process that writes this report); both run on the same cores as the server.',
    '',
    '## Scenarios',
    '',
    ...run.scenarios.map((scenario) => `- **${scenario.name}**: ${scenario.what}`),
    '',
    '## One instance',
    '',
    table(run.single),
  ]
  const pages = run.single.filter((row) => PAGE_SCENARIOS.includes(row.scenario))
  if (pages.length) out.push(...pageBarReport(pages, options.connections))
  if (run.upstream) {
    const chat = run.single.find((row) => row.scenario === 'chat')
    out.push(
      '',
      `The fake upstream alone (same ${options.connections} connections, the same streamed answer):`,
      `${ms(run.upstream.p50)} p50, ${ms(run.upstream.p99)} p99, ${run.upstream.requestsPerSecond} requests/s.`,
    )
    if (chat) out.push(`The chat's overhead over it: ${ms(chat.p50 - run.upstream.p50)} at p50.`)
  }
  if (run.comparison) {
    const { comparison } = run
    out.push(
      '',
      '## Before and after',
      '',
      `Each scenario run ${comparison.repeats} times, alternating builds, ${options.seconds} s each; the`,
      `median of the runs. Before: ${comparison.baseline}. After: this branch's build. Requests/s and latency`,
      'depend on what else the machine runs; the server’s CPU time per request much less, and 1000 ms divided',
      'by it is what one core could serve if it did nothing else. The load generator (h2load or autocannon, as',
      'above) runs on the same cores: its CPU per request is what it took from them.',
      '',
      '| Scenario | Build | Requests/s (median) | p50 (median) | p99 (median) | CPU per request (median) | Requests/s per CPU core (from it) | Load generator CPU per request (median) | Errors + non-2xx (all runs) |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    )
    for (const row of comparison.rows) {
      for (const [label, runs] of /** @type {const} */ ([
        ['before', row.before],
        ['after', row.after],
      ])) {
        const med = (/** @type {(m: Measurement) => number} */ pickValue) => median(runs.map(pickValue))
        const bad = runs.reduce((sum, m) => sum + m.errors + m.timeouts + m.non2xx, 0)
        out.push(
          `| ${row.scenario} | ${label} | ${Math.round(med((m) => m.requestsPerSecond))} | ${ms(med((m) => m.p50))} | ${ms(med((m) => m.p99))} | ${cpu(med((m) => m.cpuMsPerRequest))} | ${Math.round(1000 / med((m) => m.cpuMsPerRequest))} | ${cpu(med((m) => m.loadCpuMsPerRequest))} | ${bad} |`,
        )
      }
    }
  }
  if (run.pair) {
    out.push(
      '',
      '## Two instances behind a local proxy',
      '',
      'Two servers, each with its own SQLite file, behind a round-robin Node proxy (`scripts/load/proxy.mjs`)',
      `on the same 2-core machine (so no more CPU than one instance had), ${process.env.REDIS_URL ? 'sharing Redis (`REDIS_URL` set)' : 'without Redis (`REDIS_URL` not set: each instance keeps its own limits)'}.`,
      '',
      table(run.pair),
    )
  }
  if (run.limits !== undefined) {
    out.push('', '### Limits across both instances', '')
    out.push(
      run.limits === null
        ? 'Not checked: `REDIS_URL` was not set, so each instance keeps its own limits.'
        : `${run.limits.pass ? 'PASS' : 'FAIL'}: ${run.limits.detail}.`,
    )
  }
  if (run.phone) out.push('', run.phone)
  if (run.notes.length) out.push('', '## Notes', '', ...run.notes.map((note) => `- ${note}`))
  return `${out.join('\n')}\n`
}
