// @ts-check
// A fake Africa's Talking on 127.0.0.1, for the server tests, the phone journey tests, the load
// script and `npm run phone`. It answers SMS sends as the gateway does (POST /version1/messaging,
// form-encoded, the apiKey header, a 201 with SMSMessageData.Recipients), keeps every accepted
// message in the phone's inbox, and plays the farmer's side: it posts incoming SMS, USSD steps,
// delivery reports and opt-outs to our callbacks, as the gateway would.
//
// A recipient's status comes from, in order: a marker in the message ("[at:406]" or
// "[at:blacklisted]"), the status set for its number (POST /__control/numbers), or 101 Sent.
// The whole gateway can be made to fail (POST /__control/mode: "unavailable" answers 503,
// "reset" drops each connection, "slow" waits SLOW_MS) to test outages.
//
//   node tests/fake-africastalking.mjs    listens on FAKE_AT_PORT (default: the fake Gemini's port less 2)
//   FAKE_AT_CALLBACK_URL=http://127.0.0.1:3000/channels/africastalking/<secret> sets where it posts
//
// Control API (JSON): GET /__control/inbox?to=+2547…, GET /__control/sent, GET /__control/requests,
// POST /__control/reset, /mode {mode}, /numbers {"+2547…": 405}, /callback {url}, /sms {from, text},
// /ussd {phoneNumber, text, sessionId?}, /ussd/dial {phoneNumber}, /ussd/reply {sessionId, input},
// /deliver {id, status, failureReason?}, /opt-out {phoneNumber}, /auto-deliver {status | null}.
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { pathToFileURL } from 'node:url'

export const FAKE_AT_API_KEY = 'fake-at-api-key'
export const FAKE_AT_USERNAME = 'sandbox'
export const FAKE_AT_SHORTCODE = '22384'
export const FAKE_USSD_CODE = '*384*22#'

/** The per-recipient status codes as the gateway documents them. */
export const STATUS_NAMES = /** @type {Record<number, string>} */ ({
  100: 'Processed',
  101: 'Success',
  102: 'Queued',
  401: 'RiskHold',
  402: 'InvalidSenderId',
  403: 'InvalidPhoneNumber',
  404: 'UnsupportedNumberType',
  405: 'InsufficientBalance',
  406: 'UserInBlacklist',
  407: 'CouldNotRoute',
  409: 'DoNotDisturbRejection',
  500: 'InternalServerError',
  501: 'GatewayError',
  502: 'RejectedByGateway',
})

/** Markers a test may put in a message instead of a code. */
const MARKERS = /** @type {Record<string, number>} */ ({
  sent: 101,
  queued: 102,
  'invalid-number': 403,
  'insufficient-balance': 405,
  blacklisted: 406,
  'gateway-error': 501,
})

export const FAKE_AT_MODES = /** @type {const} */ (['normal', 'unavailable', 'reset', 'slow'])
/** @typedef {(typeof FAKE_AT_MODES)[number]} FakeAtMode */

const SLOW_MS = 2000
const COST_PER_SEGMENT_KES = 0.8

/**
 * @typedef {object} SentSms
 * @property {string} id
 * @property {string} to
 * @property {string} from
 * @property {string} message
 * @property {number} statusCode
 * @property {string} status
 * @property {number} segments
 * @property {number} at  ms since the epoch
 */

/**
 * Starts the fake. `port` 0 picks a free port.
 * @param {{ port?: number, host?: string, callbackUrl?: string, apiKey?: string }} [options]
 */
