import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import type { Kysely } from 'kysely'
import { findOrCreateFarmer } from '~/lib/channels/farmers.server'
import { listFarmerMessages, queueMessage } from '~/lib/channels/messages.server'
import { createRightOfWay } from '~/lib/background/right-of-way'
import type { Database } from '~/lib/database/tables'
import { openTestDatabase, TEST_DATABASES } from '../tests/databases'
import {
  buttonReply,
  FAKE_APP_SECRET,
  FAKE_VERIFY_TOKEN,
  image,
  startFakeWhatsApp,
  status,
  text,
} from '../tests/fake-whatsapp.mjs'
import { memoryLogger } from './test-logger'
import { createWhatsAppWebhook } from './whatsapp-webhook'

describe.each(TEST_DATABASES)("Meta's webhook at /channels/whatsapp on $name", (database) => {
  let fake: Awaited<ReturnType<typeof startFakeWhatsApp>>
  let opened: Awaited<ReturnType<typeof openTestDatabase>>
  let db: Kysely<Database>
  let server: Server
  let url: string
  let wakes = 0
  const posts = createRightOfWay()

  beforeAll(async () => {
    fake = await startFakeWhatsApp()
    opened = await openTestDatabase(database)
    db = opened.db
    const app = express()
    app.use(
      '/channels/whatsapp',
      createWhatsAppWebhook({
        verifyToken: FAKE_VERIFY_TOKEN,
        appSecret: FAKE_APP_SECRET,
        db,
        logger: memoryLogger().logger,
        onQueued: () => (wakes += 1),
        posts,
      }),
    )
    server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/channels/whatsapp`
    fake.setWebhook(url)
  })
  afterAll(async () => {
    server.close()
    await fake.close()
    await opened.close()
  })
  beforeEach(async () => {
    wakes = 0
    await db.deleteFrom('farmers').execute()
  })

  const farmers = () => db.selectFrom('farmers').selectAll().execute()

  it('answers the verification request with its challenge only for the right verify token', async () => {
    const query = (token: string) => `?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`
    const right = await fetch(url + query(FAKE_VERIFY_TOKEN))
    expect(right.status).toBe(200)
    expect(await right.text()).toBe('1158201444')
    expect((await fetch(url + query('wrong-token-0123456789'))).status).toBe(403)
    expect((await fetch(`${url}?hub.mode=subscribe&hub.challenge=1`)).status).toBe(403)
  })

  it('logs a signed message once, even when Meta posts it again, and wakes the worker', async () => {
    const payload = text({ phone: '254712345678' }, 'Majani ya mahindi yana madoa ya njano')
    expect((await fake.post(payload)).status).toBe(200)
    expect((await fake.post(payload)).status).toBe(200)
    const [farmer] = await farmers()
    expect(farmer).toMatchObject({ phone: '+254712345678', locale: 'sw', consent_channel: 'whatsapp' })
    const messages = await listFarmerMessages(db, farmer!.id)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({
      channel: 'whatsapp',
      direction: 'in',
      kind: 'question',
      status: 'received',
      text: 'Majani ya mahindi yana madoa ya njano',
    })
    expect(wakes).toBe(1)
  })

  it('logs each of fifty messages posted at once once, Meta’s repeats among them, answering each 200', async () => {
    const payloads = Array.from({ length: 50 }, (_, index) =>
      text({ phone: `2547${String(10_000_000 + index)}` }, `Swali namba ${index}`),
    )
    const answers = await Promise.all([...payloads, ...payloads.slice(0, 5)].map((payload) => fake.post(payload)))
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 55 }, () => 200))
    expect(await farmers()).toHaveLength(50)
    const logged = await db
      .selectFrom('channel_messages')
      .select(['text', 'status'])
      .where('direction', '=', 'in')
      .execute()
    expect(logged.map((row) => row.text).sort()).toEqual(payloads.map((_, index) => `Swali namba ${index}`).sort())
    expect(logged.every((row) => row.status === 'received')).toBe(true)
    expect(wakes).toBeGreaterThanOrEqual(1)
    // Every post counted out once answered: the answers and the sender wait for none of them.
    let free = false
    void posts.giveWay().then(() => (free = true))
    await new Promise((resolve) => setImmediate(resolve))
    expect(free).toBe(true)
  })

  it('refuses a tampered or missing signature with 401 and records nothing', async () => {
    const payload = text({ phone: '254712345678' }, 'Habari')
    const tampered = await fake.post(payload, { signature: `sha256=${'0'.repeat(64)}` })
    expect(tampered.status).toBe(401)
    expect((await fake.post(payload, { signature: '' })).status).toBe(401)
    // Signed with another secret: the body is Meta's shape, the key is not ours.
    const other = await startFakeWhatsApp({ appSecret: 'another0secret0of0the0same0length', webhookUrl: url })
    expect((await other.post(payload)).status).toBe(401)
    await other.close()
    expect(await farmers()).toEqual([])
    expect(wakes).toBe(0)
  })

  it('knows a farmer whose number is withheld by the business-scoped id, as one farmer', async () => {
    const farmer = { userId: 'KE.1502576394655843' }
    await fake.post(text(farmer, 'How do I store my maize?'))
    await fake.post(buttonReply(farmer, 'guides', 'Guides'))
    const rows = await farmers()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ phone: null, channel_user_id: 'whatsapp:KE.1502576394655843', locale: 'en' })
    const messages = await listFarmerMessages(db, rows[0]!.id)
    expect(messages.map((message) => [message.kind, message.text])).toEqual([
      ['question', 'How do I store my maize?'],
      ['keyword', 'guides'],
    ])
    // The number shared later joins the same farmer.
    await fake.post(text({ phone: '254712345678', userId: farmer.userId }, 'Asante'))
    expect(await farmers()).toMatchObject([{ phone: '+254712345678', channel_user_id: 'whatsapp:KE.1502576394655843' }])
  })

  it('keeps a photo’s media id and caption for the worker', async () => {
    await fake.post(image({ phone: '254712345678' }, '900000000000001', 'Ng’ombe ana uvimbe'))
    const [farmer] = await farmers()
    expect(await listFarmerMessages(db, farmer!.id)).toMatchObject([
      { kind: 'photo', media_id: '900000000000001', text: 'Ng’ombe ana uvimbe' },
    ])
  })

  it('records the statuses of what we sent, never moving back from delivered', async () => {
    const now = new Date()
    const farmer = await findOrCreateFarmer(db, { phone: '+254712345678' }, { channel: 'whatsapp', now })
    const queued = await queueMessage(
      db,
      { farmerId: farmer.id, channel: 'whatsapp', kind: 'answer', text: 'Jibu', locale: 'sw', initiatedBy: 'farmer' },
      now,
    )
    const id = queued.queued ? queued.id : ''
    await db
      .updateTable('channel_messages')
      .set({ status: 'sent', provider_id: 'wamid.OUT1' })
      .where('id', '=', id)
      .execute()
    const who = { phone: '254712345678' }
    await fake.post(status('wamid.OUT1', 'delivered', who))
    await fake.post(status('wamid.OUT1', 'sent', who))
    const row = () => db.selectFrom('channel_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(await row()).toMatchObject({ status: 'delivered' })
    await fake.post(status('wamid.OUT1', 'failed', who, { code: 131026, title: 'Message undeliverable' }))
    expect(await row()).toMatchObject({ status: 'failed', status_reason: '131026 Message undeliverable' })
  })

  it('answers 400 to a signed body that is not JSON, and 200 to one that is not WhatsApp’s', async () => {
    const { sign } = await import('../tests/fake-whatsapp.mjs')
    const post = (body: string) =>
      fetch(url, { method: 'POST', body, headers: { 'X-Hub-Signature-256': sign(body, FAKE_APP_SECRET) } })
    expect((await post('not json')).status).toBe(400)
    expect((await post(JSON.stringify({ object: 'page', entry: [] }))).status).toBe(200)
    expect(await farmers()).toEqual([])
  })
})
