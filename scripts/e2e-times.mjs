// @ts-check
// Where the end-to-end suite's time goes, from the JSON report every Playwright run writes
// (playwright.config.ts): the run's wall time, the sum of the tests' durations, the files by their
// sum and the slowest tests. CI prints it after the suite; locally, after any `npx playwright test`.
//   node scripts/e2e-times.mjs [report.json] [--top N]
import { existsSync, readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

/**
 * Every test run of a Playwright JSON report, one per project and retry.
 * @param {any} report
 * @returns {{ file: string, title: string, project: string, seconds: number, status: string }[]}
 */
export function testRuns(report) {
  /** @type {{ file: string, title: string, project: string, seconds: number, status: string }[]} */
  const runs = []
  /** @param {any} suite @param {string[]} titles */
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          runs.push({
            file: spec.file,
            title: [...titles, spec.title].join(' › '),
            project: test.projectName,
            seconds: result.duration / 1000,
            status: result.status,
          })
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.file === child.file ? [...titles, child.title] : [])
  }
  for (const suite of report.suites ?? []) visit(suite, [])
  return runs
}

/**
 * The report as a few lines of text.
 * @param {any} report
 * @param {number} top how many files and tests to list
 */
export function formatE2eTimes(report, top = 15) {
  const runs = testRuns(report)
  const sum = runs.reduce((total, run) => total + run.seconds, 0)
  /** @type {Map<string, { seconds: number, tests: number }>} */
  const files = new Map()
  for (const run of runs) {
    const entry = files.get(run.file) ?? { seconds: 0, tests: 0 }
    files.set(run.file, { seconds: entry.seconds + run.seconds, tests: entry.tests + 1 })
  }
  const wall = (report.stats?.duration ?? 0) / 1000
  const lines = [
    `e2e: ${runs.length} test runs, sum of durations ${Math.round(sum)} s, wall time ${Math.round(wall)} s`,
    `Files by their sum (seconds, test runs):`,
    ...[...files]
      .sort(([, a], [, b]) => b.seconds - a.seconds)
      .slice(0, top)
      .map(
        ([file, { seconds, tests }]) => `  ${seconds.toFixed(1).padStart(7)}  ${String(tests).padStart(3)}  ${file}`,
      ),
    `Slowest tests (seconds, project):`,
    ...[...runs]
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, top)
      .map((run) => `  ${run.seconds.toFixed(1).padStart(7)}  ${run.project.padEnd(7)}  ${run.file}: ${run.title}`),
  ]
  return lines.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2)
  const topIndex = args.indexOf('--top')
  const top = topIndex === -1 ? 15 : Number(args.splice(topIndex, 2)[1])
  const file = args[0] ?? 'reports/e2e-times.json'
  if (!existsSync(file)) {
    console.error(`No Playwright report at ${file}: run the end-to-end tests first.`)
    process.exit(1)
  }
  console.log(formatE2eTimes(JSON.parse(readFileSync(file, 'utf8')), top))
}
