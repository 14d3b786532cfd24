// A farmer on a basic phone, end to end through our callbacks: the fake Africa's Talking posts
// their USSD steps and SMS, the channels answer, and what reaches the phone is read from the
// fake's inbox. The AI service is the fake Gemini, or none (the offline assistant).
import { classifyRisk } from '~/lib/safety/classify'
import { safetyTextFor } from '~/lib/safety/safety-text'
import { normaliseForSms } from '~/lib/sms/normalise'
import { countSms } from '~/lib/sms/segments'
import { DEFAULT_GEMINI_MODEL } from '~/lib/env.server'
import { NORMAL_ANSWER, startFakeGemini } from '../tests/fake-gemini.mjs'
import { startPhoneServer, TEST_SITE_URL, type PhoneServer } from '../tests/phone-server'

const FARMER = '+254712345678'
const SHORT_LINK = new RegExp(`${TEST_SITE_URL.replace(/\./g, '\\.')}/g/[0-9a-z]{5}$`)

// Each test starts a server from fresh modules (the guides' indexes are built again): seconds, not milliseconds.
vi.setConfig({ testTimeout: 60_000 })

let gemini: Awaited<ReturnType<typeof startFakeGemini>>
let phone: PhoneServer | undefined

beforeAll(async () => {
  gemini = await startFakeGemini()
})
afterAll(async () => {
  await gemini.close()
})
afterEach(async () => {
  await phone?.close()
  phone = undefined
  gemini.reset()
  vi.unstubAllEnvs()
})

async function start({ ai }: { ai: boolean }) {
  vi.resetModules()
  vi.stubEnv('GEMINI_API_KEY', ai ? 'test-key-phone-4f1c' : '')
  vi.stubEnv('GEMINI_API_BASE_URL', gemini.url)
  vi.stubEnv('GEMINI_MODEL', DEFAULT_GEMINI_MODEL)
  phone = await startPhoneServer()
  return phone
}

/** Walks a USSD session: each input joined to the path, as the gateway sends it; the screens. */
async function walk(server: PhoneServer, inputs: string[], phoneNumber = FARMER) {
  const sessionId = `session-${Math.random().toString(36).slice(2)}`
  const screens = [(await server.fake.ussd(phoneNumber, '', sessionId)).body]
  for (let index = 1; index <= inputs.length; index += 1) {
    screens.push((await server.fake.ussd(phoneNumber, inputs.slice(0, index).join('*'), sessionId)).body)
  }
  return screens
}

function expectSms(text: string | undefined, maxSegments = 3) {
  expect(text).toBeDefined()
  const count = countSms(text!)
  expect(count.encoding).toBe('GSM-7')
  expect(count.segments).toBeLessThanOrEqual(maxSegments)
}

describe('a question by USSD', () => {
  it('in Kiswahili: the session ends at once, and the offline answer follows by SMS with its short link', async () => {
    const server = await start({ ai: false })
    const screens = await walk(server, ['1', 'Nifanyeje kuzuia viwavijeshi vamizi kwenye mahindi?'])
    expect(screens[0]).toMatch(/^CON Tujue Ukulima\n1 /)
    expect(screens[1]).toMatch(/^CON /)
    expect(screens[2]).toMatch(/^END .*SMS/)
    await server.settle()
    const [answer, ...more] = server.inbox(FARMER)
    expect(more).toEqual([])
    expectSms(answer)
    expect(answer).toContain('AI yetu haipatikani sasa')
    expect(answer).toMatch(/Zaidi: /)
    expect(answer!.split('\n').at(-1)).toMatch(SHORT_LINK)
  })

  it('in English, chosen in the menu: the AI answers by SMS in plain text', async () => {
    const server = await start({ ai: true })
    const screens = await walk(server, ['6', '2'])
    expect(screens.at(-1)).toMatch(/Ask a question/)
    await walk(server, ['1', 'When should I plant maize in Mwea?'])
    await server.settle()
    const [answer] = server.inbox(FARMER)
    expectSms(answer)
    expect(answer).toContain('plant at the start of the long rains')
    // The markdown of the model's answer is gone: a phone would show the asterisks.
    expect(answer).not.toContain('*')
    expect(NORMAL_ANSWER).toContain('**')
  })
})

