// The channels' message log, which is also their work queues: an incoming question waits in it
// for its answer (`received`), an outgoing message for the sender (`queued`). Each is taken by
// one worker at a time with a lease (the row's `next_attempt_at`), so several server instances
// never answer or send the same row, and one that dies leaves its row to another when the lease
// ends. An idempotency key per outgoing message means doing the same work twice (a gateway's
// retried callback, an answer taken again after a crash) never queues the same message twice.
import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Locale } from '~/i18n/locale'
import type { DeliveryReport } from '~/lib/africastalking/callbacks'
import { FINAL_DELIVERY_STATUSES } from '~/lib/africastalking/status-codes'
import type { Channel, ChannelMessageRow, Database, MessageKind, MessageStatus } from '~/lib/database/tables'
import { countSms } from '~/lib/sms/segments'
import { nextNairobiDaytime } from './nairobi-time'

type Db = Kysely<Database> | Transaction<Database>

interface IncomingMessage {
  farmerId: string
  channel: Channel
  kind: MessageKind
  text: string
  locale: Locale
  /** The gateway's id of the message (or the USSD session's): a retried callback is logged once. */
  providerId?: string
  /** `received` for a question that waits for its answer; `handled` for what was done at once. */
  status: Extract<MessageStatus, 'received' | 'handled'>
  consultationId?: string
  /** WhatsApp: the media id of a photo or voice note, fetched when the message is answered. */
  mediaId?: string
}

