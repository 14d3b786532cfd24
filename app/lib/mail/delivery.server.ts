// Sends the outbox's due mail (outbox.server.ts queues it). Safe with several server instances
// on one PostgreSQL: each mail is claimed before it is sent, by an UPDATE that only one instance
// can win, so no two instances send the same mail. A failed mail stays in the table and is tried
// again later, for as long as it takes: nothing is dropped, and a mail that keeps failing is
// logged at every attempt.
import { sql, type Kysely } from 'kysely'
import type { Database } from '~/lib/database/tables'
import type { SendMail } from './smtp-transport.server'

const MINUTE_MS = 60 * 1000

/** The wait after the 1st, 2nd, 3rd, 4th failure; after that, every 6 hours. */
const BACKOFF_MS = [1, 5, 15, 60].map((minutes) => minutes * MINUTE_MS)
const LAST_BACKOFF_MS = 6 * 60 * MINUTE_MS

/** From this many failed attempts on, each failure is logged as an error someone must look at. */
export const ALARMING_ATTEMPTS = BACKOFF_MS.length + 1

/** When to try again after `attempts` failures. */
export function nextAttemptAfter(attempts: number, now: Date) {
  const wait = BACKOFF_MS[attempts - 1] ?? LAST_BACKOFF_MS
  return new Date(now.getTime() + wait)
}

interface DeliveryOptions {
  /** At most this many mails a batch; the loop runs another batch at once when one was full. */
  batchSize?: number
  /**
   * How long a claimed mail is kept from other instances. An instance that dies after claiming
   * leaves its mail to be sent by another once the lease ends (so a crash between sending and
   * marking it sent can send a mail twice: better twice than never).
   */
  leaseMs?: number
}

export interface DeliveryResult {
  sent: number
  failed: number
  /** Due, but claimed by another instance first (or it was sent meanwhile). */
  skipped: number
}

export async function deliverDueMail(
  db: Kysely<Database>,
  send: SendMail,
  now: Date,
  { batchSize = 20, leaseMs = 10 * MINUTE_MS }: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0, skipped: 0 }
  const due = await db
    .selectFrom('outbox')
    .select(['id', 'to_address', 'subject', 'body', 'attempts', 'next_attempt_at'])
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('next_attempt_at')
    .orderBy('created_at')
    .orderBy('id')
    .limit(batchSize)
    .execute()

  // Each claim's lease counts from `now`; a batch that has run half a lease (a slow mail server)
  // claims no more, so every mail it claims is still its own for at least half a lease, far
  // longer than the transport's time-outs allow one mail to take.
  const started = performance.now()
  for (const mail of due) {
    if (performance.now() - started > leaseMs / 2) break
    if (!(await claim(db, mail.id, mail.next_attempt_at, new Date(now.getTime() + leaseMs)))) {
      result.skipped += 1
      continue
    }
    try {
      await send({ to: mail.to_address, subject: mail.subject, text: mail.body })
    } catch (error) {
      await recordFailure(db, mail.id, mail.attempts + 1, describeMailError(error), now)
      result.failed += 1
      continue
    }
    await db
      .updateTable('outbox')
      // Sent: the copy of a farmer's words and address is kept no longer than it is needed.
      .set({ sent_at: now.toISOString(), last_error: null, to_address: '', subject: '', body: '' })
      .where('id', '=', mail.id)
      .execute()
    result.sent += 1
  }
  return result
}

/** Takes the mail for this instance: true only for the one UPDATE that still saw the time it read. */
async function claim(db: Kysely<Database>, id: string, readNextAttemptAt: string, leaseEnd: Date) {
  const result = await db
    .updateTable('outbox')
    .set({ next_attempt_at: leaseEnd.toISOString() })
    .where('id', '=', id)
    .where('next_attempt_at', '=', readNextAttemptAt)
    .where('sent_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

async function recordFailure(db: Kysely<Database>, id: string, attempts: number, error: string, now: Date) {
  const retryAt = nextAttemptAfter(attempts, now)
  await db
    .updateTable('outbox')
    .set({ attempts: sql<number>`attempts + 1`, last_error: error, next_attempt_at: retryAt.toISOString() })
    .where('id', '=', id)
    .execute()
  const line = `Mail ${id} failed (attempt ${attempts}): ${error}. It stays in the outbox; next try at ${retryAt.toISOString()}.`
  if (attempts >= ALARMING_ATTEMPTS) {
    console.error(`${line} Still unsent after ${attempts} attempts: check SMTP_URL, MAIL_FROM and the mail server.`)
  } else {
    console.warn(line)
  }
}

/** A short reason for the outbox and the log: the mail server's code and words, never a password. */
export function describeMailError(error: unknown) {
  const { code, responseCode, message } = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown }
  const parts = [
    typeof code === 'string' ? code : undefined,
    typeof responseCode === 'number' ? String(responseCode) : undefined,
    typeof message === 'string' ? message : String(error),
  ]
  return (
    parts
      .filter(Boolean)
      .join(' ')
      // A URL's user and password (smtp://user:secret@host), should any error quote one.
      .replace(/\/\/[^/@\s]*@/g, '//…@')
      .replace(/\s+/g, ' ')
      .slice(0, 300)
  )
}
