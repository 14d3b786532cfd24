// The phone channels under load, on one instance with the fake Africa's Talking posting to its
// callbacks: (1) USSD, `sessions` farmers at once, each walking the menu step after step (home,
// guides, a topic, back, back, the profile, back) on a number of its own for each walk, pausing
// `thinkMs` between steps as a farmer reads and types (a real one takes several seconds; the
// gateway keeps each session open meanwhile), every step's time from the gateway's post to our
// screen, and the server's CPU time per step; (2) SMS, `questions` questions sent at once
// from as many phones, each timed from its post until its answer reaches the gateway (which comes
// after it was queued, so the figure is an upper bound on "queued within").

import { setTimeout as sleep } from 'node:timers/promises'
import { cpuMs } from './measure.mjs'
import { percentile } from './stats.mjs'

/** The steps of one walk: the inputs typed after dialling (each joined to the path as the gateway does). */
const WALK = ['2', '1', '0', '0', '5', '0']

/**
 * @param {{ post(kind: string, fields: Record<string, string>): Promise<{ status: number, body: string }>,
 *   ussd(phone: string, text: string, sessionId: string): Promise<{ status: number, body: string }>,
 *   sendSms(phone: string, text: string): Promise<{ status: number, body: string }>,
 *   inbox(phone: string): unknown[] }} gateway
 * @param {{ sessions?: number, seconds?: number, questions?: number, thinkMs?: number, pids?: number[] }} [options]
 */
export async function measurePhone(
  gateway,
  { sessions = 100, seconds = 30, questions = 50, thinkMs = 1000, pids = [] } = {},
) {
  const cpuBefore = cpuMs(pids)
  /** @type {number[]} */
  const ussdMs = []
  /** @type {Record<string, number>} */
  const ussdStatuses = {}
  let walks = 0
  let numbers = 0
  const deadline = Date.now() + seconds * 1000
  const farmer = async () => {
    while (Date.now() < deadline) {
      numbers += 1
      const phone = `+2547${String(10_000_000 + numbers).slice(-8)}`
      const sessionId = `load-${numbers}`
      for (let step = 0; step <= WALK.length; step += 1) {
        const started = performance.now()
        const { status, body } = await gateway.ussd(phone, WALK.slice(0, step).join('*'), sessionId)
        ussdMs.push(performance.now() - started)
        const kind = status === 200 ? body.slice(0, 3) : String(status)
        ussdStatuses[kind] = (ussdStatuses[kind] ?? 0) + 1
        // Sessions start spread over the first pause, as farmers dial at different moments.
        await sleep(step === 0 && walks < sessions ? Math.random() * thinkMs : thinkMs)
      }
      walks += 1
    }
  }
  await Promise.all(Array.from({ length: sessions }, farmer))
  const cpuPerStep = (cpuMs(pids) - cpuBefore) / ussdMs.length

  const started = Date.now()
  const phones = Array.from({ length: questions }, (_, index) => `+2547${String(20_000_000 + index).slice(-8)}`)
  /** @type {number[]} */
  const smsMs = []
  await Promise.all(
    phones.map(async (phone) => {
      const sent = performance.now()
      await gateway.sendSms(phone, 'How do I control fall armyworm in maize?')
      const until = Date.now() + 60_000
      while (gateway.inbox(phone).length === 0 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 50))
      if (gateway.inbox(phone).length > 0) smsMs.push(performance.now() - sent)
    }),
  )
  return {
    ussd: {
      sessions,
      seconds,
      walks,
      steps: ussdMs.length,
      p50: percentile(ussdMs, 0.5),
      p99: percentile(ussdMs, 0.99),
      max: Math.max(...ussdMs),
      thinkMs,
      cpuPerStep,
      statuses: ussdStatuses,
    },
    sms: {
      questions,
      answered: smsMs.length,
      p50: percentile(smsMs, 0.5),
      max: smsMs.length ? Math.max(...smsMs) : Number.NaN,
      wallSeconds: (Date.now() - started) / 1000,
    },
  }
}

/** `CON×700 END×100`: how many answers of each kind. @param {Record<string, number>} statuses */
export function statusList(statuses) {
  return Object.entries(statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')
}

/** @param {Awaited<ReturnType<typeof measurePhone>>} phone */
export function phoneReport(phone) {
  const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`
  const { ussd, sms } = phone
  const statuses = statusList(ussd.statuses)
  return [
    '## Phone channels (one instance, fake Africa’s Talking)',
    '',
    `USSD: ${ussd.sessions} sessions at once for ${ussd.seconds} s, each step ${ms(ussd.thinkMs)} after the last, ${ussd.walks} walks of ${WALK.length + 1} steps (${ussd.steps} steps): ` +
      `p50 ${ms(ussd.p50)}, p99 ${ms(ussd.p99)}, max ${ms(ussd.max)} (target p99 < 300 ms: ${ussd.p99 < 300 ? 'PASS' : 'FAIL'}); ` +
      `server CPU ${Number.isFinite(ussd.cpuPerStep) ? ussd.cpuPerStep.toFixed(2) : '–'} ms a step; answers ${statuses}.`,
    '',
    `SMS: ${sms.questions} questions at once from as many phones (the fake Gemini answers), ` +
      `${sms.answered} answers reached the gateway; from question to answer at the gateway p50 ${ms(sms.p50)}, max ${ms(sms.max)} ` +
      `(target: every answer queued within 10 s: ${sms.answered === sms.questions && sms.max < 10_000 ? 'PASS' : 'FAIL'}).`,
  ].join('\n')
}
