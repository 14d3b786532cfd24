// `npm run phone`: a basic phone in the terminal. Starts the production build (npm run build
// first) with the phone channels on, a fake Africa's Talking on 127.0.0.1 that posts the
// farmer's side to the server's callbacks, and the fake Gemini; then reads commands:
//
//   dial            dial the USSD code; each line after it is an answer, until the menu ends
//                   (or another command: the farmer hangs up)
//   sms TEXT        send TEXT to the shortcode (a question, or a keyword: MSAADA, STOP, M …)
//   as +2547…       be another phone
//   inbox           every SMS this phone has received
//   wait            wait for the next SMS (up to 30 s), e.g. when commands come from a file
//   quit
//
// SMS that reach the phone are printed as they arrive. Options: --offline (no AI key: the
// offline assistant answers), --verbose (the server's log). Ports: PHONE_PORT (default 3360) for
// the fake gateway, PHONE_PORT+1 for the server, PHONE_PORT+2 for the fake Gemini.
//
//   printf 'dial\n1\nNifanyeje viwavijeshi?\nwait\n' | npm run phone
import { createInterface } from 'node:readline/promises'
import { parseArgs } from 'node:util'
import { setTimeout as sleep } from 'node:timers/promises'
import { startFakeGemini, startServer } from './load/processes.mjs'
import {
  FAKE_AT_API_KEY,
  FAKE_AT_SHORTCODE,
  FAKE_AT_USERNAME,
  FAKE_USSD_CODE,
  startFakeAfricasTalking,
} from '../tests/fake-africastalking.mjs'

const { values: args } = parseArgs({
  options: { offline: { type: 'boolean', default: false }, verbose: { type: 'boolean', default: false } },
})
const basePort = Number(process.env.PHONE_PORT ?? 3360)
const secret = 'phone-simulator-secret-0123456789'

const gemini = args.offline ? undefined : await startFakeGemini({ port: basePort + 2 })
const gateway = await startFakeAfricasTalking({
  port: basePort,
  callbackUrl: `http://127.0.0.1:${basePort + 1}/channels/africastalking/${secret}`,
})
console.log(`Starting the server on 127.0.0.1:${basePort + 1} (it renders every page first)…`)
const server = await startServer({
  port: basePort + 1,
  geminiUrl: gemini?.url ?? 'http://127.0.0.1:9',
  quiet: !args.verbose,
  env: {
    ...(args.offline ? { GEMINI_API_KEY: '' } : {}),
    AT_API_BASE_URL: gateway.url,
    AT_USERNAME: FAKE_AT_USERNAME,
    AT_API_KEY: FAKE_AT_API_KEY,
    AT_SHORTCODE: FAKE_AT_SHORTCODE,
    AT_CALLBACK_SECRET: secret,
    AT_USSD_CODE: FAKE_USSD_CODE,
  },
})

let phone = '+254712345678'
/** @type {string | undefined} the USSD session under way */
let session
/** @type {string[]} the answers of that session so far */
let path = []
let shown = 0

const print = (/** @type {string} */ text) => console.log(text)
const screen = (/** @type {string} */ body) =>
  print(
    `┌─ USSD (${body.length - 4} characters)\n${body.replace(/^(CON|END) /, '').replace(/^/gm, '│ ')}\n└─ ${body.slice(0, 3)}`,
  )

/** Prints what reached this phone since last time. */
function showNewSms() {
  const inbox = gateway.inbox(phone)
  for (const sms of inbox.slice(shown)) {
    print(
      `✉ SMS from ${sms.from} (${sms.segments} segment${sms.segments === 1 ? '' : 's'}):\n${sms.message.replace(/^/gm, '  ')}`,
    )
  }
  shown = inbox.length
}
const poller = setInterval(showNewSms, 300)

async function ussd(/** @type {string} */ input) {
  const started = performance.now()
  const { body, status } = await gateway.ussd(phone, path.join('*'), session)
  if (status !== 200) print(`(the server answered ${status}: ${body})`)
  else screen(body)
  print(`   (${Math.round(performance.now() - started)} ms${input === '' ? ', dialled ' + FAKE_USSD_CODE : ''})`)
  if (!body.startsWith('CON ')) session = undefined
}

async function run(/** @type {string} */ line) {
  const text = line.trim()
  const [command = '', ...rest] = text.split(/\s+/)
  // In a USSD session every line is an answer, but for the simulator's own commands (the farmer
  // hangs up to send an SMS or dial again).
  if (session && !COMMANDS.includes(command.toLowerCase())) {
    path.push(text)
    return ussd(text)
  }
  session = undefined
  const argument = text.slice(command.length).trim()
  switch (command.toLowerCase()) {
    case '':
      return
    case 'dial':
      session = `sim-${Date.now()}`
      path = []
      return ussd('')
    case 'sms': {
      if (!argument) return print('sms TEXT: what the farmer types, e.g. sms Mahindi yangu yana viwavi')
      const { status, body } = await gateway.sendSms(phone, argument)
      return print(`→ sent to ${FAKE_AT_SHORTCODE}: ${argument}   (server: ${status} ${body})`)
    }
    case 'as':
      if (!/^\+254\d{9}$/.test(rest[0] ?? '')) return print('as +2547XXXXXXXX: a Kenyan number in E.164')
      phone = /** @type {string} */ (rest[0])
      shown = gateway.inbox(phone).length
      return print(`Now ${phone}.`)
    case 'inbox':
      for (const sms of gateway.inbox(phone)) print(`✉ ${sms.message.replace(/\n/g, ' ⏎ ')}`)
      return
    case 'wait': {
      const before = gateway.inbox(phone).length
      const deadline = Date.now() + 30_000
      while (gateway.inbox(phone).length === before && Date.now() < deadline) await sleep(200)
      await sleep(300)
      return showNewSms()
    }
    case 'help':
      return print('dial · sms TEXT · as +2547… · inbox · wait · quit')
    case 'quit':
    case 'exit':
      throw new Quit()
    default:
      return print(`Unknown command "${command}". Try: dial · sms TEXT · as +2547… · inbox · wait · quit`)
  }
}

class Quit extends Error {}

const COMMANDS = ['dial', 'sms', 'as', 'inbox', 'wait', 'help', 'quit', 'exit']

print(
  `Ready. You are ${phone}. ${args.offline ? 'No AI key: the offline assistant answers.' : 'The fake Gemini answers.'}`,
)
print('Commands: dial · sms TEXT · as +2547… · inbox · wait · quit')
const input = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY })
try {
  for await (const line of input) {
    if (!process.stdin.isTTY) print(`> ${line}`)
    await run(line)
  }
  // Commands from a file: the last answers still on their way.
  if (!process.stdin.isTTY) await sleep(1000)
  showNewSms()
} catch (error) {
  if (!(error instanceof Quit)) throw error
} finally {
  clearInterval(poller)
  input.close()
  await server.stop()
  await gateway.close()
  await gemini?.close()
}
