// Meta's side of the WhatsApp load scenario, in a thread of its own: bursts of signed text
// messages posted to the webhook, each timed from its send to the end of its answer. A thread of
// its own, because the load process also plays the fake Gemini and the fake Graph API for the
// server's answers: on that busy event loop, the time a response waited to be read would be
// counted as the server's. Posted with node:http on kept-alive connections, as Meta's senders keep
// theirs; a first burst, not counted, opens them and warms this thread's code.
import http from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'
import { sign, text } from '../../tests/fake-whatsapp.mjs'

const QUESTIONS = [
  'Nawezaje kuzuia viwavijeshi kwenye mahindi?',
  'How do I store maize so it does not rot?',
  'Ng’ombe wangu ana kupe, nifanye nini?',
  'When should I plant beans in Kirinyaga?',
]

/** @type {{ url: string, appSecret: string, senders: number, seconds: number, everyMs: number }} */
const { url, appSecret, senders, seconds, everyMs } = workerData
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })
let numbers = 0

/** One farmer's first message (a number of its own: the webhook's heaviest post), timed to its answer. */
function post() {
  numbers += 1
  const phone = `2547${String(30_000_000 + numbers).slice(-8)}`
  const raw = JSON.stringify(text({ phone }, QUESTIONS[numbers % QUESTIONS.length] ?? ''))
  const headers = {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(raw),
    'x-hub-signature-256': sign(raw, appSecret),
  }
  return /** @type {Promise<{ status: number, ms: number }>} */ (
    new Promise((resolve, reject) => {
      const started = performance.now()
      const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }))
      })
      request.on('error', reject)
      request.end(raw)
    })
  )
}

/** @param {number} started */
const restOfTurn = (started) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, everyMs - (Date.now() - started))))

const warmUp = Date.now()
await Promise.all(Array.from({ length: senders }, post))
await restOfTurn(warmUp)
parentPort?.postMessage('counting')

/** @type {number[]} */
const postMs = []
/** @type {Record<string, number>} */
const statuses = {}
const deadline = Date.now() + seconds * 1000
while (Date.now() < deadline) {
  const burst = Date.now()
  for (const { status, ms } of await Promise.all(Array.from({ length: senders }, post))) {
    postMs.push(ms)
    statuses[status] = (statuses[status] ?? 0) + 1
  }
  await restOfTurn(burst)
}
agent.destroy()
parentPort?.postMessage({ postMs, statuses })
