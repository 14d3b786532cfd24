import { openTestDatabase, TEST_DATABASES } from '../../../tests/databases'
import {
  deleteFarmer,
  farmerCrops,
  findOrCreateFarmer,
  getFarmer,
  optInFarmer,
  optOutFarmer,
  updateFarmer,
} from './farmers.server'
import { deleteExpiredMessages, listFarmerMessages, logIncoming } from './messages.server'

const T0 = new Date('2026-11-27T07:00:00.000Z')
const later = (days: number) => new Date(T0.getTime() + days * 24 * 60 * 60 * 1000)
const phone = '+254712345678'

describe.each(TEST_DATABASES)('farmers and their messages on $name', (database) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>
  beforeEach(async () => {
    opened = await openTestDatabase(database)
  })
  afterEach(() => opened.close())

  it('makes one farmer of two first messages at once, with their consent on that channel', async () => {
    const [first, second] = await Promise.all([
      findOrCreateFarmer(opened.db, { phone }, { channel: 'ussd', now: T0 }),
      findOrCreateFarmer(opened.db, { phone }, { channel: 'ussd', now: T0 }),
    ])
    expect(first.id).toBe(second.id)
    expect(first).toMatchObject({ phone, locale: 'sw', consent_at: T0.toISOString(), consent_channel: 'ussd' })
    const again = await findOrCreateFarmer(opened.db, { phone }, { channel: 'sms', now: later(1) })
    expect(again).toMatchObject({ id: first.id, consent_channel: 'ussd', last_seen_at: later(1).toISOString() })
  })

  it('knows a farmer by a channel’s own id, without a phone number', async () => {
    const farmer = await findOrCreateFarmer(
      opened.db,
      { channelUserId: 'whatsapp:KE.abc' },
      { channel: 'whatsapp', locale: 'en', now: T0 },
    )
    expect(farmer).toMatchObject({ phone: null, channel_user_id: 'whatsapp:KE.abc', locale: 'en' })
    expect(
      (await findOrCreateFarmer(opened.db, { channelUserId: 'whatsapp:KE.abc' }, { channel: 'whatsapp', now: T0 })).id,
    ).toBe(farmer.id)
  })

  it('remembers the language, county and crops, and an opt-out until the farmer opts in again', async () => {
    const { id } = await findOrCreateFarmer(opened.db, { phone }, { channel: 'sms', now: T0 })
    await updateFarmer(opened.db, id, { locale: 'en', county: 'kirinyaga', crops: 'rice,maize' }, T0)
    await optOutFarmer(opened.db, id, later(1))
    let farmer = await getFarmer(opened.db, id)
    expect(farmer).toMatchObject({ locale: 'en', county: 'kirinyaga', opted_out_at: later(1).toISOString() })
    expect(farmerCrops(farmer!)).toEqual(['rice', 'maize'])
    await optInFarmer(opened.db, id, 'sms', later(2))
    farmer = await getFarmer(opened.db, id)
    expect(farmer).toMatchObject({ opted_out_at: null, consent_at: later(2).toISOString(), consent_channel: 'sms' })
  })

  it('logs a message the gateway sends twice only once', async () => {
    const { id: farmerId } = await findOrCreateFarmer(opened.db, { phone }, { channel: 'sms', now: T0 })
    const message = {
      farmerId,
      channel: 'sms',
      kind: 'question',
      text: 'Mbolea gani?',
      locale: 'sw',
      providerId: 'at-1',
      status: 'received',
    } as const
    const first = await logIncoming(opened.db, message, T0)
    const second = await logIncoming(opened.db, message, T0)
    expect(first.isNew).toBe(true)
    expect(second).toEqual({ id: first.id, isNew: false })
    expect(await listFarmerMessages(opened.db, farmerId)).toHaveLength(1)
  })

  it('deletes messages past their retention, and every message with the farmer', async () => {
    const { id: farmerId } = await findOrCreateFarmer(opened.db, { phone }, { channel: 'sms', now: T0 })
    const log = (text: string, now: Date) =>
      logIncoming(opened.db, { farmerId, channel: 'sms', kind: 'question', text, locale: 'sw', status: 'handled' }, now)
    await log('old', T0)
    await log('new', later(80))
    expect(await deleteExpiredMessages(opened.db, 90, later(91))).toBe(1)
    expect((await listFarmerMessages(opened.db, farmerId)).map((row) => row.text)).toEqual(['new'])
    await deleteFarmer(opened.db, farmerId)
    expect(await listFarmerMessages(opened.db, farmerId)).toEqual([])
    expect(await getFarmer(opened.db, farmerId)).toBeUndefined()
  })
})