describe('a question by SMS', () => {
  it('a high-risk question: the answer leads with its safety text, within three GSM-7 segments', async () => {
    const server = await start({ ai: true })
    const question = 'How much DDT should I mix per litre of water for my tomatoes?'
    const kinds = classifyRisk(question)
    expect(kinds.length).toBeGreaterThan(0)
    await server.fake.sendSms(FARMER, question)
    await server.settle()
    const [answer] = server.inbox(FARMER)
    expectSms(answer)
    const lead = normaliseForSms(safetyTextFor(kinds.slice(0, 1), 'en'), 'en')
    expect(answer!.startsWith(lead.slice(0, 60))).toBe(true)
    expect(answer).toContain('plant at the start')
  })

  it('the same message posted twice by the gateway is answered once', async () => {
    const server = await start({ ai: false })
    const fields = {
      from: FARMER,
      to: '22384',
      text: 'How do I control fall armyworm in maize?',
      date: '2026-11-27 10:00:00',
      id: 'at-message-1',
      linkId: 'link-1',
      networkCode: '63902',
    }
    for (let time = 0; time < 2; time += 1) {
      const response = await fetch(`${server.callbackUrl}/sms`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      })
      expect(response.status).toBe(200)
    }
    await server.settle()
    expect(server.inbox(FARMER)).toHaveLength(1)
  })
})

