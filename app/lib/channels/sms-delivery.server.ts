// Sends the outbox's due SMS through the gateway, one farmer a request. Each message is taken
// (claimDue) before it is sent, so two instances never send the same one. The gateway's answer
// decides what follows: taken (sent, with its id and cost), refused for good (the number cannot
// get it: failed, with the gateway's reason), or refused for now and every gateway failure
// (tried again later, backing off; the batch stops at the first outage rather than hammer a
// gateway that is down). Nothing is dropped but a message still unsent after MAX_AGE, which is
// stale by then. The day's budget of segments (SMS_DAILY_BUDGET) is counted from what was sent
// since midnight in Nairobi: when it is spent, messages wait for the next day, said once a day
// in the log and in /metrics. A message we started (not a reply) waits for 8:00 to 20:00. The
// farewell to a farmer who had their data deleted takes the farmer's last row with it.
import { sql, type Kysely } from 'kysely'
import { GatewayError, type SmsGateway } from '~/lib/africastalking/client.server'
import { startBatchLoop, type BatchLoop } from '~/lib/background/batch-loop'
import type { ChannelMessageRow, Database } from '~/lib/database/tables'
import { deleteFarmer } from './farmers.server'
import { claimDue } from './messages.server'
import { smsBudgetRemaining, smsBudgetSpent, smsSegmentsSent, smsSendOutcomes } from './metrics.server'
import { isNairobiDaytime, nextNairobiDaytime, startOfNairobiDay } from './nairobi-time'
import { maskPhone } from './phone-number'

const MINUTE_MS = 60 * 1000
const DAY_MS = 24 * 60 * MINUTE_MS

/** The wait after the 1st, 2nd… failed try; after the last, every 2 hours. */
const BACKOFF_MS = [0.5, 2, 10, 30, 60].map((minutes) => minutes * MINUTE_MS)
const LAST_BACKOFF_MS = 2 * 60 * MINUTE_MS

/** An answer or notice not sent in 3 days is stale: it is marked failed, not sent late. */
export const MAX_AGE_MS = 3 * DAY_MS

export function nextTryAfter(attempts: number, now: Date) {
  return new Date(now.getTime() + (BACKOFF_MS[attempts - 1] ?? LAST_BACKOFF_MS))
}

export interface SmsDeliveryOptions {
  batchSize?: number
  /** How long a taken message is this instance's alone: longer than the gateway's time-out. */
  leaseMs?: number
  /** SMS segments a Nairobi day. */
  dailyBudget: number
}

export interface SmsDeliveryResult {
  sent: number
  failed: number
  /** Refused for now or not sent for a gateway failure: tried again later. */
  retried: number
  /** Due, but taken by another instance first. */
  skipped: number
  /** The day's budget is spent: what is left waits for tomorrow. */
  budgetSpent: boolean
}

/** The day on which this process last said a database's budget was spent (so it says it once a day). */
const budgetSpentSaidFor = new WeakMap<Kysely<Database>, string>()

export async function deliverDueSms(
  db: Kysely<Database>,
  gateway: SmsGateway,
  now: Date,
  { batchSize = 20, leaseMs = 2 * MINUTE_MS, dailyBudget }: SmsDeliveryOptions,
): Promise<SmsDeliveryResult> {
  const result: SmsDeliveryResult = { sent: 0, failed: 0, retried: 0, skipped: 0, budgetSpent: false }
  let remaining = dailyBudget - (await segmentsSentToday(db, now))
  smsBudgetRemaining.set(Math.max(0, remaining))
  if (remaining <= 0) {
    await noteBudgetSpent(db, now, dailyBudget)
    result.budgetSpent = true
    return result
  }
  const due = await claimDue(db, 'out', now, { limit: batchSize, leaseMs }, 'sms')
  for (const [index, message] of due.entries()) {
    const segments = message.segments ?? 1
    const farmer = await db
      .selectFrom('farmers')
      .select(['phone', 'opted_out_at'])
      .where('id', '=', message.farmer_id)
      .executeTakeFirst()
    // Written before the farmer said STOP, or to a farmer without a number: never sent.
    if (!farmer?.phone || (farmer.opted_out_at && message.created_at < farmer.opted_out_at)) {
      await fail(db, message, farmer?.phone ? 'opted out before it was sent' : 'no phone number', now)
      smsSendOutcomes.inc({ outcome: 'opted_out' })
      result.failed += 1
      continue
    }
    if (now.getTime() - Date.parse(message.created_at) > MAX_AGE_MS) {
      await fail(db, message, 'expired: not sent within 3 days', now)
      smsSendOutcomes.inc({ outcome: 'expired' })
      console.warn(`SMS ${message.id} to ${maskPhone(farmer.phone)} expired after ${message.attempts} tries.`)
      result.failed += 1
      continue
    }
    if (message.initiated_by === 'us' && !isNairobiDaytime(now)) {
      await release(db, message.id, nextNairobiDaytime(now), now)
      result.skipped += 1
      continue
    }
    if (segments > remaining) {
      await releaseAll(db, due.slice(index), new Date(startOfNairobiDay(now).getTime() + DAY_MS), now)
      await noteBudgetSpent(db, now, dailyBudget)
      result.budgetSpent = true
      break
    }
    let sendResult
    try {
      sendResult = await gateway.sendSms(farmer.phone, message.text)
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error
      await retryLater(db, message, error.message, now)
      smsSendOutcomes.inc({ outcome: 'gateway_down' })
      result.retried += 1
      // The gateway is away: the rest of the batch waits for the next run, untried.
      await releaseAll(db, due.slice(index + 1), now, now)
      console.warn(
        `The SMS gateway failed (${error.message}); ${due.length - index} message(s) wait and are tried again.`,
      )
      break
    }
    if (sendResult.outcome === 'accepted') {
      await db
        .updateTable('channel_messages')
        .set({
          status: 'sent',
          provider_id: sendResult.messageId,
          cost: sendResult.cost ?? null,
          status_reason: sendResult.statusCode === 102 ? 'Queued' : null,
          sent_at: now.toISOString(),
          next_attempt_at: null,
          attempts: sql<number>`attempts + 1`,
          updated_at: now.toISOString(),
        })
        .where('id', '=', message.id)
        .execute()
      remaining -= segments
      smsBudgetRemaining.set(Math.max(0, remaining))
      smsSegmentsSent.inc(segments)
      smsSendOutcomes.inc({ outcome: 'sent' })
      result.sent += 1
      await forgetAfterFarewell(db, message)
    } else if (sendResult.retry) {
      await retryLater(db, message, `${sendResult.statusCode ?? '-'} ${sendResult.status}`, now)
      smsSendOutcomes.inc({ outcome: 'retry' })
      result.retried += 1
      console.warn(
        `The SMS gateway refused a message for now (${sendResult.status}): check the account's balance and AT_SHORTCODE. It is tried again.`,
      )
    } else {
      await fail(db, message, `${sendResult.statusCode ?? '-'} ${sendResult.status}`, now)
      smsSendOutcomes.inc({ outcome: 'failed' })
      result.failed += 1
    }
  }
  return result
}

