// The phone channels as the server runs them, for a test: a fake Africa's Talking on 127.0.0.1
// posting to our callbacks, served by an Express app on a free port with a fresh database. The
// sender and the answerer run on their own every 50 ms, as they do in the server (every 5 s),
// and `settle` waits until the phones' inboxes stop changing.
import type { Server } from 'node:http'
import express from 'express'
import { openTestDatabase, TEST_DATABASES, type TestDatabase } from './databases'
import {
  FAKE_AT_API_KEY,
  FAKE_AT_SHORTCODE,
  FAKE_AT_USERNAME,
  FAKE_USSD_CODE,
  startFakeAfricasTalking,
} from './fake-africastalking.mjs'

export const TEST_CALLBACK_SECRET = 'phone-test-secret-0123456789abcdef'
export const TEST_SITE_URL = 'https://tujue.example'

export async function startPhoneServer({ database = TEST_DATABASES[0] }: { database?: TestDatabase } = {}) {
  // From the modules of the test's environment (GEMINI_API_KEY or none), as in a server.
  const { startChannels } = await import('../server/channels')
  const { createLimits } = await import('~/lib/limits/limits.server')
  const { createModelAvailability } = await import('~/lib/model-availability.server')
  const { memoryLogger } = await import('../server/test-logger')
  const opened = await openTestDatabase(database)
  const fake = await startFakeAfricasTalking()
  const log = memoryLogger()
  const channels = startChannels(
    {
      baseUrl: fake.url,
      username: FAKE_AT_USERNAME,
      apiKey: FAKE_AT_API_KEY,
      from: FAKE_AT_SHORTCODE,
      callbackSecret: TEST_CALLBACK_SECRET,
      callbackAllowlist: undefined,
      ussdCode: FAKE_USSD_CODE,
    },
    {
      db: opened.db,
      limits: createLimits(),
      aiModel: createModelAvailability(),
      logger: log.logger,
      siteUrl: TEST_SITE_URL,
      smsDailyBudget: 1000,
      intervalMs: 50,
    },
  )
  const app = express()
  app.use('/channels/africastalking', channels.callbacks)
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const address = server.address()
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  fake.setCallback(`${origin}/channels/africastalking/${TEST_CALLBACK_SECRET}`)

  /** Waits until nothing new has reached any phone for a while (or gives up after `timeoutMs`). */
  async function settle({ quietMs = 400, timeoutMs = 10_000 } = {}) {
    const started = Date.now()
    let count = -1
    let since = Date.now()
    while (Date.now() - started < timeoutMs) {
      await channels.wake()
      if (fake.sent.length !== count) {
        count = fake.sent.length
        since = Date.now()
      } else if (Date.now() - since >= quietMs) return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  return {
    fake,
    db: opened.db,
    log,
    origin,
    callbackUrl: `${origin}/channels/africastalking/${TEST_CALLBACK_SECRET}`,
    settle,
    /** The texts a phone has received, oldest first. */
    inbox: (phone: string) => fake.inbox(phone).map((sms) => sms.message),
    async close() {
      await channels.stop()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await fake.close()
      await opened.close()
    },
  }
}

export type PhoneServer = Awaited<ReturnType<typeof startPhoneServer>>
