// The server's own chores, while it runs: consultation requests past their retention are
// deleted at start and every hour after. (The mail outbox has its delivery loop in lib/mail.)
import type { Kysely } from 'kysely'
import type { Database } from '~/lib/database/tables'
import { deleteExpiredConsultationRequests } from '~/lib/database/retention.server'
import type { Logger } from './logger'

const HOUR_MS = 60 * 60 * 1000

/** Starts the hourly retention sweep; returns the function that stops it. */
export function startRetentionSweep(db: Kysely<Database>, retentionDays: number, logger: Logger) {
  const sweep = () => {
    deleteExpiredConsultationRequests(db, retentionDays).then(
      (deleted) => {
        if (deleted > 0) logger.info(`Deleted ${deleted} consultation request(s) older than ${retentionDays} days.`)
      },
      (error: unknown) => logger.error({ err: error }, 'The retention sweep failed; it runs again in an hour'),
    )
  }
  sweep()
  const timer = setInterval(sweep, HOUR_MS)
  timer.unref()
  return () => clearInterval(timer)
}
