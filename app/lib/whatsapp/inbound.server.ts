// What the webhook does with Meta's events, inside the request and quickly: each farmer's message
// is logged once (by WhatsApp's message id, so Meta's retries change nothing) and waits in the
// channels' message log for the WhatsApp worker; each status moves the message we sent. A farmer
// is known by number, by business-scoped user id, or both: whichever WhatsApp shares, one row.
import type { Transaction } from 'kysely'
import { createFarmer, findFarmer, touchFarmer } from '~/lib/channels/farmers.server'
import { logIncoming } from '~/lib/channels/messages.server'
import type { Database, MessageKind, MessageStatus } from '~/lib/database/tables'
import { guessLocale } from './locale-guess'
import type { IncomingWhatsApp, WebhookEvents } from './webhook'

/** Why an outgoing message waits: the 24-hour window is closed until the farmer writes again. */
export const WAITING_FOR_WINDOW = 'waiting for the farmer to write (24-hour window closed)'

/** The channel user id we store for a business-scoped id. */
export const whatsAppUserId = (userId: string) => `whatsapp:${userId}`

const KINDS: Record<IncomingWhatsApp['kind'], MessageKind> = {
  text: 'question',
  image: 'photo',
  audio: 'voice-note',
  button: 'keyword',
  other: 'keyword',
}

export interface RecordedEvents {
  /** New messages waiting for the worker. */
  queued: number
  duplicates: number
  statuses: number
}

/**
 * Records a post's events inside the caller's transaction (the webhook's group commit): its
 * farmer, messages and statuses are stored together or not at all.
 */
export async function recordWebhookEvents(db: Transaction<Database>, events: WebhookEvents, now: Date) {
  const recorded: RecordedEvents = { queued: 0, duplicates: 0, statuses: 0 }
  for (const message of events.messages) {
    const { farmer, isNew } = await farmerOf(db, message, now)
    const logged = await logIncoming(
      db,
      {
        farmerId: farmer.id,
        channel: 'whatsapp',
        kind: KINDS[message.kind],
        // A button tap is logged as its id, which the worker reads; its title is the farmer's language.
        text: message.kind === 'button' ? `${message.buttonId ?? ''}` : message.text.slice(0, 4096),
        locale: farmer.locale,
        providerId: message.id,
        status: 'received',
        mediaId: message.mediaId,
      },
      now,
    )
    if (!logged.isNew) {
      recorded.duplicates += 1
      continue
    }
    recorded.queued += 1
    // The farmer wrote: the window is open again, and what waited for it goes now (a new farmer has nothing waiting).
    if (isNew) continue
    await db
      .updateTable('channel_messages')
      .set({ next_attempt_at: now.toISOString(), status_reason: null, updated_at: now.toISOString() })
      .where('farmer_id', '=', farmer.id)
      .where('channel', '=', 'whatsapp')
      .where('direction', '=', 'out')
      .where('status', '=', 'queued')
      .where('status_reason', '=', WAITING_FOR_WINDOW)
      .execute()
  }
  for (const status of events.statuses) {
    if (status.status === 'other') continue
    const next: MessageStatus = status.status === 'failed' ? 'failed' : status.status === 'sent' ? 'sent' : 'delivered'
    // A late "sent" never undoes "delivered", and nothing undoes "failed".
    const keep: MessageStatus[] = next === 'sent' ? ['delivered', 'failed'] : ['failed']
    const result = await db
      .updateTable('channel_messages')
      .set({ status: next, status_reason: status.reason ?? null, updated_at: now.toISOString() })
      .where('channel', '=', 'whatsapp')
      .where('direction', '=', 'out')
      .where('provider_id', '=', status.id)
      .where('status', 'not in', keep)
      .executeTakeFirst()
    recorded.statuses += Number(result.numUpdatedRows)
  }
  return recorded
}

/** The farmer who wrote, created on first contact; a number or id learnt later is added to the row. */
async function farmerOf(db: Transaction<Database>, message: IncomingWhatsApp, now: Date) {
  const channelUserId = message.userId ? whatsAppUserId(message.userId) : undefined
  const identity = message.phone ? { phone: message.phone, channelUserId } : { channelUserId: channelUserId! }
  const contact = { channel: 'whatsapp', locale: guessLocale(message.text), now } as const
  const known = await findFarmer(db, identity)
  if (!known) return { farmer: await createFarmer(db, identity, contact), isNew: true }
  const changes: { phone?: string; channel_user_id?: string } = {}
  if (!known.phone && message.phone) changes.phone = message.phone
  if (!known.channel_user_id && channelUserId) changes.channel_user_id = channelUserId
  // Another row may already hold it (two identities met before): the first row stays as it is.
  // Asked first, not left to the unique index: a refused write would end the post's transaction.
  if (changes.phone && (await findFarmer(db, { phone: changes.phone }))) delete changes.phone
  if (changes.channel_user_id && (await findFarmer(db, { channelUserId: changes.channel_user_id }))) {
    delete changes.channel_user_id
  }
  if (Object.keys(changes).length > 0) {
    await db
      .updateTable('farmers')
      .set({ ...changes, updated_at: now.toISOString() })
      .where('id', '=', known.id)
      .execute()
  }
  return { farmer: await touchFarmer(db, known, contact), isNew: false }
}
