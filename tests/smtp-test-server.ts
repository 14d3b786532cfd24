// A real SMTP server on 127.0.0.1 for the mail tests (smtp-server): it keeps every message it
// accepts, or refuses them with a status the test chooses, and can be stopped and started again
// on the same port to play a mail server that is down for a while.
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** The envelope: what the sender told the server, whatever the headers say. */
  mailFrom: string
  rcptTo: string[]
  headers: Map<string, string>
  /** The text, decoded from its transfer encoding, with LF line ends. */
  text: string
}

export interface SmtpTestServer {
  url: string
  received: ReceivedMail[]
  /** Refuse each message with this status (e.g. 451 "try later", 550 "no such user"), or accept again with undefined. */
  refuseWith(responseCode: number | undefined): void
  stop(): Promise<void>
  /** Listens again on the same port. */
  restart(): Promise<void>
}

interface TestServerOptions {
  /** Ask for a login (AUTH PLAIN or LOGIN, allowed without TLS on this local server) with these. */
  login?: { user: string; password: string }
}

export async function startSmtpTestServer({ login }: TestServerOptions = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = []
  let refusal: number | undefined
  let port = 0
  let server: SMTPServer | undefined

  const listen = async () => {
    server = new SMTPServer({
      // A local test server: no TLS, and a login only when asked (the transport meets the server's offer).
      disabledCommands: login ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      allowInsecureAuth: true,
      authOptional: !login,
      logger: false,
      onAuth(auth, _session, callback) {
        if (login && auth.username === login.user && auth.password === login.password) {
          callback(null, { user: auth.username })
        } else {
          callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }))
        }
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          if (refusal) {
            callback(Object.assign(new Error(`Refused by the test server (${refusal})`), { responseCode: refusal }))
            return
          }
          received.push(parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope))
          callback()
        })
      },
    })
    server.listen(port, '127.0.0.1')
    await once(server.server, 'listening')
    port = (server.server.address() as AddressInfo).port
  }
  await listen()

  const stop = async () => {
    const closing = server
    server = undefined
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()))
  }

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`
    },
    received,
    refuseWith(code) {
      refusal = code
    },
    stop,
    restart: listen,
  }
}

interface Envelope {
  mailFrom: false | { address: string }
  rcptTo: { address: string }[]
}

function parseMail(raw: string, envelope: Envelope): ReceivedMail {
  const [head = '', ...rest] = raw.replace(/\r\n/g, '\n').split('\n\n')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()))
  }
  const body = rest.join('\n\n')
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase()
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body
  return {
    mailFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
    rcptTo: envelope.rcptTo.map((recipient) => recipient.address),
    headers,
    text: text.replace(/\r\n/g, '\n').replace(/\n$/, ''),
  }
}

function decodeQuotedPrintable(text: string) {
  const joined = text.replace(/=\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header. */
function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}
