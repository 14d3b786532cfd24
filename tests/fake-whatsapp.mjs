// @ts-check
// A fake WhatsApp Cloud API (Meta's Graph API) on 127.0.0.1, for the server tests, the WhatsApp
// journey tests and the load script. It answers as the Graph API does: POST /{version}/{phone
// number id}/messages (text, interactive reply buttons, templates, mark read) with the bearer
// token, WhatsApp's limits checked (4,096 characters of text, 1 to 3 buttons of at most 20
// characters, only approved templates), and GET /{version}/{media id} then the media's own URL
// for a farmer's photo or voice note. It records what was sent, and refuses what a test asks it
// to: a Graph API error code for one recipient, or for the next calls (Meta's error body, with
// the HTTP status Meta uses for it).
//
// It plays the farmer too: `post(payload)` signs an event as Meta does (X-Hub-Signature-256,
// HMAC-SHA256 of the raw body with the app secret) and posts it to our webhook; `text()`,
// `image()`, `audio()`, `buttonReply()` and `status()` build Meta's event bodies.
//
//   node tests/fake-whatsapp.mjs    listens on FAKE_WHATSAPP_PORT (default: the fake Gemini's port less 3)
import { createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import { pathToFileURL } from 'node:url'

export const FAKE_WHATSAPP_TOKEN = 'fake-whatsapp-access-token-0123456789'
export const FAKE_PHONE_NUMBER_ID = '106540352242922'
export const FAKE_BUSINESS_NUMBER = '254700000001'
export const FAKE_VERIFY_TOKEN = 'fake-verify-token-0123456789'
export const FAKE_APP_SECRET = 'fakeappsecret0123456789abcdef0123'
export const GRAPH_VERSION = 'v26.0'

/** The templates the fake business has had approved, by name and language. */
export const APPROVED_TEMPLATES = ['answer_ready:sw', 'answer_ready:en']

/** The HTTP status Meta answers each error code with (a code not here: 400). */
const HTTP_STATUS = /** @type {Record<number, number>} */ ({
  190: 401,
  0: 401,
  10: 403,
  4: 429,
  80007: 429,
  130429: 429,
  131056: 429,
  131048: 429,
  131000: 500,
  131016: 503,
  2: 503,
})

/**
 * @typedef {object} SentMessage
 * @property {string} id
 * @property {string | undefined} to        digits, as sent
 * @property {string | undefined} recipient a business-scoped user id, as sent
 * @property {string} type
 * @property {any} body                     the whole request body
 * @property {number} at
 */

/**
 * @param {{ port?: number, host?: string, webhookUrl?: string, appSecret?: string, token?: string }} [options]
 */
export async function startFakeWhatsApp({
  port = 0,
  host = '127.0.0.1',
  webhookUrl,
  appSecret = FAKE_APP_SECRET,
  token = FAKE_WHATSAPP_TOKEN,
} = {}) {
  /** @type {SentMessage[]} */
  const sent = []
  /** The ids of the farmers' messages marked read, in order. @type {string[]} */
  const read = []
  /** @type {{ method: string, path: string, headers: http.IncomingHttpHeaders }[]} */
  const requests = []
  /** @type {Map<string, number>} */
  const recipientErrors = new Map()
  /** @type {{ code: number }[]} */
  const nextErrors = []
  /** @type {Map<string, { bytes: Buffer, mimeType: string }>} */
  const media = new Map()
  let target = webhookUrl
  let counter = 0

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    requests.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers })
    if (req.headers.authorization !== `Bearer ${token}`) {
      return graphError(res, 190, 'Error validating access token: The session is invalid.')
    }
    const parts = url.pathname.split('/').filter(Boolean)
    if (req.method === 'GET' && parts[0] === 'media' && parts[1]) {
      const item = media.get(parts[1])
      if (!item) return graphError(res, 100, 'Invalid parameter')
      res.writeHead(200, { 'Content-Type': item.mimeType, 'Content-Length': item.bytes.length })
      return res.end(item.bytes)
    }
    if (parts[0] !== GRAPH_VERSION) return graphError(res, 100, 'Unknown path components')
    if (req.method === 'GET' && parts.length === 2) {
      const item = media.get(parts[1] ?? '')
      if (!item) return graphError(res, 100, 'Invalid parameter')
      return sendJson(res, 200, {
        messaging_product: 'whatsapp',
        url: `http://${host}:${address().port}/media/${parts[1]}`,
        mime_type: item.mimeType,
        sha256: 'not-checked',
        file_size: item.bytes.length,
        id: parts[1],
      })
    }
    if (req.method === 'POST' && parts.length === 3 && parts[2] === 'messages') {
      if (parts[1] !== FAKE_PHONE_NUMBER_ID) return graphError(res, 100, 'Unsupported post request')
      /** @type {any} */
      let body
      try {
        body = JSON.parse(await readBody(req))
      } catch {
        return graphError(res, 100, 'Invalid parameter')
      }
      if (body.messaging_product !== 'whatsapp') return graphError(res, 100, 'Invalid parameter')
      if (body.status === 'read') {
        read.push(String(body.message_id))
        return sendJson(res, 200, { success: true })
      }
      const injected = nextErrors.shift()?.code ?? recipientErrors.get(body.to ?? body.recipient)
      if (injected !== undefined) return graphError(res, injected, `Injected error ${injected}`)
      const problem = checkMessage(body)
      if (problem) return graphError(res, problem.code, problem.message)
      counter += 1
      const id = `wamid.FAKE${String(counter).padStart(6, '0')}${randomBytes(4).toString('hex')}`
      sent.push({ id, to: body.to, recipient: body.recipient, type: body.type, body, at: Date.now() })
      return sendJson(res, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to ?? body.recipient, wa_id: body.to ?? undefined }],
        messages: [{ id }],
      })
    }
    return graphError(res, 100, 'Unsupported request')
  })
  await new Promise((resolve) => server.listen(port, host, () => resolve(undefined)))
  const address = () => /** @type {import('node:net').AddressInfo} */ (server.address())
  const base = `http://${host}:${address().port}`

  return {
    url: base,
    /** WHATSAPP_GRAPH_BASE_URL for this fake. */
    graphBaseUrl: `${base}/${GRAPH_VERSION}`,
    sent,
    read,
    requests,
    /** What one farmer received: by phone digits or business-scoped id. */
    /** @param {string} who */
    inbox: (who) => sent.filter((message) => message.to === who.replace(/^\+/, '') || message.recipient === who),
    /** @param {string} who digits or user id @param {number | null} code */
    setRecipientError(who, code) {
      if (code === null) recipientErrors.delete(who)
      else recipientErrors.set(who, code)
    },
    /** The next `times` sends answer Graph API error `code`. @param {number} code */
    failNext(code, times = 1) {
      for (let index = 0; index < times; index += 1) nextErrors.push({ code })
    },
    /** Keeps a farmer's photo or voice note; returns its media id. */
    /** @param {Buffer} bytes @param {string} mimeType */
    addMedia(bytes, mimeType) {
      const id = String(900000000000000 + media.size + 1)
      media.set(id, { bytes, mimeType })
      return id
    },
    /** @param {string} url */
    setWebhook(url) {
      target = url
    },
    /**
     * Posts an event to our webhook, signed as Meta signs it (or with `signature` as given).
     * @param {unknown} payload @param {{ signature?: string }} [options]
     */
    async post(payload, { signature } = {}) {
      if (!target) throw new Error('No webhook address: setWebhook(url) first')
      const raw = JSON.stringify(payload)
      const started = performance.now()
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature ?? sign(raw, appSecret) },
        body: raw,
      })
      return { status: response.status, body: await response.text(), ms: performance.now() - started }
    },
    reset() {
      sent.length = 0
      read.length = 0
      requests.length = 0
      nextErrors.length = 0
      recipientErrors.clear()
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve(undefined))
      }),
  }
}

