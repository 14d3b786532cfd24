// WhatsApp as the server runs it, for a test: a fake Graph API on 127.0.0.1 that posts the
// farmer's signed events to our webhook, served by an Express app on a free port with a fresh
// database. The answerer and the sender run every 50 ms, and `settle` waits until the farmers'
// inboxes stop changing.
import type { Server } from 'node:http'
import express from 'express'
import { openTestDatabase, TEST_DATABASES, type TestDatabase } from './databases'
import {
  FAKE_APP_SECRET,
  FAKE_PHONE_NUMBER_ID,
  FAKE_VERIFY_TOKEN,
  FAKE_WHATSAPP_TOKEN,
  startFakeWhatsApp,
} from './fake-whatsapp.mjs'

export const TEST_SITE_URL = 'https://tujue.example'

export async function startWhatsAppServer({
  database = TEST_DATABASES[0],
  voice = false,
}: { database?: TestDatabase; voice?: boolean } = {}) {
  // From the modules of the test's environment (GEMINI_API_KEY or none), as in a server.
  const { startWhatsApp } = await import('../server/whatsapp')
  const { createLimits } = await import('~/lib/limits/limits.server')
  const { createModelAvailability } = await import('~/lib/model-availability.server')
  const { memoryLogger } = await import('../server/test-logger')
  const opened = await openTestDatabase(database)
  const fake = await startFakeWhatsApp()
  const log = memoryLogger()
  const whatsApp = startWhatsApp(
    {
      graphBaseUrl: fake.graphBaseUrl,
      accessToken: FAKE_WHATSAPP_TOKEN,
      phoneNumberId: FAKE_PHONE_NUMBER_ID,
      verifyToken: FAKE_VERIFY_TOKEN,
      appSecret: FAKE_APP_SECRET,
      voice,
      photoRetentionDays: 30,
    },
    {
      db: opened.db,
      limits: createLimits(),
      aiModel: createModelAvailability(),
      logger: log.logger,
      siteUrl: TEST_SITE_URL,
      intervalMs: 50,
    },
  )
  const app = express()
  app.use('/channels/whatsapp', whatsApp.webhook)
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const address = server.address()
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  fake.setWebhook(`${origin}/channels/whatsapp`)

  async function settle({ quietMs = 400, timeoutMs = 15_000 } = {}) {
    const started = Date.now()
    let count = -1
    let since = Date.now()
    while (Date.now() - started < timeoutMs) {
      await whatsApp.wake()
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
    settle,
    /** What a farmer has received, oldest first: a text's body, a button message's text and titles, a template's name. */
    inbox: (who: string) =>
      fake.inbox(who).map((message) => {
        const body = message.body
        if (message.type === 'text') return body.text.body as string
        if (message.type === 'template') return `[template ${body.template.name} ${body.template.language.code}]`
        const titles = body.interactive.action.buttons.map((button: { reply: { title: string } }) => button.reply.title)
        return `${body.interactive.body.text} [${titles.join(' | ')}]`
      }),
    async close() {
      await whatsApp.stop()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await fake.close()
      await opened.close()
    },
  }
}

export type WhatsAppServer = Awaited<ReturnType<typeof startWhatsAppServer>>
