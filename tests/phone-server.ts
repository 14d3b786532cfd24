// The phone channels (SMS, USSD) as the server runs them, for a test, with the fake Africa's
// Talking (channel-server.ts).
import { startChannelServer } from './channel-server'
import { TEST_DATABASES, type TestDatabase } from './databases'
import {
  FAKE_AT_API_KEY,
  FAKE_AT_SHORTCODE,
  FAKE_AT_USERNAME,
  FAKE_USSD_CODE,
  startFakeAfricasTalking,
} from './fake-africastalking.mjs'

export { TEST_SITE_URL } from './channel-server'
export const TEST_CALLBACK_SECRET = 'phone-test-secret-0123456789abcdef'

/** The channels' settings for the fake gateway, but for its address. */
const GATEWAY = {
  username: FAKE_AT_USERNAME,
  apiKey: FAKE_AT_API_KEY,
  from: FAKE_AT_SHORTCODE,
  callbackSecret: TEST_CALLBACK_SECRET,
  callbackAllowlist: undefined,
  ussdCode: FAKE_USSD_CODE,
}

export async function startPhoneServer({ database = TEST_DATABASES[0] }: { database?: TestDatabase } = {}) {
  const { startChannels } = await import('../server/channels')
  const fake = await startFakeAfricasTalking()
  const server = await startChannelServer(
    fake,
    '/channels/africastalking',
    (dependencies) => {
      const settings = { ...GATEWAY, baseUrl: fake.url }
      const channels = startChannels(settings, { ...dependencies, smsDailyBudget: 1000 })
      return { handler: channels.callbacks, wake: channels.wake, stop: channels.stop }
    },
    database,
  )
  const callbackUrl = `${server.origin}/channels/africastalking/${TEST_CALLBACK_SECRET}`
  server.fake.setCallback(callbackUrl)
  return {
    ...server,
    callbackUrl,
    settle: ({ quietMs = 400, timeoutMs = 10_000 } = {}) => server.settle({ quietMs, timeoutMs }),
    /** The texts a phone has received, oldest first. */
    inbox: (phone: string) => server.fake.inbox(phone).map((sms) => sms.message),
  }
}

export type PhoneServer = Awaited<ReturnType<typeof startPhoneServer>>