/** Meta's signature of a raw body: `sha256=` and the hex HMAC-SHA256 with the app secret. */
/** @param {string | Buffer} raw @param {string} secret */
export function sign(raw, secret) {
  return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`
}

/**
 * A farmer as the webhook names them: `phone` digits (withheld for some username users),
 * `userId` their business-scoped id.
 * @typedef {{ phone?: string, userId?: string, name?: string }} Farmer
 */

let eventCounter = 0
const nextId = () => `wamid.IN${Date.now()}${(eventCounter += 1)}`

/** @param {Farmer} farmer @param {Record<string, unknown>} message */
function event(farmer, message) {
  const timestamp = String(Math.floor(Date.now() / 1000))
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: FAKE_BUSINESS_NUMBER, phone_number_id: FAKE_PHONE_NUMBER_ID },
              contacts: [
                {
                  profile: { name: farmer.name ?? 'Mkulima' },
                  ...(farmer.phone ? { wa_id: farmer.phone } : {}),
                  ...(farmer.userId ? { user_id: farmer.userId } : {}),
                },
              ],
              messages: [
                {
                  ...(farmer.phone ? { from: farmer.phone } : {}),
                  ...(farmer.userId ? { from_user_id: farmer.userId } : {}),
                  id: nextId(),
                  timestamp,
                  ...message,
                },
              ],
            },
          },
        ],
      },
    ],
  }
}

/** @param {Farmer} farmer @param {string} body */
export const text = (farmer, body) => event(farmer, { type: 'text', text: { body } })
/** @param {Farmer} farmer @param {string} mediaId @param {string} [caption] */
export const image = (farmer, mediaId, caption) =>
  event(farmer, {
    type: 'image',
    image: { id: mediaId, mime_type: 'image/jpeg', sha256: 'x', ...(caption ? { caption } : {}) },
  })
/** @param {Farmer} farmer @param {string} mediaId */
export const audio = (farmer, mediaId) =>
  event(farmer, { type: 'audio', audio: { id: mediaId, mime_type: 'audio/ogg; codecs=opus', voice: true } })
/** @param {Farmer} farmer @param {string} id @param {string} title */
export const buttonReply = (farmer, id, title) =>
  event(farmer, { type: 'interactive', interactive: { type: 'button_reply', button_reply: { id, title } } })

/**
 * A delivery status of a message we sent.
 * @param {string} messageId @param {'sent' | 'delivered' | 'read' | 'failed'} status @param {Farmer} farmer
 * @param {{ code: number, title: string }} [error]
 */
export function status(messageId, status, farmer, error) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: FAKE_BUSINESS_NUMBER, phone_number_id: FAKE_PHONE_NUMBER_ID },
              statuses: [
                {
                  id: messageId,
                  status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  ...(farmer.phone ? { recipient_id: farmer.phone } : {}),
                  ...(farmer.userId ? { recipient_user_id: farmer.userId } : {}),
                  ...(error ? { errors: [error] } : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  }
}

/** What WhatsApp refuses in a message body, as the Graph API would. @param {any} body */
function checkMessage(body) {
  if (!body.to && !body.recipient) return { code: 100, message: 'The parameter to is required.' }
  if (body.type === 'text') {
    const text = body.text?.body
    if (typeof text !== 'string' || text.length === 0) return { code: 131008, message: 'Required parameter is missing' }
    if (text.length > 4096) return { code: 100, message: 'Param text[body] must be at most 4096 characters long.' }
    return undefined
  }
  if (body.type === 'interactive') {
    const buttons = body.interactive?.action?.buttons
    if (!Array.isArray(buttons) || buttons.length < 1 || buttons.length > 3)
      return { code: 131009, message: 'Parameter value is not valid' }
    for (const button of buttons) {
      const title = button?.reply?.title
      if (typeof title !== 'string' || [...title].length > 20)
        return { code: 131009, message: 'Button title length invalid' }
    }
    if ((body.interactive?.body?.text ?? '').length > 1024) return { code: 131009, message: 'Body text too long' }
    return undefined
  }
  if (body.type === 'template') {
    const key = `${body.template?.name}:${body.template?.language?.code}`
    if (!APPROVED_TEMPLATES.includes(key))
      return { code: 132001, message: 'Template name does not exist in the translation' }
    return undefined
  }
  return { code: 131051, message: 'Unsupported message type' }
}

/** @param {http.ServerResponse} res @param {number} code @param {string} message */
function graphError(res, code, message) {
  sendJson(res, HTTP_STATUS[code] ?? 400, {
    error: { message: `(#${code}) ${message}`, type: 'OAuthException', code, fbtrace_id: 'AFakeTrace' },
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.FAKE_WHATSAPP_PORT ?? Number(process.env.FAKE_GEMINI_PORT ?? 3199) - 3)
  const fake = await startFakeWhatsApp({ port, webhookUrl: process.env.FAKE_WHATSAPP_WEBHOOK_URL })
  console.log(`Fake WhatsApp Cloud API listening at ${fake.graphBaseUrl}`)
  const stop = () => void fake.close().then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
