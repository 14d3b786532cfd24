import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { openDatabase } from '~/lib/database/database.server'
import type { Database } from '~/lib/database/tables'
import { createAfricasTalkingClient } from '~/lib/africastalking/client.server'
import { openTestDatabase, TEST_DATABASES } from '../../../tests/databases'
import { FAKE_AT_API_KEY, FAKE_AT_SHORTCODE, startFakeAfricasTalking } from '../../../tests/fake-africastalking.mjs'
import { eraseFarmerData, findOrCreateFarmer, optOutFarmer } from './farmers.server'
import { listFarmerMessages, queueMessage, recordDeliveryReport, type OutgoingMessage } from './messages.server'
import { deliverDueSms, MAX_AGE_MS } from './sms-delivery.server'

// 10:00 in Nairobi.
const T0 = new Date('2026-11-27T07:00:00.000Z')
const later = (minutes: number, from = T0) => new Date(from.getTime() + minutes * 60_000)
const phone = '+254712345678'

const fake = await startFakeAfricasTalking()
afterAll(() => fake.close())
const gateway = createAfricasTalkingClient({
  baseUrl: fake.url,
  username: 'sandbox',
  apiKey: FAKE_AT_API_KEY,
  from: FAKE_AT_SHORTCODE,
})

describe.each(TEST_DATABASES)('the SMS outbox on $name', (database) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>
  let db: Kysely<Database>
  let farmerId: string
  beforeEach(async () => {
    fake.reset()
    opened = await openTestDatabase(database)
    db = opened.db
    farmerId = (await findOrCreateFarmer(db, { phone }, { channel: 'sms', now: T0 })).id
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => opened.close())

  const message = (text: string, extra: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
    farmerId,
    channel: 'sms',
    kind: 'answer',
    text,
    locale: 'sw',
    initiatedBy: 'farmer',
    ...extra,
  })
  const deliver = (now = T0, dailyBudget = 100) => deliverDueSms(db, gateway, now, { dailyBudget })
  const outbox = async () => (await listFarmerMessages(db, farmerId)).filter((row) => row.direction === 'out')
  const inbox = () => fake.inbox(phone).map((sms) => sms.message)

  it('sends a queued message once, and keeps its gateway id, cost and segments', async () => {
    await queueMessage(db, message('Panda mbegu bora mapema.'), T0)
    expect(await deliver()).toMatchObject({ sent: 1, failed: 0, retried: 0 })
    expect(await deliver(later(1))).toMatchObject({ sent: 0 })
    expect(inbox()).toEqual(['Panda mbegu bora mapema.'])
    const [row] = await outbox()
    expect(row).toMatchObject({ status: 'sent', cost: 'KES 0.8000', segments: 1, sent_at: T0.toISOString() })
    expect(row?.provider_id).toBe(fake.inbox(phone)[0]?.id)
  })

  it('queues the same work once: a second message with the same key is a duplicate', async () => {
    const first = await queueMessage(db, message('Jibu', { idempotencyKey: 'answer:q1' }), T0)
    const second = await queueMessage(db, message('Jibu', { idempotencyKey: 'answer:q1' }), T0)
    expect(first.queued).toBe(true)
    expect(second).toEqual({ queued: false, reason: 'duplicate' })
    expect(await outbox()).toHaveLength(1)
  })

  it('never sends a message twice when two senders run at once', async () => {
    for (let index = 0; index < 6; index += 1) await queueMessage(db, message(`Ujumbe ${index}`), T0)
    await Promise.all([deliver(), deliver(), deliver()])
    expect(inbox().sort()).toEqual([0, 1, 2, 3, 4, 5].map((index) => `Ujumbe ${index}`))
  })

  it('marks a message the number can never get as failed, with the reason', async () => {
    fake.setNumberStatus(phone, 403)
    await queueMessage(db, message('Habari'), T0)
    expect(await deliver()).toMatchObject({ failed: 1 })
    expect(await outbox()).toMatchObject([{ status: 'failed', status_reason: '403 InvalidPhoneNumber' }])
    expect(await deliver(later(600))).toMatchObject({ sent: 0, failed: 0, retried: 0 })
  })

  it('tries a message refused for now again later, backing off, until it goes', async () => {
    fake.setNumberStatus(phone, 405)
    await queueMessage(db, message('Habari'), T0)
    expect(await deliver()).toMatchObject({ retried: 1 })
    const [waiting] = await outbox()
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, status_reason: '405 InsufficientBalance' })
    expect(waiting?.next_attempt_at).toBe(later(0.5).toISOString())
    // Not before its time.
    expect(await deliver(later(0.25))).toMatchObject({ sent: 0, retried: 0 })
    fake.setNumberStatus(phone, 101)
    expect(await deliver(later(1))).toMatchObject({ sent: 1 })
    expect(inbox()).toEqual(['Habari'])
  })

  it('loses nothing while the gateway is down, and sends each message once when it is back', async () => {
    for (const text of ['Moja', 'Mbili', 'Tatu']) await queueMessage(db, message(text), T0)
    fake.setMode('unavailable')
    let now = T0
    for (let minute = 0; minute < 30; minute += 1) {
      now = later(minute)
      await deliver(now)
    }
    expect(inbox()).toEqual([])
    expect((await outbox()).every((row) => row.status === 'queued')).toBe(true)
    fake.setMode('reset')
    await deliver(later(45))
    fake.setMode('normal')
    for (let hour = 1; hour <= 3; hour += 1) await deliver(later(hour * 120))
    expect(inbox().sort()).toEqual(['Mbili', 'Moja', 'Tatu'])
    expect((await outbox()).map((row) => row.status)).toEqual(['sent', 'sent', 'sent'])
  })

  it("keeps to the day's budget of segments, says so once, and sends the rest the next day", async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => {})
    const long = 'neno '.repeat(40).trim()
    await queueMessage(db, message(long), T0)
    await queueMessage(db, message('Fupi'), later(1))
    await queueMessage(db, message('Nyingine'), later(2))
    // 2 + 1 segments fit a budget of 3; the third waits.
    expect(await deliver(later(3), 3)).toMatchObject({ sent: 2, budgetSpent: true })
    expect(await deliver(later(4), 3)).toMatchObject({ sent: 0, budgetSpent: true })
    expect(said).toHaveBeenCalledTimes(1)
    expect(String(said.mock.calls[0]?.[0])).toMatch(/SMS_DAILY_BUDGET=3 segments\) is spent: 1 SMS wait/)
    expect(inbox()).toEqual([long, 'Fupi'])
    // 00:00 in Nairobi is 21:00 UTC.
    expect(await deliver(new Date('2026-11-27T21:00:01.000Z'), 3)).toMatchObject({ sent: 1 })
    expect(inbox()).toEqual([long, 'Fupi', 'Nyingine'])
  })

  it('sends a reply at night, but a message we start waits for 8:00 in Nairobi', async () => {
    // 22:00 in Nairobi.
    const night = new Date('2026-11-27T19:00:00.000Z')
    await queueMessage(db, message('Jibu lako'), night)
    await queueMessage(db, message('Mtaalamu amejibu', { initiatedBy: 'us', kind: 'notice' }), night)
    expect(await deliver(night)).toMatchObject({ sent: 1 })
    expect(await deliver(new Date('2026-11-28T04:59:00.000Z'))).toMatchObject({ sent: 0 })
    expect(await deliver(new Date('2026-11-28T05:00:00.000Z'))).toMatchObject({ sent: 1 })
    expect(inbox()).toEqual(['Jibu lako', 'Mtaalamu amejibu'])
  })

  it('sends nothing written before a STOP, and nothing new after it but its confirmation', async () => {
    await queueMessage(db, message('Jibu la zamani'), T0)
    await optOutFarmer(db, farmerId, later(1))
    expect(await queueMessage(db, message('Jibu jipya'), later(1))).toEqual({ queued: false, reason: 'opted-out' })
    await queueMessage(db, message('Umejiondoa.', { kind: 'keyword-reply', evenIfOptedOut: true }), later(1))
    await deliver(later(2))
    expect(inbox()).toEqual(['Umejiondoa.'])
    expect((await outbox()).map((row) => [row.text, row.status, row.status_reason])).toEqual([
      ['Jibu la zamani', 'failed', 'opted out before it was sent'],
      ['Umejiondoa.', 'sent', null],
    ])
  })

  it('gives up on a message not sent in three days, saying so', async () => {
    fake.setMode('unavailable')
    await queueMessage(db, message('Habari'), T0)
    await deliver()
    expect(await deliver(new Date(T0.getTime() + MAX_AGE_MS + 60_000))).toMatchObject({ failed: 1 })
    expect(await outbox()).toMatchObject([{ status: 'failed', status_reason: 'expired: not sent within 3 days' }])
  })

  it('records delivery reports, and never lets a late one undo a final one', async () => {
    await queueMessage(db, message('Habari'), T0)
    await deliver()
    const id = fake.inbox(phone)[0]!.id
    expect(await recordDeliveryReport(db, { id, status: 'Buffered' }, later(1))).toBe(true)
    expect(await outbox()).toMatchObject([{ status: 'sent', status_reason: 'Buffered' }])
    expect(await recordDeliveryReport(db, { id, status: 'Success' }, later(2))).toBe(true)
    expect(await recordDeliveryReport(db, { id, status: 'Sent' }, later(3))).toBe(true)
    expect(await outbox()).toMatchObject([{ status: 'delivered', status_reason: null }])
    expect(await recordDeliveryReport(db, { id: 'ATXid_unknown', status: 'Success' }, later(3))).toBe(false)
  })

  it('records a failed delivery with its reason', async () => {
    await queueMessage(db, message('Habari'), T0)
    await deliver()
    const id = fake.inbox(phone)[0]!.id
    await recordDeliveryReport(db, { id, status: 'Failed', failureReason: 'UserInBlackList' }, later(1))
    expect(await outbox()).toMatchObject([{ status: 'failed', status_reason: 'Failed: UserInBlackList' }])
  })

  it('waits, untried, behind a message the gateway is slow on: a taken message is no one else’s', async () => {
    await queueMessage(db, message('Habari'), T0)
    fake.setMode('slow')
    const first = deliver()
    // Taken by the first sender: the second finds nothing due.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await deliver()).toMatchObject({ sent: 0, waiting: 0 })
    expect(await first).toMatchObject({ sent: 1 })
    expect(inbox()).toEqual(['Habari'])
  })
})

