// The SMS channel of the outbox (outbox.server.ts): the gateway's answer decides what follows:
// taken (sent, with its id and cost), refused for good (the number cannot get it: failed, with
// the gateway's reason), or refused for now and every gateway failure (tried again later,
// backing off; the batch stops at the first outage rather than hammer a gateway that is down).
// The day's budget of segments (SMS_DAILY_BUDGET) is counted from what was sent since midnight
// in Nairobi: when it is spent, messages wait for the next day, said once a day in the log and
// in /metrics. A message we started (not a reply) waits for 8:00 to 20:00. The farewell to a
// farmer who had their data deleted takes the farmer's last row with it.
import { sql, type Kysely } from 'kysely'
import { GatewayError, type SmsGateway } from '~/lib/africastalking/client.server'
import type { BatchLoop } from '~/lib/background/batch-loop'
import { scrubDeleted } from '~/lib/database/database.server'
import type { ChannelMessageRow, Database } from '~/lib/database/tables'
import { deleteFarmer } from './farmers.server'
import { smsBudgetRemaining, smsBudgetSpent, smsSegmentsSent, smsSendOutcomes } from './metrics.server'
import { isNairobiDaytime, nextNairobiDaytime, startOfNairobiDay } from './nairobi-time'
import { deliverDue, startOutbox, type OutboxChannel, type OutboxOptions, type OutboxResult } from './outbox.server'

export { MAX_AGE_MS } from './outbox.server'

const MINUTE_MS = 60 * 1000
const DAY_MS = 24 * 60 * MINUTE_MS

/** The wait after the 1st, 2nd… failed try; after the last, every 2 hours. */
const BACKOFF_MS = [0.5, 2, 10, 30, 60].map((minutes) => minutes * MINUTE_MS)
const LAST_BACKOFF_MS = 2 * 60 * MINUTE_MS

export function nextTryAfter(attempts: number, now: Date) {
  return new Date(now.getTime() + (BACKOFF_MS[attempts - 1] ?? LAST_BACKOFF_MS))
}

export interface SmsDeliveryOptions extends OutboxOptions {
  /** SMS segments a Nairobi day. */
  dailyBudget: number
}

export interface SmsDeliveryResult extends OutboxResult {
  /** The day's budget is spent: what is left waits for tomorrow. */
  budgetSpent: boolean
}

/** The day on which this process last said a database's budget was spent (so it says it once a day). */
const budgetSpentSaidFor = new WeakMap<Kysely<Database>, string>()

/** The SMS channel of the outbox for one batch at `now`, with the day's budget left. */
function smsOutbox(db: Kysely<Database>, gateway: SmsGateway, dailyBudget: number, spent: () => void): OutboxChannel {
  return {
    channel: 'sms',
    outcomes: smsSendOutcomes,
    async begin(now) {
      let remaining = dailyBudget - (await segmentsSentToday(db, now))
      smsBudgetRemaining.set(Math.max(0, remaining))
      const budgetSpent = async () => {
        spent()
        await noteBudgetSpent(db, now, dailyBudget)
      }
      if (remaining <= 0) {
        await budgetSpent()
        return undefined
      }
      const tomorrow = new Date(startOfNairobiDay(now).getTime() + DAY_MS)
      return {
        async check(message, farmer) {
          if (!farmer.phone) return { kind: 'failed', outcome: 'opted_out', reason: 'no phone number' }
          if (message.initiated_by === 'us' && !isNairobiDaytime(now)) {
            return { kind: 'wait', at: nextNairobiDaytime(now) }
          }
          if ((message.segments ?? 1) > remaining) {
            await budgetSpent()
            return { kind: 'wait', at: tomorrow, hold: { batch: tomorrow } }
          }
          return undefined
        },
        async send(message, farmer) {
          let sent
          try {
            sent = await gateway.sendSms(farmer.phone!, message.text)
          } catch (error) {
            if (!(error instanceof GatewayError)) throw error
            // The gateway is away: the rest of the batch waits for the next run, untried.
            console.warn(`The SMS gateway failed (${error.message}); the batch's messages wait and are tried again.`)
            return retry(message, 'gateway_down', error.message, now, { batch: now })
          }
          const reason = `${sent.statusCode ?? '-'} ${sent.status}`
          if (sent.outcome === 'accepted') {
            const segments = message.segments ?? 1
            remaining -= segments
            smsBudgetRemaining.set(Math.max(0, remaining))
            smsSegmentsSent.inc(segments)
            const note = sent.statusCode === 102 ? 'Queued' : null
            return { kind: 'sent', providerId: sent.messageId, cost: sent.cost ?? null, note }
          }
          if (!sent.retry) return { kind: 'failed', outcome: 'failed', reason }
          console.warn(
            `The SMS gateway refused a message for now (${sent.status}): check the account's balance and AT_SHORTCODE. It is tried again.`,
          )
          return retry(message, 'retry', reason, now)
        },
        settled: (message) => forgetAfterFarewell(db, message),
      }
    },
  }
}

function retry(message: ChannelMessageRow, outcome: string, reason: string, now: Date, hold?: { batch: Date }) {
  return { kind: 'retry', outcome, reason, at: nextTryAfter(message.attempts + 1, now), hold } as const
}

export async function deliverDueSms(
  db: Kysely<Database>,
  gateway: SmsGateway,
  now: Date,
  { dailyBudget, ...options }: SmsDeliveryOptions,
): Promise<SmsDeliveryResult> {
  let budgetSpent = false
  const outbox = smsOutbox(db, gateway, dailyBudget, () => (budgetSpent = true))
  const result = await deliverDue(db, outbox, now, options)
  return { ...result, budgetSpent }
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

/**
 * The farewell to a farmer who asked for their data to be deleted has gone (or cannot): the farmer
 * goes too, and the file is scrubbed of them, their messages and requests, as a web deletion is.
 */
async function forgetAfterFarewell(db: Kysely<Database>, message: ChannelMessageRow) {
  if (message.kind !== 'farewell') return
  await deleteFarmer(db, message.farmer_id)
  await scrubDeleted(db)
}

interface LoopOptions extends SmsDeliveryOptions {
  intervalMs?: number
  /** The time a batch runs at (tests give their own clock). */
  clock?: () => Date
}

/** The server's SMS sender: a batch every `intervalMs` (5 s), and at once when woken. */
export function startSmsDelivery(db: Kysely<Database>, gateway: SmsGateway, { dailyBudget, ...options }: LoopOptions) {
  return startOutbox(
    db,
    smsOutbox(db, gateway, dailyBudget, () => {}),
    options,
  ) satisfies BatchLoop
}
