// The phone channels and WhatsApp in `npm run load`: each scenario on a server of its own with its
// fake provider, and with `--baseline DIR` the same scenario against the other build too, run
// after run in turn (before, after, before…), each side's median of the runs reported.
import { startFakeAfricasTalking } from '../../tests/fake-africastalking.mjs'
import {
  FAKE_APP_SECRET,
  FAKE_PHONE_NUMBER_ID,
  FAKE_VERIFY_TOKEN,
  FAKE_WHATSAPP_TOKEN,
  startFakeWhatsApp,
} from '../../tests/fake-whatsapp.mjs'
import { measurePhone, phoneReport } from './phone.mjs'
import { startServer } from './processes.mjs'
import { median } from './stats.mjs'
import { measureWhatsApp, whatsAppReport } from './whatsapp.mjs'

const CALLBACK_SECRET = 'load-callback-secret-0123456789ab'

/**
 * @typedef {{ buildDir?: string, port: number, gatewayPort: number, geminiUrl: string,
 *   env: Record<string, string | undefined>, seconds: number }} RunOptions
 */

/**
 * Starts the fake provider, then the server with the provider's settings, measures, stops both.
 * @template {{ close(): Promise<unknown> }} Fake @template Result
 * @param {RunOptions} options @param {Promise<Fake>} started
 * @param {(fake: Fake) => Record<string, string>} settings @param {(fake: Fake, pid: number) => Promise<Result>} measure
 */
async function measureWith({ buildDir, port, geminiUrl, env }, started, settings, measure) {
  const fake = await started
  try {
    const server = await startServer({ buildDir, port, geminiUrl, env: { ...env, ...settings(fake) } })
    try {
      return await measure(fake, server.pid)
    } finally {
      await server.stop()
    }
  } finally {
    await fake.close()
  }
}

/** One run of the USSD and SMS scenario against a build. @param {RunOptions} options */
export function runPhone(options) {
  const callbackUrl = `http://127.0.0.1:${options.port}/channels/africastalking/${CALLBACK_SECRET}`
  return measureWith(
    options,
    startFakeAfricasTalking({ port: options.gatewayPort, callbackUrl }),
    (gateway) => ({
      AT_API_BASE_URL: gateway.url,
      AT_USERNAME: 'sandbox',
      AT_API_KEY: 'fake-at-api-key',
      AT_SHORTCODE: '22384',
      AT_CALLBACK_SECRET: CALLBACK_SECRET,
      AT_USSD_CODE: '*384*22#',
      SMS_DAILY_BUDGET: '1000000',
    }),
    (gateway, pid) => measurePhone(gateway, { sessions: 100, seconds: options.seconds, questions: 50, pids: [pid] }),
  )
}

/** One run of the WhatsApp webhook scenario against a build. @param {RunOptions} options */
export function runWhatsApp(options) {
  const webhookUrl = `http://127.0.0.1:${options.port}/channels/whatsapp`
  return measureWith(
    options,
    startFakeWhatsApp({ port: options.gatewayPort, webhookUrl }).then((graph) => {
      graph.setWebhook(webhookUrl)
      return graph
    }),
    (graph) => ({
      WHATSAPP_GRAPH_BASE_URL: graph.graphBaseUrl,
      WHATSAPP_ACCESS_TOKEN: FAKE_WHATSAPP_TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: FAKE_PHONE_NUMBER_ID,
      WHATSAPP_VERIFY_TOKEN: FAKE_VERIFY_TOKEN,
      WHATSAPP_APP_SECRET: FAKE_APP_SECRET,
    }),
    (_graph, pid) =>
      measureWhatsApp(
        { url: webhookUrl, appSecret: FAKE_APP_SECRET },
        { senders: 50, seconds: options.seconds, pids: [pid] },
      ),
  )
}

/**
 * The before/after table of the channels' scenarios: each side's median of its runs.
 * @param {{ baseline: string, repeats: number, phone?: { before: any[], after: any[] }, whatsApp?: { before: any[], after: any[] } }} comparison
 */
export function channelsComparison({ baseline, repeats, phone, whatsApp }) {
  const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`
  const cpu = (/** @type {number} */ value) => `${value.toFixed(2)} ms`
  /** @param {any[]} runs @param {(run: any) => number} pick */
  const mid = (runs, pick) => median(runs.map(pick))
  const lines = [
    `## Channels: before (\`${baseline}\`) and after (this build), ${repeats} runs each in turn, medians`,
    '',
    '| Scenario | Build | p50 | p99 | max | Server CPU each |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
  ]
  for (const [side, runs] of /** @type {const} */ ([
    ['before', phone?.before],
    ['after', phone?.after],
  ])) {
    if (!runs?.length) continue
    lines.push(
      `| USSD step | ${side} | ${ms(mid(runs, (run) => run.ussd.p50))} | ${ms(mid(runs, (run) => run.ussd.p99))} | ${ms(mid(runs, (run) => run.ussd.max))} | ${cpu(mid(runs, (run) => run.ussd.cpuPerStep))} |`,
    )
  }
  for (const [side, runs] of /** @type {const} */ ([
    ['before', whatsApp?.before],
    ['after', whatsApp?.after],
  ])) {
    if (!runs?.length) continue
    lines.push(
      `| WhatsApp post | ${side} | ${ms(mid(runs, (run) => run.p50))} | ${ms(mid(runs, (run) => run.p99))} | ${ms(mid(runs, (run) => run.max))} | ${cpu(mid(runs, (run) => run.cpuPerPost))} |`,
    )
  }
  return lines.join('\n')
}

export { phoneReport, whatsAppReport }