it('leaves no readable copy of a deleted farmer in the SQLite file or its write-ahead log once the farewell has gone', async () => {
  fake.reset()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tujue-farewell-'))
  const file = path.join(dir, 'tujue.sqlite')
  const database = await openDatabase(`file:${file}`)
  try {
    const { db } = database
    const marker = 'Zyxwvut-unique-answer-marker about my maize'
    const farmer = await findOrCreateFarmer(db, { phone }, { channel: 'sms', now: T0 })
    const sms = { farmerId: farmer.id, channel: 'sms', locale: 'en', initiatedBy: 'farmer' } as const
    await queueMessage(db, { ...sms, kind: 'answer', text: marker }, T0)
    await deliverDueSms(db, gateway, T0, { dailyBudget: 100 })
    const onDisk = (value: string) =>
      ['', '-wal'].map((suffix) => {
        try {
          return readFileSync(`${file}${suffix}`).includes(value)
        } catch {
          return false
        }
      })
    expect(onDisk(marker)).toContain(true)
    await eraseFarmerData(db, farmer.id, later(1))
    await queueMessage(db, { ...sms, kind: 'farewell', text: 'Your data is deleted.', evenIfOptedOut: true }, later(1))
    expect(await deliverDueSms(db, gateway, later(1), { dailyBudget: 100 })).toMatchObject({ sent: 1 })
    expect(await db.selectFrom('farmers').select('id').execute()).toEqual([])
    expect(onDisk(marker)).toEqual([false, false])
    expect(onDisk(phone)).toEqual([false, false])
  } finally {
    await database.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
