// WhatsApp as the server runs it, for a test, with the fake Graph API posting the farmer's
// signed events to our webhook (channel-server.ts).
import { startChannelServer } from './channel-server'
import { TEST_DATABASES, type TestDatabase } from './databases'
import {
  FAKE_APP_SECRET,
  FAKE_PHONE_NUMBER_ID,
  FAKE_VERIFY_TOKEN,
  FAKE_WHATSAPP_TOKEN,
  startFakeWhatsApp,
} from './fake-whatsapp.mjs'

export { TEST_SITE_URL } from './channel-server'

/** WhatsApp's settings for the fake Graph API, but for its address and the voice notes' switch. */
const GRAPH = {
  accessToken: FAKE_WHATSAPP_TOKEN,
  phoneNumberId: FAKE_PHONE_NUMBER_ID,
  verifyToken: FAKE_VERIFY_TOKEN,
  appSecret: FAKE_APP_SECRET,
  photoRetentionDays: 30,
}

export async function startWhatsAppServer({
  database = TEST_DATABASES[0],
  voice = false,
}: { database?: TestDatabase; voice?: boolean } = {}) {
  const { startWhatsApp } = await import('../server/whatsapp')
  const fake = await startFakeWhatsApp()
  const server = await startChannelServer(
    fake,
    '/channels/whatsapp',
    (dependencies) => {
      const whatsApp = startWhatsApp({ ...GRAPH, graphBaseUrl: fake.graphBaseUrl, voice }, dependencies)
      return { handler: whatsApp.webhook, wake: whatsApp.wake, stop: whatsApp.stop }
    },
    database,
  )
  fake.setWebhook(`${server.origin}/channels/whatsapp`)
  return {
    ...server,
    /** What a farmer has received, oldest first: a text's body, a button message's text and titles, a template's name. */
    inbox: (who: string) =>
      fake.inbox(who).map((message) => {
        const body = message.body
        if (message.type === 'text') return body.text.body as string
        if (message.type === 'template') return `[template ${body.template.name} ${body.template.language.code}]`
        const titles = body.interactive.action.buttons.map((button: { reply: { title: string } }) => button.reply.title)
        return `${body.interactive.body.text} [${titles.join(' | ')}]`
      }),
  }
}

export type WhatsAppServer = Awaited<ReturnType<typeof startWhatsAppServer>>
