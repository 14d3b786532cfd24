// `npm run load`: measures the production build under load, builds assumed done.
// One instance: pages rendered at start, searches, the topic JSON routes and the chat streamed from
// the fake Gemini (pages sent by Debian's h2load where installed: load/h2load.mjs), judged against the
// pages' bar (load/report.mjs: a failed bar, like a channel's, makes the exit code 1); then two instances behind a local round-robin proxy (sharing Redis when
// REDIS_URL is set, and then checking that a limit holds across both). Writes reports/load.md.
//
//   npm run load                      200 connections, 30 s per scenario
//   npm run load -- --short           5 s per scenario (CI); --seconds N for another length
//   npm run load -- --baseline DIR    also runs the pages and searches against another build (e.g. main's),
//                                     --repeat N times each, alternating, for a before/after table
//   --repeat N                        (default 3) also the runs of each page on one instance, whose
//                                     median is judged against the pages' bar
//   npm run load -- --only phone      only the phone channels (USSD steps, SMS answers; also part
//                                     of every run without --only)
//   npm run load -- --only whatsapp   only WhatsApp's webhook (signed posts as Meta sends them)
//                                     with --baseline DIR, the channels' scenarios run against both
//                                     builds in turn, --repeat N times, medians before and after
//   LOAD_PORT=3320                    the first of the seven loopback ports used (default 3320)
import { writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { checkLimitsAcrossInstances } from './load/limits-across.mjs'
import { describeMachine } from './load/machine.mjs'
import { measure, medianOfRuns, waitUntilIdle } from './load/measure.mjs'
import { channelsComparison, phoneReport, runPhone, runWhatsApp, whatsAppReport } from './load/channels.mjs'
import { startFakeGemini, startServer } from './load/processes.mjs'
import { startProxy } from './load/proxy.mjs'
import { meetsPageBar, PAGE_BAR, renderReport } from './load/report.mjs'
import { PAGE_SCENARIOS, SCENARIOS, UPSTREAM_BASELINE } from './load/scenarios.mjs'

const { values: args } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    baseline: { type: 'string' },
    repeat: { type: 'string', default: '3' },
    connections: { type: 'string', default: '200' },
    only: { type: 'string' },
    'no-pair': { type: 'boolean', default: false },
    out: { type: 'string', default: 'reports/load.md' },
  },
})

const connections = Number(args.connections)
const seconds = args.seconds ? Number(args.seconds) : args.short ? 5 : 30
const basePort = Number(process.env.LOAD_PORT ?? 3320)
const ports = {
  fake: basePort,
  server: basePort + 1,
  proxy: basePort + 2,
  a: basePort + 3,
  b: basePort + 4,
  baseline: basePort + 5,
  gateway: basePort + 6,
}
// The servers must believe the X-Forwarded-For that stands for each client (see scenarios.mjs):
// trusted from the loopback proxy, which TRUST_PROXY names.
const serverEnv = {
  TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
  REDIS_URL: process.env.REDIS_URL,
  // The per-client and daily limits of the AI service are not what this measures.
  AI_DAILY_BUDGET: process.env.AI_DAILY_BUDGET ?? '100000000',
  // Nor the cap on calls at once: the chat's own overhead is, with every connection streaming.
  AI_MAX_CONCURRENT: process.env.AI_MAX_CONCURRENT ?? '1000',
}
const runPhoneScenario = !args.only || args.only.split(',').includes('phone')
const runWhatsAppScenario = !args.only || args.only.split(',').includes('whatsapp')
const scenarios = args.only ? SCENARIOS.filter((scenario) => args.only?.split(',').includes(scenario.name)) : SCENARIOS
const log = (/** @type {string} */ line) => console.log(`[load] ${line}`)

const machine = describeMachine()
const fake = await startFakeGemini({ port: ports.fake })
/** @type {{ stop(): Promise<void> }[]} */
const running = []
const notes = [
  'The chat scenario gives each request its own client address (X-Forwarded-For, trusted from loopback), ' +
    'so it measures the server, not the per-client spacing of one farmer’s questions (one call a second).',
  'Each scenario is preceded by an uncounted warm-up (3 s at 20 connections; for the searches, each of ' +
    'their URLs fetched once, so they are in the page cache as the popular searches of a busy morning ' +
    'would be). A search never made before still costs one render (35–50 ms of CPU), as before the cache.',
  'Requests say `Accept-Encoding: gzip, deflate, br`, as a browser does, and carry no cookie (a first ' +
    'visit: the page with its stylesheet inside).',
]