/** Logs a message a farmer sent; `isNew` is false when the gateway sent the same message again. */
export async function logIncoming(db: Db, message: IncomingMessage, now: Date) {
  const time = now.toISOString()
  const id = randomUUID()
  const result = await db
    .insertInto('channel_messages')
    .values({
      id,
      farmer_id: message.farmerId,
      channel: message.channel,
      direction: 'in',
      kind: message.kind,
      initiated_by: 'farmer',
      locale: message.locale,
      text: message.text,
      segments: message.channel === 'sms' ? countSms(message.text).segments : null,
      cost: null,
      provider_id: message.providerId ?? null,
      idempotency_key: null,
      status: message.status,
      status_reason: null,
      next_attempt_at: message.status === 'received' ? time : null,
      reply_to_id: null,
      consultation_id: message.consultationId ?? null,
      created_at: time,
      updated_at: time,
      sent_at: null,
      media_id: message.mediaId ?? null,
    })
    .onConflict((conflict) => conflict.columns(['channel', 'direction', 'provider_id']).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (result) return { id, isNew: true }
  const existing = await db
    .selectFrom('channel_messages')
    .select('id')
    .where('channel', '=', message.channel)
    .where('direction', '=', 'in')
    .where('provider_id', '=', message.providerId ?? '')
    .executeTakeFirstOrThrow()
  return { id: existing.id, isNew: false }
}

export interface OutgoingMessage {
  farmerId: string
  channel: Channel
  kind: MessageKind
  /** The text as it will be sent: already written for the channel (normalised, fitted). */
  text: string
  locale: Locale
  /** A reply to the farmer goes at any hour; a message we start waits for the Nairobi day. */
  initiatedBy: 'farmer' | 'us'
  /** The same key twice queues one message. */
  idempotencyKey?: string
  replyToId?: string
  consultationId?: string
  /** Only the confirmation of STOP is sent to a farmer who has opted out. */
  evenIfOptedOut?: boolean
}

export type QueueResult = { queued: true; id: string } | { queued: false; reason: 'opted-out' | 'duplicate' }

/** Puts a message in the outbox (inside the caller's transaction, with what it tells of). */
export async function queueMessage(db: Db, message: OutgoingMessage, now: Date): Promise<QueueResult> {
  const farmer = await db
    .selectFrom('farmers')
    .select(['opted_out_at'])
    .where('id', '=', message.farmerId)
    .executeTakeFirstOrThrow()
  if (farmer.opted_out_at && !message.evenIfOptedOut) return { queued: false, reason: 'opted-out' }
  const time = now.toISOString()
  const id = randomUUID()
  const sendAt = message.initiatedBy === 'us' ? nextNairobiDaytime(now) : now
  const result = await db
    .insertInto('channel_messages')
    .values({
      id,
      farmer_id: message.farmerId,
      channel: message.channel,
      direction: 'out',
      kind: message.kind,
      initiated_by: message.initiatedBy,
      locale: message.locale,
      text: message.text,
      segments: message.channel === 'sms' ? countSms(message.text).segments : null,
      cost: null,
      provider_id: null,
      idempotency_key: message.idempotencyKey ?? null,
      status: 'queued',
      status_reason: null,
      next_attempt_at: sendAt.toISOString(),
      reply_to_id: message.replyToId ?? null,
      consultation_id: message.consultationId ?? null,
      created_at: time,
      updated_at: time,
      sent_at: null,
      media_id: null,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!result) return { queued: false, reason: 'duplicate' }
  return { queued: true, id }
}

interface ClaimOptions {
  limit?: number
  /** How long a taken row is this worker's alone. */
  leaseMs: number
}

/**
 * Takes rows in one direction that are due: waiting ones, and ones whose worker's lease ended
 * (it died), in the order they are due. Only an UPDATE that still sees a row due wins it.
 */
export async function claimDue(
  db: Kysely<Database>,
  direction: 'in' | 'out',
  now: Date,
  { limit = 20, leaseMs }: ClaimOptions,
  /** Each channel's rows have their own worker: it takes only its own. */
  channels?: Channel | readonly Channel[],
): Promise<ChannelMessageRow[]> {
  const [waiting, taken] = direction === 'in' ? (['received', 'answering'] as const) : (['queued', 'sending'] as const)
  let query = db
    .selectFrom('channel_messages')
    .selectAll()
    .where('direction', '=', direction)
    .where('status', 'in', [waiting, taken])
    .where('next_attempt_at', '<=', now.toISOString())
  if (channels) query = query.where('channel', 'in', typeof channels === 'string' ? [channels] : [...channels])
  const due = await query.orderBy('next_attempt_at').orderBy('created_at').orderBy('id').limit(limit).execute()
  if (due.length === 0) return []
  const ids = due.map((row) => row.id)
  const leaseEnd = new Date(now.getTime() + leaseMs).toISOString()
  // One statement (one commit) for the batch: a row is won only if it is still due as it is
  // written, so one taken meanwhile by another worker (its lease ahead) or settled is left alone.
  const won = await db
    .updateTable('channel_messages')
    .set({ status: taken, next_attempt_at: leaseEnd, updated_at: now.toISOString() })
    .where('id', 'in', ids)
    .where('status', 'in', [waiting, taken])
    .where('next_attempt_at', '<=', now.toISOString())
    .returning('id')
    .execute()
  const wonIds = new Set(won.map((row) => row.id))
  return due.filter((row) => wonIds.has(row.id)).map((row) => ({ ...row, status: taken, next_attempt_at: leaseEnd }))
}

/** An incoming question has its answer queued: done. */
export async function markAnswered(db: Db, id: string, now: Date) {
  await db
    .updateTable('channel_messages')
    .set({ status: 'answered', next_attempt_at: null, status_reason: null, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute()
}

/** An incoming question could not be answered now: it waits until `retryAt`, with the reason. */
export async function answerLater(db: Db, id: string, reason: string, retryAt: Date, now: Date) {
  await db
    .updateTable('channel_messages')
    .set({
      status: 'received',
      attempts: sql<number>`attempts + 1`,
      status_reason: reason.slice(0, 300),
      next_attempt_at: retryAt.toISOString(),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute()
}

/** What a delivery report says of a message we sent; false when no message of ours has that id. */
export async function recordDeliveryReport(db: Db, report: DeliveryReport, now: Date): Promise<boolean> {
  const isFinal = FINAL_DELIVERY_STATUSES.includes(report.status)
  const status: MessageStatus = report.status === 'Success' ? 'delivered' : isFinal ? 'failed' : 'sent'
  const reason = report.status === 'Success' ? null : [report.status, report.failureReason].filter(Boolean).join(': ')
  const result = await db
    .updateTable('channel_messages')
    .set({ status, status_reason: reason, updated_at: now.toISOString() })
    .where('channel', '=', 'sms')
    .where('direction', '=', 'out')
    .where('provider_id', '=', report.id)
    // A late intermediate report never undoes a final one.
    .where('status', 'not in', ['delivered', 'failed'])
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 1) return true
  const known = await db
    .selectFrom('channel_messages')
    .select('id')
    .where('direction', '=', 'out')
    .where('provider_id', '=', report.id)
    .executeTakeFirst()
  return known !== undefined
}

/** A farmer's messages, oldest first (their status, the tests, the simulator). */
export async function listFarmerMessages(db: Db, farmerId: string) {
  return db
    .selectFrom('channel_messages')
    .selectAll()
    .where('farmer_id', '=', farmerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Deletes the messages logged before `now - days`; returns how many went. */
export async function deleteExpiredMessages(db: Kysely<Database>, days: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString()
  const result = await db.deleteFrom('channel_messages').where('created_at', '<', cutoff).executeTakeFirst()
  return Number(result.numDeletedRows)
}
