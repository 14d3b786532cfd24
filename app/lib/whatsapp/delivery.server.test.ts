import type { Kysely } from 'kysely'
import { findOrCreateFarmer } from '~/lib/channels/farmers.server'
import { logIncoming, queueMessage, type OutgoingMessage } from '~/lib/channels/messages.server'
import { createRightOfWay } from '~/lib/background/right-of-way'
import type { Database } from '~/lib/database/tables'
import { inTransaction } from '~/lib/database/transaction.server'
import { openTestDatabase, TEST_DATABASES, type TestDatabase } from '../../../tests/databases'
import { FAKE_PHONE_NUMBER_ID, FAKE_WHATSAPP_TOKEN, startFakeWhatsApp } from '../../../tests/fake-whatsapp.mjs'
import { deliverDueWhatsApp } from './delivery.server'
import { createGraphClient } from './graph-client.server'
import { recordWebhookEvents } from './inbound.server'

const fake = await startFakeWhatsApp()
afterAll(() => fake.close())
const api = createGraphClient({
  graphBaseUrl: fake.graphBaseUrl,
  accessToken: FAKE_WHATSAPP_TOKEN,
  phoneNumberId: FAKE_PHONE_NUMBER_ID,
})

// 10:00 in Nairobi: a message we start may go.
const t0 = new Date('2026-11-27T07:00:00.000Z')
const later = (ms: number) => new Date(t0.getTime() + ms)
const HOUR = 60 * 60 * 1000