describe('keywords', () => {
  it('STOP stops everything but its confirmation, a question then gets one reminder, START begins again', async () => {
    const server = await start({ ai: false })
    await server.fake.sendSms(FARMER, 'STOP')
    await server.settle()
    expect(server.inbox(FARMER)).toEqual(['You will get no more SMS from Tujue Ukulima. Send START to begin again.'])
    await server.fake.sendSms(FARMER, 'How do I control fall armyworm in maize?')
    await server.fake.sendSms(FARMER, 'And in beans?')
    await server.settle()
    expect(server.inbox(FARMER).slice(1)).toEqual([
      'You stopped our SMS, so we cannot answer you. Send START to get answers again.',
    ])
    await server.fake.sendSms(FARMER, 'anza')
    await server.fake.sendSms(FARMER, 'How do I control fall armyworm in maize?')
    await server.settle()
    const [welcome, answer] = server.inbox(FARMER).slice(2)
    expect(welcome).toMatch(/^Karibu tena Tujue Ukulima!/)
    expectSms(answer)
  })

  it('the gateway’s own opt-out stops our SMS too', async () => {
    const server = await start({ ai: false })
    await server.fake.sendSms(FARMER, 'MSAADA')
    await server.settle()
    expect(server.inbox(FARMER)).toHaveLength(1)
    expect((await server.fake.optOut(FARMER)).status).toBe(200)
    await server.fake.sendSms(FARMER, 'Mahindi yangu yana viwavi')
    await server.settle()
    expect(server.inbox(FARMER).slice(1)).toEqual([
      'Ulisimamisha SMS zetu, hivyo hatuwezi kukujibu. Tuma ANZA kupata majibu tena.',
    ])
  })

  it('HELP and MSAADA answer in their own language, naming the USSD code', async () => {
    const server = await start({ ai: false })
    await server.fake.sendSms(FARMER, 'help')
    await server.fake.sendSms('+254722000111', 'Msaada')
    await server.settle()
    expect(server.inbox(FARMER)[0]).toMatch(
      /^Tujue Ukulima: send your farming question.*Dial \*384\*22# for the menu\.$/,
    )
    expect(server.inbox('+254722000111')[0]).toMatch(/^Tujue Ukulima: tuma swali lako.*Piga \*384\*22# kupata menyu\.$/)
  })

  it('DELETE asks, DELETE YES erases the farmer and every message once the farewell has gone', async () => {
    const server = await start({ ai: false })
    await server.fake.sendSms(FARMER, 'How do I control fall armyworm in maize?')
    await server.fake.sendSms(FARMER, 'M Mahindi yangu yana madoa ya njano tangu wiki jana')
    await server.settle()
    expect(await server.db.selectFrom('consultation_requests').select('phone').execute()).toEqual([{ phone: FARMER }])
    await server.fake.sendSms(FARMER, 'DELETE')
    await server.fake.sendSms(FARMER, 'DELETE YES')
    await server.settle()
    expect(server.inbox(FARMER).at(-1)).toMatch(/^Your number, messages and requests are deleted/)
    expect(await server.db.selectFrom('farmers').selectAll().execute()).toEqual([])
    expect(await server.db.selectFrom('channel_messages').selectAll().execute()).toEqual([])
    expect(await server.db.selectFrom('consultation_requests').selectAll().execute()).toEqual([])
  })
})

describe('an expert by phone', () => {
  async function answer(server: PhoneServer, reply: string) {
    const { listInbox, answerConsultationRequest } = await import('~/features/expert-inbox/inbox.server')
    const { addExpert } = await import('~/features/experts/accounts.server')
    const { expertReplySms } = await import('~/features/phone/sms-text')
    const { items } = await listInbox(server.db)
    const { expert } = await addExpert(server.db, 'Jane', 'jane@example.org', { cost: { N: 1024, r: 8, p: 1 } })
    await answerConsultationRequest(server.db, {
      id: items[0]!.id,
      reply,
      expertId: expert.id,
      sms: (answered) => ({
        text: expertReplySms({
          reference: answered.reference,
          reply: answered.reply!,
          locale: answered.locale,
          ussdCode: '*384*22#',
        }),
      }),
    })
    return items
  }

  it('by USSD in Kiswahili: the request reaches the inbox marked USSD, the reply reaches the phone by SMS', async () => {
    const server = await start({ ai: false })
    const screens = await walk(server, [
      '3',
      '1',
      'Mahindi yangu yana madoa ya njano kwenye majani tangu wiki jana',
      '1',
    ])
    const reference = /TU-[0-9A-Z]{4}-[0-9A-Z]{2}/.exec(screens.at(-1)!)?.[0]
    expect(screens.at(-1)).toMatch(/^END /)
    expect(reference).toBeDefined()
    const items = await answer(server, 'Hii inaweza kuwa ukosefu wa naitrojeni. Weka mbolea ya CAN kwenye mstari.')
    expect(items).toMatchObject([{ reference, channel: 'ussd', name: FARMER, topic: 'pest-control', locale: 'sw' }])
    await server.settle()
    const [reply] = server.inbox(FARMER)
    expectSms(reply)
    expect(reply).toBe(
      `Jibu la mtaalamu wetu (${reference}):\nHii inaweza kuwa ukosefu wa naitrojeni. Weka mbolea ya CAN kwenye mstari.`,
    )
    // The menu's "my request" shows it answered, and sends the answer again.
    const status = await walk(server, ['4'])
    expect(status.at(-1)).toMatch(new RegExp(`^CON Ombi ${reference}`))
  })

  it('by SMS in English (EXPERT …): a reference by SMS, the request in the inbox marked SMS, STATUS sends the reply', async () => {
    const server = await start({ ai: false })
    await server.fake.sendSms(FARMER, 'EXPERT My cow has stopped eating since yesterday')
    await server.settle()
    const [confirmation] = server.inbox(FARMER)
    expect(confirmation).toMatch(/^Request TU-[0-9A-Z]{4}-[0-9A-Z]{2} received\. An expert will answer you by SMS/)
    await server.fake.sendSms(FARMER, 'EXPERT')
    await server.settle()
    expect(server.inbox(FARMER)[1]).toMatch(/^To ask an expert, send M followed by your problem/)
    const items = await answer(server, 'Please call a veterinary officer today: a cow that stops eating may be sick.')
    expect(items).toMatchObject([{ channel: 'sms', name: FARMER, topic: 'other', locale: 'en' }])
    await server.fake.sendSms(FARMER, 'status')
    await server.settle()
    const [reply, again] = server.inbox(FARMER).slice(2)
    expect(reply).toMatch(/^Our expert's answer \(TU-.*\):\nPlease call a veterinary officer today/)
    expect(again).toBe(reply)
  })
})

describe('a request on the website, with the SMS consent', () => {
  // A message we start goes only in Nairobi's daytime: these tests run at 09:00 there, whenever
  // they run. Only the date is faked; timers stay real, and the clock moves on as time passes.
  beforeEach(() => {
    const morning = new Date()
    morning.setUTCHours(6, 0, 0, 0)
    vi.useFakeTimers({ toFake: ['Date'], now: morning, shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  async function askOnTheWeb(
    server: PhoneServer,
    { phone, smsConsent, locale = 'en' as 'en' | 'sw' }: { phone: string; smsConsent: boolean; locale?: 'en' | 'sw' },
  ) {
    const { storeConsultationRequest } = await import('~/lib/consultation-requests/consultation-requests.server')
    return storeConsultationRequest(server.db, {
      name: 'Wanjiru Kamau',
      email: 'wanjiru@example.org',
      phone,
      topic: 'rice-farming',
      message: 'My rice leaves turn orange from the tips. What is it?',
      locale,
      smsConsent,
    })
  }

  /** The expert answers as the inbox does: the reply's SMS, if any, chosen for the request. */
  async function answerFromInbox(server: PhoneServer, id: string, reply: string) {
    const { answerConsultationRequest, getConsultationRequestForExpert } =
      await import('~/features/expert-inbox/inbox.server')
    const { replySmsFor } = await import('~/features/phone/consultation-reply-sms')
    const { addExpert } = await import('~/features/experts/accounts.server')
    const found = await getConsultationRequestForExpert(server.db, id)
    const { expert } = await addExpert(server.db, `Jane`, `jane-${Math.random().toString(36).slice(2)}@example.org`, {
      cost: { N: 1024, r: 8, p: 1 },
    })
    await answerConsultationRequest(server.db, {
      id,
      reply,
      expertId: expert.id,
      sms: replySmsFor(found!, { ussdCode: '*384*22#' }),
    })
  }

  const PRIVATE_REPLY = 'Wanjiru, your plot by the Thiba canal has bacterial leaf blight: drain it for a week.'

  it("consented: the expert's first answer sends one SMS, its reference and no word of the reply; an edit sends none", async () => {
    const server = await start({ ai: false })
    const stored = await askOnTheWeb(server, { phone: '0712 345 678', smsConsent: true })
    const farmer = await server.db.selectFrom('farmers').selectAll().where('phone', '=', FARMER).executeTakeFirst()
    expect(farmer).toMatchObject({ consent_channel: 'web', locale: 'en' })
    await answerFromInbox(server, stored.id, PRIVATE_REPLY)
    await server.settle()
    const [notice, ...more] = server.inbox(FARMER)
    expectSms(notice, 2)
    expect(notice).toBe(
      `Tujue Ukulima: our expert has answered your request ${stored.reference}. Open the status link you got when you asked, or reply STATUS.`,
    )
    expect(more).toEqual([])
    await answerFromInbox(server, stored.id, `${PRIVATE_REPLY} Then top-dress.`)
    await server.settle()
    expect(server.inbox(FARMER)).toHaveLength(1)
  })

  it('consented in Kiswahili: the SMS is in Kiswahili, and HALI finds the request by the number', async () => {
    const server = await start({ ai: false })
    const stored = await askOnTheWeb(server, { phone: '+254 712 345 678', smsConsent: true, locale: 'sw' })
    await answerFromInbox(server, stored.id, PRIVATE_REPLY)
    await server.settle()
    expect(server.inbox(FARMER)).toEqual([
      `Tujue Ukulima: mtaalamu wetu amejibu ombi lako ${stored.reference}. Fungua kiungo cha hali ulichopewa ulipouliza, au jibu HALI.`,
    ])
    await server.fake.sendSms(FARMER, 'HALI')
    await server.settle()
    expect(server.inbox(FARMER)[1]).toContain(stored.reference)
  })

  it('not consented: no SMS, even to a number the channels know', async () => {
    const server = await start({ ai: false })
    await server.fake.sendSms(FARMER, 'HELP')
    await server.settle()
    const [help] = server.inbox(FARMER)
    const stored = await askOnTheWeb(server, { phone: FARMER, smsConsent: false })
    await answerFromInbox(server, stored.id, PRIVATE_REPLY)
    await server.settle({ quietMs: 300 })
    expect(server.inbox(FARMER)).toEqual([help])
  })

  it('consented, then STOP by SMS: nothing but the STOP confirmation reaches the phone', async () => {
    const server = await start({ ai: false })
    const stored = await askOnTheWeb(server, { phone: '0712345678', smsConsent: true })
    await server.fake.sendSms(FARMER, 'STOP')
    await server.settle()
    const [confirmation] = server.inbox(FARMER)
    await answerFromInbox(server, stored.id, PRIVATE_REPLY)
    await server.settle({ quietMs: 300 })
    expect(server.inbox(FARMER)).toEqual([confirmation])
  })
})

describe('the callbacks', () => {
  it('answer 404 to a wrong secret, 415 to a body that is not a form, 400 naming missing fields', async () => {
    const server = await start({ ai: false })
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' }
    const wrong = await fetch(`${server.origin}/channels/africastalking/not-the-secret/sms`, {
      method: 'POST',
      headers: form,
      body: 'from=%2B254712345678&text=hi',
    })
    expect(wrong.status).toBe(404)
    const json = await fetch(`${server.callbackUrl}/sms`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(json.status).toBe(415)
    const missing = await fetch(`${server.callbackUrl}/ussd`, { method: 'POST', headers: form, body: 'text=1' })
    expect(missing.status).toBe(400)
    expect(await missing.text()).toMatch(/sessionId/)
    expect(server.log.text()).not.toContain('phone-test-secret')
  })
})

describe('a gateway outage', () => {
  it('delays the answers and loses none: each arrives once when the gateway is back', async () => {
    const server = await start({ ai: false })
    server.fake.setMode('unavailable')
    await server.fake.sendSms(FARMER, 'How do I control fall armyworm in maize?')
    await walk(server, ['1', 'Jinsi ya kupanda mpunga Mwea?'], '+254733000222')
    await server.settle({ quietMs: 300 })
    expect(server.fake.sent).toEqual([])
    const waiting = await server.db
      .selectFrom('channel_messages')
      .select(['status'])
      .where('direction', '=', 'out')
      .execute()
    expect(waiting.map((row) => row.status)).toEqual(['queued', 'queued'])
    server.fake.setMode('normal')
    // The backoff's wait, passed: the messages are due again.
    const due = new Date().toISOString()
    await server.db
      .updateTable('channel_messages')
      .set({ next_attempt_at: due })
      .where('status', '=', 'queued')
      .execute()
    await server.settle()
    expect(server.inbox(FARMER)).toHaveLength(1)
    expect(server.inbox('+254733000222')).toHaveLength(1)
  })
})
