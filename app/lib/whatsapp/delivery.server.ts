// The WhatsApp channel of the outbox (outbox.server.ts), sending through the Graph API. WhatsApp
// takes free text only within 24 hours of the farmer's last message (the customer service
// window): outside it, an expert's reply
// waits and the approved template `answer_ready` tells the farmer it is ready; their answer opens
// the window and the reply goes (inbound.server.ts wakes it). Never free text outside the window.
// A Graph API refusal decides what follows (error-codes.ts): try again after a wait (throughput,
// one farmer's pair rate, Meta's faults), the window path, the operator told (token, template),
// or failed for good. Nothing is tried in a tight loop: every retry has a time.
import type { Kysely } from 'kysely'
import type { BatchLoop } from '~/lib/background/batch-loop'
import { queueMessage } from '~/lib/channels/messages.server'
import {
  deliverDue,
  MAX_AGE_MS,
  startOutbox,
  type OutboxChannel,
  type OutboxOptions,
  type Verdict,
} from '~/lib/channels/outbox.server'
import { whatsAppSendOutcomes } from '~/lib/channels/metrics.server'
import type { ChannelMessageRow, Database, FarmerRow } from '~/lib/database/tables'
import { languageButtons, menuButtons } from './compose'
import { GraphApiError, type Recipient, type WhatsAppApi } from './graph-client.server'
import { WAITING_FOR_WINDOW } from './inbound.server'

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS
/** WhatsApp's customer service window. */
export const WINDOW_MS = 24 * HOUR_MS

/** The template Meta has approved (docs/channels.md gives its text in both languages). */
export const ANSWER_READY_TEMPLATE = 'answer_ready'

/** The WhatsApp channel of the outbox: the window, the send call and what Meta's refusals mean. */
function whatsAppOutbox(db: Kysely<Database>, api: WhatsAppApi): OutboxChannel {
  return {
    channel: 'whatsapp',
    outcomes: whatsAppSendOutcomes,
    begin: async (now) => ({
      async check(message, farmer) {
        if (message.kind === 'notice' || (await windowIsOpen(db, farmer.id, now))) return undefined
        return waitForWindow(db, message, now)
      },
      async send(message, farmer) {
        try {
          return { kind: 'sent', providerId: await send(api, recipientOf(farmer), message) }
        } catch (error) {
          if (!(error instanceof GraphApiError)) throw error
          return whatFollows(db, message, error, now)
        }
      },
    }),
  }
}

async function whatFollows(
  db: Kysely<Database>,
  message: ChannelMessageRow,
  error: GraphApiError,
  now: Date,
): Promise<Verdict> {
  const { action } = error
  if (action.kind === 'window-closed' && message.kind !== 'notice') return waitForWindow(db, message, now)
  if (action.kind !== 'retry' && action.kind !== 'settings') {
    return { kind: 'failed', outcome: 'failed', reason: error.message }
  }
  if (action.kind === 'settings') {
    console.error(
      `WhatsApp refused our settings (${error.message}): check WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID and that the template ${ANSWER_READY_TEMPLATE} is approved. The message waits.`,
    )
  }
  // The farmer's later messages in the batch wait too, so they keep their order.
  const at = new Date(now.getTime() + action.afterMs * Math.min(2 ** message.attempts, 32))
  return { kind: 'retry', outcome: action.kind, reason: error.message, at, hold: { farmer: true } }
}

export function deliverDueWhatsApp(db: Kysely<Database>, api: WhatsAppApi, now: Date, options?: OutboxOptions) {
  return deliverDue(db, whatsAppOutbox(db, api), now, options)
}

function send(api: WhatsAppApi, to: Recipient, message: ChannelMessageRow) {
  switch (message.kind) {
    case 'menu':
      return api.sendButtons(to, message.text, menuButtons(message.locale))
    case 'language-menu':
      return api.sendButtons(to, message.text, languageButtons())
    case 'notice':
      return api.sendTemplate(to, ANSWER_READY_TEMPLATE, message.locale, [])
    default:
      return api.sendText(to, message.text)
  }
}

/** The farmer's number, or their business-scoped id when WhatsApp withholds the number. */
export function recipientOf(farmer: Pick<FarmerRow, 'phone' | 'channel_user_id'>): Recipient {
  if (farmer.phone) return { phone: farmer.phone }
  return { userId: (farmer.channel_user_id ?? '').replace(/^whatsapp:/, '') }
}

/** Whether the farmer wrote to us on WhatsApp in the last 24 hours. */
export async function windowIsOpen(db: Kysely<Database>, farmerId: string, now: Date) {
  const latest = await db
    .selectFrom('channel_messages')
    .select('created_at')
    .where('farmer_id', '=', farmerId)
    .where('channel', '=', 'whatsapp')
    .where('direction', '=', 'in')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  return latest !== undefined && now.getTime() - Date.parse(latest.created_at) < WINDOW_MS
}

/**
 * Free text cannot go: the message waits for the farmer's next message. An expert's reply also
 * sends the approved template once, so the farmer knows to write.
 */
async function waitForWindow(db: Kysely<Database>, message: ChannelMessageRow, now: Date): Promise<Verdict> {
  const expires = new Date(Date.parse(message.created_at) + MAX_AGE_MS)
  if (message.kind === 'expert-reply') {
    await queueMessage(
      db,
      {
        farmerId: message.farmer_id,
        channel: 'whatsapp',
        kind: 'notice',
        text: `[template ${ANSWER_READY_TEMPLATE}]`,
        locale: message.locale,
        initiatedBy: 'us',
        idempotencyKey: `${message.id}:answer-ready`,
        consultationId: message.consultation_id ?? undefined,
        replyToId: message.id,
      },
      now,
    )
  }
  return { kind: 'wait', outcome: 'window_closed', reason: WAITING_FOR_WINDOW, at: expires }
}

/** The server's WhatsApp sender: a batch every `intervalMs` (5 s), and at once when woken. */
export function startWhatsAppDelivery(
  db: Kysely<Database>,
  api: WhatsAppApi,
  options: { intervalMs?: number; batchSize?: number; clock?: () => Date; giveWay?: () => Promise<void> } = {},
): BatchLoop {
  return startOutbox(db, whatsAppOutbox(db, api), options)
}
