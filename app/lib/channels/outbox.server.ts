// The outbox every phone channel sends from (SMS, WhatsApp): due messages are taken (claimDue)
// before they are sent, so two instances never send the same one; each is checked against its
// farmer (opted out since it was written: never sent; unsent after MAX_AGE: stale, failed), then
// handed to the channel, which sends it and says what its provider's answer means (a Verdict):
// sent, tried again at a time the channel chooses (never a tight loop), left to wait untried,
// or failed for good. A channel's verdict may also hold back the rest of the batch: that
// farmer's later messages (so they keep their order) or every one (a provider that is down,
// a budget spent). Only the send call and the meaning of its errors belong to the channel.
import { sql, type Kysely } from 'kysely'
import type { Counter } from 'prom-client'
import { startBatchLoop, type BatchLoop } from '~/lib/background/batch-loop'
import type { Channel, ChannelMessageRow, Database, FarmerRow } from '~/lib/database/tables'
import { claimDue } from './messages.server'

const MINUTE_MS = 60 * 1000
const DAY_MS = 24 * 60 * MINUTE_MS

/** A message not sent in 3 days is stale: it is marked failed, not sent late. */
export const MAX_AGE_MS = 3 * DAY_MS

/** What became of one message; `outcome` is its label in the channel's send-outcome metric. */
export type Verdict =
  | { kind: 'sent'; providerId: string; cost?: string | null; note?: string | null }
  /** Tried and refused for now: tried again from `at` (counted as a try). */
  | { kind: 'retry'; outcome: string; reason: string; at: Date; hold?: Hold }
  /** Not tried: waits until `at`; `reason` replaces the row's own when given. */
  | { kind: 'wait'; outcome?: string; reason?: string; at: Date; hold?: Hold }
  | { kind: 'failed'; outcome: string; reason: string }

/** What else waits after this verdict: the farmer's later messages, or the whole batch (from `at`). */
type Hold = { farmer: true } | { batch: Date }

export interface OutboxBatch {
  /** A verdict that stands instead of sending (the night, a budget, a closed window), or nothing to send. */
  check?(message: ChannelMessageRow, farmer: FarmerRow): Promise<Verdict | undefined> | Verdict | undefined
  /** Sends through the provider; a refusal is a verdict, a thrown error stops the batch (the database). */
  send(message: ChannelMessageRow, farmer: FarmerRow): Promise<Verdict>
  /** After a message was sent or failed for good. */
  settled?(message: ChannelMessageRow): Promise<void>
}

export interface OutboxChannel {
  channel: Channel
  outcomes: Counter<'outcome'>
  /** Opens a batch at `now`, or says nothing may go now (a budget spent): the batch ends at once. */
  begin(now: Date): Promise<OutboxBatch | undefined>
}

export interface OutboxOptions {
  batchSize?: number
  /** How long a taken message is this instance's alone: longer than the provider's time-out. */
  leaseMs?: number
  /** Awaited before each message: the requests the sender gives way to (right-of-way.ts). */
  giveWay?: () => Promise<void>
}

export interface OutboxResult {
  sent: number
  failed: number
  /** Tried and refused for now, or held behind one that was: tried again later. */
  retried: number
  /** Not tried: waiting for its hour, a budget or the farmer. */
  waiting: number
  /** The batch stopped before its end (a provider down, a budget spent): the rest waits. */
  stopped: boolean
}

const COUNTED_AS = { sent: 'sent', failed: 'failed', retry: 'retried', wait: 'waiting' } as const