export async function startFakeAfricasTalking({
  port = 0,
  host = '127.0.0.1',
  callbackUrl = undefined,
  apiKey = FAKE_AT_API_KEY,
} = {}) {
  /** @type {FakeAtMode} */
  let mode = 'normal'
  /** @type {string | undefined} */
  let callback = callbackUrl?.replace(/\/+$/, '')
  /** @type {Map<string, number>} */
  let numberStatus = new Map()
  /** @type {SentSms[]} */
  let sent = []
  /** @type {Array<{ path: string, headers: http.IncomingHttpHeaders, form: Record<string, string> }>} */
  let requests = []
  /** @type {string | null} after each accepted send, a delivery report with this status */
  let autoDeliver = null
  /** @type {Map<string, { phoneNumber: string, path: string[] }>} */
  let sessions = new Map()
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set()

  /**
   * Posts a form to one of our callbacks, as the gateway does, and gives back what it answered.
   * @param {string} kind  "sms", "ussd", "delivery-reports" or "opt-out"
   * @param {Record<string, string>} fields
   */
  async function post(kind, fields) {
    if (!callback) throw new Error('No callback URL: POST /__control/callback {url} first')
    const started = performance.now()
    const response = await fetch(`${callback}/${kind}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    })
    const body = await response.text()
    return { status: response.status, body, ms: Math.round(performance.now() - started) }
  }

  /** @param {string} id @param {string} status @param {string} [failureReason] */
  function deliver(id, status, failureReason) {
    const message = sent.find((candidate) => candidate.id === id)
    return post('delivery-reports', {
      id,
      status,
      phoneNumber: message?.to ?? '',
      networkCode: '63902',
      ...(failureReason ? { failureReason } : {}),
      retryCount: '0',
    })
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const raw = await readBody(req)
    try {
      if (url.pathname.startsWith('/__control/')) return await control(url, raw, res)
      if (url.pathname !== '/version1/messaging' || req.method !== 'POST') {
        return sendText(res, 404, 'Not found')
      }
      const form = Object.fromEntries(new URLSearchParams(raw))
      requests.push({ path: url.pathname, headers: req.headers, form })
      if (mode === 'reset') return req.socket.destroy()
      if (mode === 'unavailable') return sendText(res, 503, 'Service Unavailable')
      if (mode === 'slow') await wait(SLOW_MS, timers)
      if (req.headers.apikey !== apiKey) return sendText(res, 401, 'The supplied authentication is invalid')
      if (!form.username || !form.to || !form.message) {
        return sendText(res, 400, 'Request is missing required form field')
      }
      const recipients = form.to.split(',').map((to) => to.trim())
      const results = recipients.map((to) => {
        const statusCode = markerStatus(form.message ?? '') ?? numberStatus.get(to) ?? 101
        const accepted = statusCode < 200
        const segments = countSegments(form.message ?? '')
        const id = accepted ? `ATXid_${randomUUID().replaceAll('-', '')}` : 'None'
        if (accepted) {
          sent.push({
            id,
            to,
            from: form.from ?? 'AFRICASTKNG',
            message: form.message ?? '',
            statusCode,
            status: STATUS_NAMES[statusCode] ?? 'Success',
            segments,
            at: Date.now(),
          })
        }
        return {
          statusCode,
          number: to,
          status: STATUS_NAMES[statusCode] ?? 'Unknown',
          cost: accepted ? `KES ${(segments * COST_PER_SEGMENT_KES).toFixed(4)}` : '0',
          messageId: id,
        }
      })
      const accepted = results.filter((result) => result.statusCode < 200)
      const cost = accepted.reduce((sum, result) => sum + Number(result.cost.slice(4)), 0)
      sendJson(res, 201, {
        SMSMessageData: {
          Message: `Sent to ${accepted.length}/${results.length} Total Cost: KES ${cost.toFixed(4)}`,
          Recipients: results,
        },
      })
      if (autoDeliver) {
        const status = autoDeliver
        for (const result of accepted) {
          const timer = setTimeout(() => {
            timers.delete(timer)
            deliver(result.messageId, status).catch(() => {})
          }, 50)
          timers.add(timer)
        }
      }
    } catch (error) {
      if (!res.headersSent) sendJson(res, 500, { error: error instanceof Error ? error.message : String(error) })
    }
  })

  /** @param {URL} url @param {string} raw @param {http.ServerResponse} res */
  async function control(url, raw, res) {
    /** @type {Record<string, unknown>} */
    const body = raw ? JSON.parse(raw) : {}
    const text = (/** @type {string} */ name) => String(body[name] ?? '')
    switch (url.pathname) {
      case '/__control/health':
        return sendJson(res, 200, { status: 'ok' })
      case '/__control/inbox': {
        const to = url.searchParams.get('to')
        return sendJson(res, 200, to ? sent.filter((message) => message.to === to) : sent)
      }
      case '/__control/sent':
        return sendJson(res, 200, sent)
      case '/__control/requests':
        // The key is never echoed back, even by a fake.
        return sendJson(
          res,
          200,
          requests.map(({ path, headers, form }) => ({
            path,
            hasApiKey: Boolean(headers.apikey),
            accept: headers.accept,
            form,
          })),
        )
      case '/__control/reset':
        mode = 'normal'
        numberStatus = new Map()
        sent = []
        requests = []
        autoDeliver = null
        sessions = new Map()
        return sendJson(res, 200, { mode })
      case '/__control/mode': {
        const next = FAKE_AT_MODES.find((candidate) => candidate === body.mode)
        if (!next) return sendJson(res, 400, { error: `mode must be one of ${FAKE_AT_MODES.join(', ')}` })
        mode = next
        return sendJson(res, 200, { mode })
      }
      case '/__control/numbers':
        for (const [number, code] of Object.entries(body)) numberStatus.set(number, Number(code))
        return sendJson(res, 200, Object.fromEntries(numberStatus))
      case '/__control/callback':
        callback = text('url').replace(/\/+$/, '')
        return sendJson(res, 200, { url: callback })
      case '/__control/auto-deliver':
        autoDeliver = typeof body.status === 'string' ? body.status : null
        return sendJson(res, 200, { status: autoDeliver })
      case '/__control/sms':
        return sendJson(
          res,
          200,
          await post('sms', {
            from: text('from'),
            to: text('to') || FAKE_AT_SHORTCODE,
            text: text('text'),
            date: new Date().toISOString().replace('T', ' ').slice(0, 19),
            id: text('id') || randomUUID(),
            linkId: randomUUID(),
            networkCode: '63902',
          }),
        )
      case '/__control/ussd':
        return sendJson(
          res,
          200,
          await post('ussd', ussdFields(text('sessionId') || randomUUID(), text('phoneNumber'), text('text'))),
        )
      case '/__control/ussd/dial': {
        const sessionId = randomUUID()
        sessions.set(sessionId, { phoneNumber: text('phoneNumber'), path: [] })
        const answer = await post('ussd', ussdFields(sessionId, text('phoneNumber'), ''))
        return sendJson(res, 200, { sessionId, ...answer })
      }
      case '/__control/ussd/reply': {
        const session = sessions.get(text('sessionId'))
        if (!session) return sendJson(res, 404, { error: 'no such USSD session (it ended, or was never dialled)' })
        session.path.push(text('input'))
        const answer = await post('ussd', ussdFields(text('sessionId'), session.phoneNumber, session.path.join('*')))
        if (!answer.body.startsWith('CON ')) sessions.delete(text('sessionId'))
        return sendJson(res, 200, { sessionId: text('sessionId'), ...answer })
      }
      case '/__control/deliver':
        return sendJson(res, 200, await deliver(text('id'), text('status'), text('failureReason') || undefined))
      case '/__control/opt-out':
        return sendJson(
          res,
          200,
          await post('opt-out', { senderId: FAKE_AT_SHORTCODE, phoneNumber: text('phoneNumber') }),
        )
      default:
        return sendJson(res, 404, { error: 'no such control endpoint' })
    }
  }

  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port

  return {
    url: `http://${host}:${actualPort}`,
    /** @param {FakeAtMode} next */
    setMode(next) {
      mode = next
    },
    /** @param {string} url */
    setCallback(url) {
      callback = url.replace(/\/+$/, '')
    },
    /** @param {string} number @param {number} statusCode */
    setNumberStatus(number, statusCode) {
      numberStatus.set(number, statusCode)
    },
    /** @param {string | null} status */
    setAutoDeliver(status) {
      autoDeliver = status
    },
    get sent() {
      return sent
    },
    get requests() {
      return requests
    },
    /** @param {string} to */
    inbox(to) {
      return sent.filter((message) => message.to === to)
    },
    /** @param {string} from @param {string} text */
    sendSms(from, text) {
      return post('sms', {
        from,
        to: FAKE_AT_SHORTCODE,
        text,
        date: new Date().toISOString().replace('T', ' ').slice(0, 19),
        id: randomUUID(),
        linkId: randomUUID(),
        networkCode: '63902',
      })
    },
    /** @param {string} phoneNumber @param {string} text @param {string} [sessionId] */
    ussd(phoneNumber, text, sessionId = randomUUID()) {
      return post('ussd', ussdFields(sessionId, phoneNumber, text))
    },
    deliver,
    /** @param {string} phoneNumber */
    optOut(phoneNumber) {
      return post('opt-out', { senderId: FAKE_AT_SHORTCODE, phoneNumber })
    },
    reset() {
      mode = 'normal'
      numberStatus = new Map()
      sent = []
      requests = []
      autoDeliver = null
      sessions = new Map()
    },
    close() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve(undefined)))
    },
  }
}

