// WhatsApp's webhook under load, on one instance: `senders` messages at once, each a text message
// posted as Meta does (signed with X-Hub-Signature-256, one event a post, a number of its own for
// each message, so every post is a farmer's first and the webhook's heaviest), a burst every
// `everyMs` for `seconds`. Each post is timed from its send to the 200 answer; the server's CPU
// time per post is read from /proc. The answers themselves are the worker's, after the 200, and
// run meanwhile against the fake Gemini and the fake Graph API, as they would.
import { cpuMs } from './measure.mjs'
import { percentile, statusList } from './phone.mjs'
import { text } from '../../tests/fake-whatsapp.mjs'

const QUESTIONS = [
  'Nawezaje kuzuia viwavijeshi kwenye mahindi?',
  'How do I store maize so it does not rot?',
  'Ng’ombe wangu ana kupe, nifanye nini?',
  'When should I plant beans in Kirinyaga?',
]

/**
 * @param {{ post(payload: unknown): Promise<{ status: number, body: string, ms: number }> }} fake
 * @param {{ senders?: number, seconds?: number, everyMs?: number, pids?: number[] }} [options]
 */
export async function measureWhatsApp(fake, { senders = 50, seconds = 30, everyMs = 1000, pids = [] } = {}) {
  const cpuBefore = cpuMs(pids)
  /** @type {number[]} */
  const postMs = []
  /** @type {Record<string, number>} */
  const statuses = {}
  let numbers = 0
  const deadline = Date.now() + seconds * 1000
  const post = async () => {
    numbers += 1
    const phone = `2547${String(30_000_000 + numbers).slice(-8)}`
    const { status, ms } = await fake.post(text({ phone }, QUESTIONS[numbers % QUESTIONS.length] ?? ''))
    postMs.push(ms)
    statuses[status] = (statuses[status] ?? 0) + 1
  }
  while (Date.now() < deadline) {
    const burst = Date.now()
    await Promise.all(Array.from({ length: senders }, post))
    const rest = everyMs - (Date.now() - burst)
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest))
  }
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
    `${measured.senders} messages at once, every ${ms(measured.everyMs)} for ${measured.seconds} s, each a signed ` +
      `text message as Meta posts it, from a new number (a farmer's first message): ${measured.posts} posts, ` +
      `time to the answer p50 ${ms(measured.p50)}, p99 ${ms(measured.p99)}, max ${ms(measured.max)} ` +
      `(target p99 < 200 ms: ${measured.p99 < 200 ? 'PASS' : 'FAIL'}); server CPU ` +
      `${Number.isFinite(measured.cpuPerPost) ? measured.cpuPerPost.toFixed(2) : '–'} ms a post; answers ${statuses}.`,
  ].join('\n')
}
