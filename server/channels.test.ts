import { createLimits } from '~/lib/limits/limits.server'
import { createModelAvailability } from '~/lib/model-availability.server'
import { findOrCreateFarmer } from '~/lib/channels/farmers.server'
import { queueMessage } from '~/lib/channels/messages.server'
import { openTestDatabase, TEST_DATABASES } from '../tests/databases'
import { FAKE_AT_API_KEY, startFakeAfricasTalking } from '../tests/fake-africastalking.mjs'
import { startChannels } from './channels'
import { memoryLogger } from './test-logger'

describe('the server starting its phone channels', () => {
  it('sends nothing without the gateway’s settings, and says so', async () => {
    const log = memoryLogger()
    const opened = await openTestDatabase(TEST_DATABASES[0])
    try {
      const channels = startChannels(undefined, channelOptions(opened.db, log.logger))
      expect(channels.enabled).toBe(false)
      await channels.stop()
      expect(log.lines().map((line) => line.msg)).toEqual([
        expect.stringContaining('the phone channels (SMS, USSD) are off'),
      ])
    } finally {
      await opened.close()
    }
  })

  it('sends the queued SMS through the gateway, and names neither its key nor the callback secret', async () => {
    const log = memoryLogger()
    const fake = await startFakeAfricasTalking()
    const opened = await openTestDatabase(TEST_DATABASES[0])
    try {
      const now = new Date()
      const farmer = await findOrCreateFarmer(opened.db, { phone: '+254712345678' }, { channel: 'sms', now })
      await queueMessage(
        opened.db,
        { farmerId: farmer.id, channel: 'sms', kind: 'answer', text: 'Jibu', locale: 'sw', initiatedBy: 'farmer' },
        now,
      )
      const secret = 'callback-secret-0123456789abcdef'
      const settings = {
        baseUrl: fake.url,
        username: 'sandbox',
        apiKey: FAKE_AT_API_KEY,
        from: '22384',
        callbackSecret: secret,
        callbackAllowlist: undefined,
        ussdCode: '*384*22#',
      }
      const channels = startChannels(settings, channelOptions(opened.db, log.logger))
      await channels.wake()
      await channels.stop()
      expect(fake.inbox('+254712345678').map((sms) => sms.message)).toEqual(['Jibu'])
      expect(log.lines()[0]?.msg).toContain("SMS and USSD go through Africa's Talking")
      expect(log.text()).toContain(fake.url)
      expect(log.text()).not.toContain(FAKE_AT_API_KEY)
      expect(log.text()).not.toContain(secret)
    } finally {
      await fake.close()
      await opened.close()
    }
  })
})

function channelOptions(
  db: Parameters<typeof startChannels>[1]['db'],
  logger: Parameters<typeof startChannels>[1]['logger'],
) {
  return {
    db,
    logger,
    limits: createLimits(),
    aiModel: createModelAvailability(),
    siteUrl: 'https://tujue.example',
    smsDailyBudget: 10,
  }
}