/** @param {string} sessionId @param {string} phoneNumber @param {string} text */
function ussdFields(sessionId, phoneNumber, text) {
  return { sessionId, serviceCode: FAKE_USSD_CODE, phoneNumber, networkCode: '63902', text }
}

/** @param {string} message @returns {number | undefined} */
function markerStatus(message) {
  const match = /\[at:([a-z0-9-]+)\]/.exec(message)
  if (!match?.[1]) return undefined
  return /^\d+$/.test(match[1]) ? Number(match[1]) : MARKERS[match[1]]
}

// Roughly as a phone counts: GSM-7 (160, 153 a part) unless a character is outside it (70, 67).
const GSM = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà^{}\\[~]|€\f',
)
/** @param {string} message */
function countSegments(message) {
  const characters = [...message]
  const isGsm = characters.every((character) => GSM.has(character))
  const size = isGsm
    ? characters.reduce((sum, character) => sum + ('^{}\\[~]|€\f'.includes(character) ? 2 : 1), 0)
    : message.length
  const [single, part] = isGsm ? [160, 153] : [70, 67]
  return size <= single ? 1 : Math.ceil(size / part)
}

/** @param {number} ms @param {Set<NodeJS.Timeout>} timers */
function wait(ms, timers) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      resolve(undefined)
    }, ms)
    timers.add(timer)
  })
}

/** @param {http.IncomingMessage} req @returns {Promise<string>} */
async function readBody(req) {
  let text = ''
  for await (const chunk of req) text += chunk
  return text
}

/** @param {http.ServerResponse} res @param {number} status @param {unknown} body */
function sendJson(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

/** @param {http.ServerResponse} res @param {number} status @param {string} text */
function sendText(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain' })
  res.end(text)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.FAKE_AT_PORT ?? Number(process.env.FAKE_GEMINI_PORT ?? 3199) - 2)
  const fake = await startFakeAfricasTalking({ port, callbackUrl: process.env.FAKE_AT_CALLBACK_URL })
  console.log(`Fake Africa's Talking listening at ${fake.url}`)
  const stop = () => void fake.close().then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
