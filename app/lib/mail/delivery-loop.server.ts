// The server's mail sender: a batch of due mail every 30 seconds, and another at once when asked
// (wake(), after a request or reply has queued a mail). One batch at a time in a process; several
// processes may run side by side (the claim in delivery.server.ts keeps them apart).
import type { Kysely } from 'kysely'
import { startBatchLoop, type BatchLoop } from '~/lib/background/batch-loop'
import type { Database } from '~/lib/database/tables'
import { deliverDueMail } from './delivery.server'
import type { SendMail } from './smtp-transport.server'

interface LoopOptions {
  intervalMs?: number
  batchSize?: number
  /** The time a batch runs at (tests give their own clock). */
  clock?: () => Date
}

export type MailDelivery = BatchLoop

export function startMailDelivery(
  db: Kysely<Database>,
  send: SendMail,
  { intervalMs = 30_000, batchSize = 20, clock = () => new Date() }: LoopOptions = {},
): MailDelivery {
  return startBatchLoop(
    async () => {
      const result = await deliverDueMail(db, send, clock(), { batchSize })
      // A full batch may have left more due mail behind it.
      return { more: result.sent + result.failed + result.skipped >= batchSize }
    },
    { intervalMs, failure: 'Mail delivery could not reach the database; the mail waits for the next try:' },
  )
}
