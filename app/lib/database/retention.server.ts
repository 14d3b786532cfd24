// Consultation requests are kept for CONSULTATION_RETENTION_DAYS (the privacy note under the
// form promises it), then deleted with their mail (the outbox rows go through the foreign key),
// and scrubbed from the file.
import type { Kysely } from 'kysely'
import { scrubDeleted } from './database.server'
import type { Database } from './tables'

const DAY_MS = 24 * 60 * 60 * 1000

/** Deletes the requests made before `now - days`; returns how many went. */
export async function deleteExpiredConsultationRequests(db: Kysely<Database>, days: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString()
  const result = await db.deleteFrom('consultation_requests').where('created_at', '<', cutoff).executeTakeFirst()
  const deleted = Number(result.numDeletedRows)
  if (deleted > 0) await scrubDeleted(db)
  return deleted
}