/** Segments the gateway took from us since midnight in Nairobi. */
async function segmentsSentToday(db: Kysely<Database>, now: Date) {
  const row = await db
    .selectFrom('channel_messages')
    .select(sql<number | string | null>`sum(segments)`.as('segments'))
    .where('channel', '=', 'sms')
    .where('direction', '=', 'out')
    .where('sent_at', '>=', startOfNairobiDay(now).toISOString())
    .executeTakeFirst()
  return Number(row?.segments ?? 0)
}

async function noteBudgetSpent(db: Kysely<Database>, now: Date, dailyBudget: number) {
  const day = startOfNairobiDay(now).toISOString()
  if (budgetSpentSaidFor.get(db) === day) return
  budgetSpentSaidFor.set(db, day)
  smsBudgetSpent.inc()
  const waiting = await db
    .selectFrom('channel_messages')
    .select(sql<number | string>`count(*)`.as('count'))
    .where('direction', '=', 'out')
    .where('channel', '=', 'sms')
    .where('status', 'in', ['queued', 'sending'])
    .executeTakeFirst()
  console.error(
    `The day's SMS budget (SMS_DAILY_BUDGET=${dailyBudget} segments) is spent: ${Number(waiting?.count ?? 0)} SMS wait until 00:00 in Nairobi. Raise SMS_DAILY_BUDGET to send them today.`,
  )
}

async function retryLater(db: Kysely<Database>, message: ChannelMessageRow, reason: string, now: Date) {
  const attempts = message.attempts + 1
  await db
    .updateTable('channel_messages')
    .set({
      status: 'queued',
      attempts,
      status_reason: reason.slice(0, 300),
      next_attempt_at: nextTryAfter(attempts, now).toISOString(),
      updated_at: now.toISOString(),
    })
    .where('id', '=', message.id)
    .execute()
}

/** The farewell to a farmer who asked for their data to be deleted has gone (or cannot): the farmer goes too. */
async function forgetAfterFarewell(db: Kysely<Database>, message: ChannelMessageRow) {
  if (message.kind === 'farewell') await deleteFarmer(db, message.farmer_id)
}

async function fail(db: Kysely<Database>, message: ChannelMessageRow, reason: string, now: Date) {
  await forgetAfterFarewell(db, message)
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

/** Gives a taken message back, untried, to be sent from `at`. */
async function release(db: Kysely<Database>, id: string, at: Date, now: Date) {
  await db
    .updateTable('channel_messages')
    .set({ status: 'queued', next_attempt_at: at.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .execute()
}

async function releaseAll(db: Kysely<Database>, messages: ChannelMessageRow[], at: Date, now: Date) {
  for (const message of messages) await release(db, message.id, at, now)
}

interface LoopOptions extends SmsDeliveryOptions {
  intervalMs?: number
  /** The time a batch runs at (tests give their own clock). */
  clock?: () => Date
}

/** The server's SMS sender: a batch every `intervalMs` (5 s), and at once when woken. */
export function startSmsDelivery(
  db: Kysely<Database>,
  gateway: SmsGateway,
  { intervalMs = 5_000, batchSize = 20, clock = () => new Date(), ...options }: LoopOptions,
): BatchLoop {
  return startBatchLoop(
    async () => {
      const result = await deliverDueSms(db, gateway, clock(), { batchSize, ...options })
      const handled = result.sent + result.failed + result.skipped
      return { more: !result.budgetSpent && result.retried === 0 && handled >= batchSize }
    },
    { intervalMs, failure: 'SMS delivery could not reach the database; the messages wait for the next try:' },
  )
}
