// WhatsApp's webhook under load, on one instance: `senders` messages at once, each a text message
// posted as Meta does (signed with X-Hub-Signature-256, one event a post, a number of its own for
// each message, so every post is a farmer's first and the webhook's heaviest), a burst every
// `everyMs` for `seconds` (whatsapp-sender.mjs, in a thread of its own). Each post is timed from its
// send to the 200 answer; the server's CPU time per post is read from /proc. The answers themselves
// are the worker's, after the 200, and run meanwhile against the fake Gemini and the fake Graph
// API, as they would: the CPU figure holds them too.
import { Worker } from 'node:worker_threads'
import { cpuMs } from './measure.mjs'
import { statusList } from './phone.mjs'
import { percentile } from './stats.mjs'

/**
 * @param {{ url: string, appSecret: string }} webhook
 * @param {{ senders?: number, seconds?: number, everyMs?: number, pids?: number[] }} [options]
 */
export async function measureWhatsApp(webhook, { senders = 50, seconds = 30, everyMs = 1000, pids = [] } = {}) {
  const sender = new Worker(new URL('./whatsapp-sender.mjs', import.meta.url), {
    workerData: { ...webhook, senders, seconds, everyMs },
  })
  let cpuBefore = Number.NaN
  /** @type {{ postMs: number[], statuses: Record<string, number> }} */
  const { postMs, statuses } = await new Promise((resolve, reject) => {
    sender.on('message', (message) => {
      // The server's CPU is counted from the first counted burst, with the answers it runs meanwhile.
      if (message === 'counting') cpuBefore = cpuMs(pids)
      else resolve(message)
    })
    sender.once('error', reject)
    sender.once('exit', (code) => reject(new Error(`The WhatsApp sender thread ended (${code}) before its report`)))
  })
  return {
    senders,
    seconds,
    everyMs,
    posts: postMs.length,
    p50: percentile(postMs, 0.5),
    p99: percentile(postMs, 0.99),
    max: Math.max(...postMs),
    cpuPerPost: (cpuMs(pids) - cpuBefore) / postMs.length,
    statuses,
  }
}

/** @param {Awaited<ReturnType<typeof measureWhatsApp>>} measured */
export function whatsAppReport(measured) {
  const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`
  const statuses = statusList(measured.statuses)
  return [
    '## WhatsApp webhook (one instance, fake Graph API)',
    '',
    `${measured.senders} messages at once, every ${ms(measured.everyMs)} for ${measured.seconds} s (after a first ` +
      `burst not counted), each a signed text message as Meta posts it, from a new number (a farmer's first ` +
      `message): ${measured.posts} posts, time from each post to its 200: p50 ${ms(measured.p50)}, ` +
      `p99 ${ms(measured.p99)}, max ${ms(measured.max)} (target p99 < 200 ms: ${measured.p99 < 200 ? 'PASS' : 'FAIL'}); ` +
      `server CPU ${Number.isFinite(measured.cpuPerPost) ? measured.cpuPerPost.toFixed(2) : '–'} ms a post, ` +
      `the answers' work that runs meanwhile included; statuses ${statuses}.`,
  ].join('\n')
}
