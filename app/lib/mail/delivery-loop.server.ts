// The server's mail sender: a batch of due mail every 30 seconds, and another at once when asked
// (wake(), after a request or reply has queued a mail). One batch at a time in a process; several
// processes may run side by side (the claim in delivery.server.ts keeps them apart).
import type { Kysely } from 'kysely'
import type { Database } from '~/lib/database/tables'
import { deliverDueMail, type DeliveryResult } from './delivery.server'
import type { SendMail } from './smtp-transport.server'

interface LoopOptions {
  intervalMs?: number
  batchSize?: number
  /** The time a batch runs at (tests give their own clock). */
  clock?: () => Date
}

export interface MailDelivery {
  /**
   * Runs a batch soon: at once if none is running, else right after the running one. The promise
   * settles when that batch is done (callers that queued a mail need not wait for it).
   */
  wake(): Promise<void>
  /** Stops the timer and waits for the running batch to end. */
  stop(): Promise<void>
}

export function startMailDelivery(
  db: Kysely<Database>,
  send: SendMail,
  { intervalMs = 30_000, batchSize = 20, clock = () => new Date() }: LoopOptions = {},
): MailDelivery {
  let running: Promise<void> | undefined
  let wanted = false
  let stopped = false

  // Batches until nobody has asked for another. A wake() during a batch only sets `wanted`, so
  // it is seen by the loop's next check; `running` is cleared in the same step as the last check,
  // so a wake() after it starts a new run: no wake is ever missed.
  const drain = async () => {
    try {
      while (wanted && !stopped) {
        wanted = false
        let result: DeliveryResult
        try {
          result = await deliverDueMail(db, send, clock(), { batchSize })
        } catch (error) {
          // The database failed us: every mail stays in the table, for the next tick.
          console.error('Mail delivery could not reach the database; the mail waits for the next try:', error)
          break
        }
        // A full batch may have left more due mail behind it.
        if (result.sent + result.failed + result.skipped >= batchSize) wanted = true
      }
    } finally {
      running = undefined
    }
  }

  const wake = () => {
    if (stopped) return Promise.resolve()
    wanted = true
    running ??= drain()
    return running
  }

  void wake()
  const timer = setInterval(() => void wake(), intervalMs)
  timer.unref()

  return {
    wake,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
