// Sends the outbox's due WhatsApp messages through the Graph API. Each is taken (claimDue) before
// it is sent, so two instances never send the same one. WhatsApp takes free text only within 24
// hours of the farmer's last message (the customer service window): outside it, an expert's reply
// waits and the approved template `answer_ready` tells the farmer it is ready; their answer opens
// the window and the reply goes (inbound.server.ts wakes it). Never free text outside the window.
// A Graph API refusal decides what follows (error-codes.ts): try again after a wait (throughput,
// one farmer's pair rate, Meta's faults), the window path, the operator told (token, template),
// or failed for good. Nothing is tried in a tight loop: every retry has a time.
import { sql, type Kysely } from 'kysely'
import { startBatchLoop, type BatchLoop } from '~/lib/background/batch-loop'
import { claimDue, queueMessage } from '~/lib/channels/messages.server'
import { whatsAppSendOutcomes } from '~/lib/channels/metrics.server'
import type { ChannelMessageRow, Database, FarmerRow } from '~/lib/database/tables'
import { languageButtons, menuButtons } from './compose'
import { GraphApiError, type Recipient, type WhatsAppApi } from './graph-client.server'
import { WAITING_FOR_WINDOW } from './inbound.server'

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS
/** WhatsApp's customer service window. */
export const WINDOW_MS = 24 * HOUR_MS
/** A message not sent in 3 days is stale: marked failed, not sent late. */
const MAX_AGE_MS = 3 * 24 * HOUR_MS

/** The template Meta has approved (docs/channels.md gives its text in both languages). */
export const ANSWER_READY_TEMPLATE = 'answer_ready'

export interface WhatsAppDeliveryResult {
  sent: number
  failed: number
  retried: number
  /** Parked until the farmer writes (the window is closed). */
  waiting: number
}

export async function deliverDueWhatsApp(
  db: Kysely<Database>,
  api: WhatsAppApi,
  now: Date,
  { batchSize = 20, leaseMs = 2 * MINUTE_MS } = {},
): Promise<WhatsAppDeliveryResult> {
  const result: WhatsAppDeliveryResult = { sent: 0, failed: 0, retried: 0, waiting: 0 }
  const due = await claimDue(db, 'out', now, { limit: batchSize, leaseMs }, 'whatsapp')
  /** Farmers whose messages wait after a refusal in this batch: the rest keep their order. */
  const held = new Map<string, Date>()
  for (const message of due) {
    const heldUntil = held.get(message.farmer_id)
    if (heldUntil) {
      await requeue(db, message, heldUntil, message.status_reason, now)
      result.retried += 1
      continue
    }
    const farmer = await db.selectFrom('farmers').selectAll().where('id', '=', message.farmer_id).executeTakeFirst()
    if (!farmer || (farmer.opted_out_at && message.created_at < farmer.opted_out_at)) {
      await fail(db, message, 'opted out before it was sent', now)
      whatsAppSendOutcomes.inc({ outcome: 'opted_out' })
      result.failed += 1
      continue
    }
    if (now.getTime() - Date.parse(message.created_at) > MAX_AGE_MS) {
      await fail(db, message, 'expired: not sent within 3 days', now)
      whatsAppSendOutcomes.inc({ outcome: 'expired' })
      result.failed += 1
      continue
    }
    const to = recipientOf(farmer)
    if (message.kind !== 'notice' && !(await windowIsOpen(db, farmer.id, now))) {
      await waitForWindow(db, message, now)
      whatsAppSendOutcomes.inc({ outcome: 'window_closed' })
      result.waiting += 1
      continue
    }
    try {
      const providerId = await send(api, to, message)
      await db
        .updateTable('channel_messages')
        .set({
          status: 'sent',
          provider_id: providerId,
          status_reason: null,
          sent_at: now.toISOString(),
          next_attempt_at: null,
          attempts: sql<number>`attempts + 1`,
          updated_at: now.toISOString(),
        })
        .where('id', '=', message.id)
        .execute()
      whatsAppSendOutcomes.inc({ outcome: 'sent' })
      result.sent += 1
    } catch (error) {
      if (!(error instanceof GraphApiError)) throw error
      const { action } = error
      if (action.kind === 'window-closed' && message.kind !== 'notice') {
        await waitForWindow(db, message, now)
        whatsAppSendOutcomes.inc({ outcome: 'window_closed' })
        result.waiting += 1
      } else if (action.kind === 'retry' || action.kind === 'settings') {
        const at = new Date(now.getTime() + action.afterMs * Math.min(2 ** message.attempts, 32))
        await requeue(db, message, at, error.message, now, true)
        held.set(message.farmer_id, at)
        whatsAppSendOutcomes.inc({ outcome: action.kind === 'retry' ? 'retry' : 'settings' })
        result.retried += 1
        if (action.kind === 'settings') {
          console.error(
            `WhatsApp refused our settings (${error.message}): check WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID and that the template ${ANSWER_READY_TEMPLATE} is approved. The message waits.`,
          )
        }
      } else {
        await fail(db, message, error.message, now)
        whatsAppSendOutcomes.inc({ outcome: 'failed' })
        result.failed += 1
      }
    }
  }
  return result
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
async function waitForWindow(db: Kysely<Database>, message: ChannelMessageRow, now: Date) {
  const expires = new Date(Date.parse(message.created_at) + MAX_AGE_MS)
  await requeue(db, message, expires, WAITING_FOR_WINDOW, now)
  if (message.kind !== 'expert-reply') return
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

async function requeue(
  db: Kysely<Database>,
  message: ChannelMessageRow,
  at: Date,
  reason: string | null,
  now: Date,
  tried = false,
) {
  await db
    .updateTable('channel_messages')
    .set({
      status: 'queued',
      status_reason: reason?.slice(0, 300) ?? null,
      next_attempt_at: at.toISOString(),
      updated_at: now.toISOString(),
      ...(tried ? { attempts: sql<number>`attempts + 1` } : {}),
    })
    .where('id', '=', message.id)
    .execute()
}

async function fail(db: Kysely<Database>, message: ChannelMessageRow, reason: string, now: Date) {
  await db
    .updateTable('channel_messages')
    .set({
      status: 'failed',
      attempts: sql<number>`attempts + 1`,
      status_reason: reason.slice(0, 300),
      next_attempt_at: null,
      updated_at: now.toISOString(),
    })
    .where('id', '=', message.id)
    .execute()
}

interface LoopOptions {
  intervalMs?: number
  batchSize?: number
  clock?: () => Date
}

/** The server's WhatsApp sender: a batch every `intervalMs` (5 s), and at once when woken. */
export function startWhatsAppDelivery(
  db: Kysely<Database>,
  api: WhatsAppApi,
  { intervalMs = 5_000, batchSize = 20, clock = () => new Date() }: LoopOptions = {},
): BatchLoop {
  return startBatchLoop(
    async () => {
      const result = await deliverDueWhatsApp(db, api, clock(), { batchSize })
      return { more: result.retried === 0 && result.sent + result.failed + result.waiting >= batchSize }
    },
    { intervalMs, failure: 'WhatsApp delivery could not reach the database; the messages wait for the next try:' },
  )
}