describe.each(TEST_DATABASES)('the WhatsApp sender on $name', (database: TestDatabase) => {
  let db: Kysely<Database>
  let close: () => Promise<void>
  beforeAll(async () => {
    const opened = await openTestDatabase(database)
    db = opened.db
    close = opened.close
  })
  afterAll(() => close())
  beforeEach(async () => {
    fake.reset()
    await db.deleteFrom('farmers').execute()
  })

  async function farmerWhoWrote(
    at: Date,
    identity: { phone: string } | { channelUserId: string } = { phone: '+254712345678' },
  ) {
    const farmer = await findOrCreateFarmer(db, identity, { channel: 'whatsapp', now: at })
    await logIncoming(
      db,
      {
        farmerId: farmer.id,
        channel: 'whatsapp',
        kind: 'question',
        text: 'Swali',
        locale: 'sw',
        providerId: `wamid.${at.getTime()}`,
        status: 'handled',
      },
      at,
    )
    return farmer
  }

  const queue = (farmerId: string, message: Partial<OutgoingMessage>, at = t0) =>
    queueMessage(
      db,
      { farmerId, channel: 'whatsapp', kind: 'answer', text: 'Jibu', locale: 'sw', initiatedBy: 'farmer', ...message },
      at,
    )
  const rows = () =>
    db.selectFrom('channel_messages').selectAll().where('direction', '=', 'out').orderBy('created_at').execute()

  it('sends an answer inside the window, then the reply buttons in the farmer’s language', async () => {
    const farmer = await farmerWhoWrote(t0)
    await queue(farmer.id, { text: 'Kausha mahindi vizuri.' }, t0)
    await queue(farmer.id, { kind: 'menu', text: 'Kuna jingine?' }, later(1))
    expect(await deliverDueWhatsApp(db, api, later(1000))).toMatchObject({ sent: 2 })
    expect(fake.inbox('254712345678').map((message) => message.type)).toEqual(['text', 'interactive'])
    const buttons = fake.inbox('254712345678')[1]?.body.interactive.action.buttons
    expect(buttons.map((button: { reply: { title: string } }) => button.reply.title)).toEqual([
      'Uliza mtaalamu',
      'Miongozo',
      'Lugha',
    ])
    expect(await rows()).toMatchObject([{ status: 'sent' }, { status: 'sent' }])
  })

  it('gives way to the webhook’s posts in flight before each message it sends', async () => {
    const farmer = await farmerWhoWrote(t0)
    await queue(farmer.id, { text: 'Kwanza' }, t0)
    await queue(farmer.id, { text: 'Pili' }, later(1))
    // Held as long as the post is in flight, however slow this machine.
    const posts = createRightOfWay({ maxWaitMs: 60_000 })
    const post = posts.begin()
    const delivering = deliverDueWhatsApp(db, api, later(1000), { giveWay: posts.giveWay })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fake.inbox('254712345678')).toEqual([])
    post()
    expect(await delivering).toMatchObject({ sent: 2 })
    expect(fake.inbox('254712345678').map((message) => message.body.text.body)).toEqual(['Kwanza', 'Pili'])
  })

  it('sends to a farmer known only by a business-scoped id', async () => {
    const farmer = await farmerWhoWrote(t0, { channelUserId: 'whatsapp:KE.1502576394655843' })
    await queue(farmer.id, {})
    await deliverDueWhatsApp(db, api, later(1000))
    expect(fake.sent[0]).toMatchObject({ recipient: 'KE.1502576394655843', to: undefined })
  })

  it('never sends an expert’s reply as free text outside the window: the template goes, the reply when the farmer writes', async () => {
    const farmer = await farmerWhoWrote(later(-30 * HOUR))
    await queue(farmer.id, { kind: 'expert-reply', text: 'Jibu la mtaalamu: tenga ng’ombe.', initiatedBy: 'us' })
    expect(await deliverDueWhatsApp(db, api, t0)).toMatchObject({ sent: 0, waiting: 1 })
    expect(await deliverDueWhatsApp(db, api, later(1000))).toMatchObject({ sent: 1 })
    expect(fake.sent.map((message) => message.type)).toEqual(['template'])
    expect(fake.sent[0]?.body.template).toMatchObject({ name: 'answer_ready', language: { code: 'sw' } })
    // Nothing more goes, however often the sender runs, until the farmer writes.
    expect(await deliverDueWhatsApp(db, api, later(HOUR))).toMatchObject({ sent: 0, waiting: 0 })
    const { text } = await import('../../../tests/fake-whatsapp.mjs')
    const { readWebhookEvents } = await import('./webhook')
    const events = readWebhookEvents(text({ phone: '254712345678' }, 'Sawa'))!
    await inTransaction(db, (trx) => recordWebhookEvents(trx, events, later(2 * HOUR)))
    expect(await deliverDueWhatsApp(db, api, later(2 * HOUR + 1000))).toMatchObject({ sent: 1 })
    expect(fake.sent.map((message) => message.type)).toEqual(['template', 'text'])
    expect(fake.sent[1]?.body.text.body).toBe('Jibu la mtaalamu: tenga ng’ombe.')
  })

  it('waits for the window when WhatsApp answers 131047, sending no template for an answer', async () => {
    const farmer = await farmerWhoWrote(t0)
    await queue(farmer.id, {})
    fake.failNext(131047)
    expect(await deliverDueWhatsApp(db, api, later(1000))).toMatchObject({ waiting: 1 })
    expect(await deliverDueWhatsApp(db, api, later(2000))).toMatchObject({ sent: 0 })
    expect(fake.sent).toEqual([])
  })

  it('backs off on the pair rate limit, holding the farmer’s next messages in order, never in a tight loop', async () => {
    const farmer = await farmerWhoWrote(t0)
    await queue(farmer.id, { text: 'Sehemu 1' }, t0)
    await queue(farmer.id, { text: 'Sehemu 2' }, later(1))
    fake.failNext(131056)
    expect(await deliverDueWhatsApp(db, api, later(1000))).toMatchObject({ sent: 0, retried: 2 })
    expect(fake.requests).toHaveLength(1)
    // Not due again at once.
    expect(await deliverDueWhatsApp(db, api, later(2000))).toMatchObject({ sent: 0, retried: 0 })
    expect(await deliverDueWhatsApp(db, api, later(20_000))).toMatchObject({ sent: 2 })
    expect(fake.sent.map((message) => message.body.text.body)).toEqual(['Sehemu 1', 'Sehemu 2'])
  })

  it('gives up on a message WhatsApp cannot deliver', async () => {
    const farmer = await farmerWhoWrote(t0)
    await queue(farmer.id, {})
    fake.setRecipientError('254712345678', 131026)
    expect(await deliverDueWhatsApp(db, api, later(1000))).toMatchObject({ failed: 1 })
    expect(await rows()).toMatchObject([{ status: 'failed', status_reason: expect.stringContaining('131026') }])
  })
})