try {
  log(`one instance on ${ports.server}`)
  const server = await startServer({ port: ports.server, geminiUrl: fake.url, env: serverEnv })
  running.push(server)
  const single = []
  for (const scenario of scenarios) {
    // A page is judged against its bar on the median of `--repeat` runs.
    const runs = PAGE_SCENARIOS.includes(scenario.name) ? Number(args.repeat) : 1
    const measured = []
    for (let run = 0; run < runs; run++) {
      log(`${scenario.name}: ${connections} connections, ${seconds} s, run ${run + 1} of ${runs}`)
      measured.push(
        await measure(server.url, scenario, { connections, seconds, label: '1 instance', pids: [server.pid] }),
      )
      log(JSON.stringify(measured.at(-1)))
    }
    single.push(medianOfRuns(measured))
  }
  const pagesMissingBar = single.filter((row) => PAGE_SCENARIOS.includes(row.scenario) && !meetsPageBar(row))
  if (connections === PAGE_BAR.connections && pagesMissingBar.length) process.exitCode = 1
  const upstream = scenarios.some((scenario) => scenario.name === 'chat')
    ? await measure(fake.url, UPSTREAM_BASELINE, { connections, seconds, label: 'fake Gemini' })
    : undefined
  await server.stop()
  running.pop()

  /** @type {string[]} */
  const channels = []
  const channelRun = {
    port: ports.server,
    gatewayPort: ports.gateway,
    geminiUrl: fake.url,
    env: serverEnv,
    seconds: Math.min(seconds, 30),
  }
  /** @type {{ before: any[], after: any[] }} */
  const phoneRuns = { before: [], after: [] }
  /** @type {{ before: any[], after: any[] }} */
  const whatsAppRuns = { before: [], after: [] }
  const channelRepeats = args.baseline ? Number(args.repeat) : 1
  for (let run = 0; run < channelRepeats; run++) {
    if (runPhoneScenario) {
      if (args.baseline) {
        log(`phone channels, ${args.baseline}, run ${run + 1}`)
        phoneRuns.before.push(await runPhone({ ...channelRun, buildDir: args.baseline }))
        log(JSON.stringify(phoneRuns.before.at(-1)))
      }
      log(`phone channels on ${ports.server}, the fake gateway on ${ports.gateway}, run ${run + 1}`)
      phoneRuns.after.push(await runPhone(channelRun))
      log(JSON.stringify(phoneRuns.after.at(-1)))
    }
    if (runWhatsAppScenario) {
      if (args.baseline) {
        log(`WhatsApp webhook, ${args.baseline}, run ${run + 1}`)
        whatsAppRuns.before.push(await runWhatsApp({ ...channelRun, buildDir: args.baseline }))
        log(JSON.stringify(whatsAppRuns.before.at(-1)))
      }
      log(`WhatsApp webhook on ${ports.server}, the fake Graph API on ${ports.gateway}, run ${run + 1}`)
      whatsAppRuns.after.push(await runWhatsApp(channelRun))
      log(JSON.stringify(whatsAppRuns.after.at(-1)))
    }
  }
  const phoneMeasured = phoneRuns.after.at(-1)
  if (phoneMeasured) {
    channels.push(phoneReport(phoneMeasured))
    if (
      phoneMeasured.ussd.p99 >= 300 ||
      phoneMeasured.sms.answered < phoneMeasured.sms.questions ||
      phoneMeasured.sms.max >= 10_000
    ) {
      process.exitCode = 1
    }
  }
  const whatsAppMeasured = whatsAppRuns.after.at(-1)
  if (whatsAppMeasured) {
    channels.push(whatsAppReport(whatsAppMeasured))
    if (whatsAppMeasured.p99 >= 200) process.exitCode = 1
  }
  if (args.baseline && (runPhoneScenario || runWhatsAppScenario)) {
    channels.push(
      channelsComparison({
        baseline: args.baseline,
        repeats: channelRepeats,
        phone: runPhoneScenario ? phoneRuns : undefined,
        whatsApp: runWhatsAppScenario ? whatsAppRuns : undefined,
      }),
    )
  }
  const phone = channels.length ? channels.join('\n\n') : undefined

  /** @type {Parameters<typeof renderReport>[0]['comparison']} */
  let comparison
  /** @type {Parameters<typeof renderReport>[0]['pair']} */
  let pair
  /** @type {Parameters<typeof renderReport>[0]['limits']} */
  let limits
  // Written after each part, so a run cut short still leaves what it measured.
  const writeReport = () => {
    const report = renderReport({
      machine,
      options: { connections, seconds, short: args.short },
      scenarios: [...scenarios, ...(upstream ? [UPSTREAM_BASELINE] : [])],
      single,
      upstream,
      comparison,
      pair,
      limits,
      phone,
      notes,
    })
    mkdirSync(path.dirname(args.out), { recursive: true })
    writeFileSync(args.out, report)
    log(`written ${args.out}`)
  }
  writeReport()

  const pagesCompared = scenarios.some((scenario) => [...PAGE_SCENARIOS, 'search'].includes(scenario.name))
  if (args.baseline && pagesCompared) {
    const repeats = Number(args.repeat)
    const compared = scenarios.filter((scenario) => [...PAGE_SCENARIOS, 'search'].includes(scenario.name))
    log(`before/after: ${args.baseline} on ${ports.baseline} and this build on ${ports.server}, ${repeats} runs each`)
    const before = await startServer({
      buildDir: args.baseline,
      port: ports.baseline,
      geminiUrl: fake.url,
      env: serverEnv,
    })
    running.push(before)
    const after = await startServer({ port: ports.server, geminiUrl: fake.url, env: serverEnv })
    running.push(after)
    const rows = compared.map((scenario) => ({ scenario: scenario.name, before: [], after: [] }))
    for (let run = 0; run < repeats; run++) {
      for (const [index, scenario] of compared.entries()) {
        const row = /** @type {{ before: unknown[], after: unknown[] }} */ (rows[index])
        await waitUntilIdle([before.pid, after.pid])
        row.before.push(
          await measure(before.url, scenario, { connections, seconds, label: 'before', pids: [before.pid] }),
        )
        await waitUntilIdle([before.pid, after.pid])
        row.after.push(await measure(after.url, scenario, { connections, seconds, label: 'after', pids: [after.pid] }))
        log(
          `${scenario.name} run ${run + 1}: before ${JSON.stringify(row.before.at(-1))} after ${JSON.stringify(row.after.at(-1))}`,
        )
      }
    }
    comparison = { baseline: args.baseline, repeats, rows }
    writeReport()
    await Promise.all([before.stop(), after.stop()])
    running.length = 0
  }

  if (!args['no-pair']) {
    log(`two instances on ${ports.a} and ${ports.b} behind the proxy on ${ports.proxy}`)
    const [a, b] = await Promise.all([
      startServer({ port: ports.a, geminiUrl: fake.url, env: serverEnv }),
      startServer({ port: ports.b, geminiUrl: fake.url, env: serverEnv }),
    ])
    running.push(a, b)
    const proxy = await startProxy({ port: ports.proxy, targets: [a.url, b.url] })
    running.push({ stop: proxy.close })
    pair = []
    for (const scenario of scenarios.filter((candidate) => candidate.name !== 'topic-json')) {
      log(`${scenario.name} through the proxy`)
      pair.push(
        await measure(proxy.url, scenario, {
          connections,
          seconds,
          label: '2 instances + proxy',
          pids: [a.pid, b.pid],
        }),
      )
      log(JSON.stringify(pair.at(-1)))
    }
    limits = process.env.REDIS_URL ? await checkLimitsAcrossInstances(a.url, b.url) : null
    if (limits) log(`limits across instances: ${limits.pass ? 'PASS' : 'FAIL'}: ${limits.detail}`)
    writeReport()
  }
  if (limits && !limits.pass) process.exitCode = 1
} finally {
  for (const process_ of running.reverse()) await process_.stop()
  await fake.close()
}