export async function deliverDue(
  db: Kysely<Database>,
  outbox: OutboxChannel,
  now: Date,
  { batchSize = 20, leaseMs = 2 * MINUTE_MS, giveWay }: OutboxOptions = {},
): Promise<OutboxResult> {
  const result: OutboxResult = { sent: 0, failed: 0, retried: 0, waiting: 0, stopped: false }
  const batch = await outbox.begin(now)
  if (!batch) return { ...result, stopped: true }
  const due = await claimDue(db, 'out', now, { limit: batchSize, leaseMs }, outbox.channel)
  const held = new Map<string, Date>()
  const farmers = await farmersOf(db, due)
  for (const [index, message] of due.entries()) {
    await giveWay?.()
    const heldUntil = held.get(message.farmer_id)
    const farmer = farmers.get(message.farmer_id)
    const verdict: Verdict = heldUntil
      ? { kind: 'retry', outcome: 'held', reason: message.status_reason ?? '', at: heldUntil }
      : !farmer || (farmer.opted_out_at && message.created_at < farmer.opted_out_at)
        ? { kind: 'failed', outcome: 'opted_out', reason: 'opted out before it was sent' }
        : now.getTime() - Date.parse(message.created_at) > MAX_AGE_MS
          ? { kind: 'failed', outcome: 'expired', reason: 'expired: not sent within 3 days' }
          : ((await batch.check?.(message, farmer)) ?? (await batch.send(message, farmer)))
    await record(db, batch, message, verdict, now, heldUntil !== undefined)
    if (verdict.kind === 'failed' && verdict.outcome === 'expired') {
      console.warn(`A ${outbox.channel} message (${message.id}) expired after ${message.attempts} tries.`)
    }
    const outcome = verdict.kind === 'sent' ? 'sent' : verdict.outcome
    if (outcome && !heldUntil) outbox.outcomes.inc({ outcome })
    result[COUNTED_AS[verdict.kind]] += 1
    const hold = verdict.kind === 'retry' || verdict.kind === 'wait' ? verdict : undefined
    if (hold?.hold && 'farmer' in hold.hold) held.set(message.farmer_id, hold.at)
    if (hold?.hold && 'batch' in hold.hold) {
      for (const rest of due.slice(index + 1)) await requeue(db, rest, { at: hold.hold.batch }, now)
      result.stopped = true
      break
    }
  }
  return result
}

/** The farmers of a batch's messages, read at once. */
async function farmersOf(db: Kysely<Database>, due: ChannelMessageRow[]) {
  const ids = [...new Set(due.map((message) => message.farmer_id))]
  if (ids.length === 0) return new Map<string, FarmerRow>()
  const rows = await db.selectFrom('farmers').selectAll().where('id', 'in', ids).execute()
  return new Map(rows.map((row) => [row.id, row]))
}

async function record(
  db: Kysely<Database>,
  batch: OutboxBatch,
  message: ChannelMessageRow,
  verdict: Verdict,
  now: Date,
  held: boolean,
) {
  switch (verdict.kind) {
    case 'sent':
    case 'failed': {
      const done =
        verdict.kind === 'sent'
          ? {
              provider_id: verdict.providerId,
              cost: verdict.cost ?? null,
              status_reason: verdict.note ?? null,
              sent_at: now.toISOString(),
            }
          : { status_reason: verdict.reason.slice(0, 300) }
      await db
        .updateTable('channel_messages')
        .set({
          ...done,
          status: verdict.kind,
          next_attempt_at: null,
          attempts: sql<number>`attempts + 1`,
          updated_at: now.toISOString(),
        })
        .where('id', '=', message.id)
        .execute()
      await batch.settled?.(message)
      return
    }
    case 'retry':
      return requeue(db, message, { at: verdict.at, reason: verdict.reason, tried: !held }, now)
    case 'wait':
      return requeue(db, message, { at: verdict.at, reason: verdict.reason }, now)
  }
}

/** Gives a taken message back, to be sent from `at`. */
async function requeue(
  db: Kysely<Database>,
  message: ChannelMessageRow,
  { at, reason, tried = false }: { at: Date; reason?: string; tried?: boolean },
  now: Date,
) {
  await db
    .updateTable('channel_messages')
    .set({
      status: 'queued',
      next_attempt_at: at.toISOString(),
      updated_at: now.toISOString(),
      ...(reason === undefined ? {} : { status_reason: reason.slice(0, 300) || null }),
      ...(tried ? { attempts: sql<number>`attempts + 1` } : {}),
    })
    .where('id', '=', message.id)
    .where('status', '=', 'sending')
    .execute()
}

interface LoopOptions extends OutboxOptions {
  intervalMs?: number
  /** The time a batch runs at (tests give their own clock). */
  clock?: () => Date
}

/** A channel's sender in the server: a batch every `intervalMs` (5 s), and at once when woken. */
export function startOutbox(
  db: Kysely<Database>,
  outbox: OutboxChannel,
  { intervalMs = 5_000, batchSize = 20, clock = () => new Date(), ...options }: LoopOptions = {},
): BatchLoop {
  return startBatchLoop(
    async () => {
      const result = await deliverDue(db, outbox, clock(), { batchSize, ...options })
      const handled = result.sent + result.failed + result.waiting
      return { more: !result.stopped && result.retried === 0 && handled >= batchSize }
    },
    {
      intervalMs,
      failure: `The ${outbox.channel} sender could not reach the database; the messages wait for the next try:`,
      giveWay: options.giveWay,
    },
  )
}
