// The farmers' photos kept for the experts: stored re-encoded (photo.server.ts), read only by the
// expert pages, deleted after WHATSAPP_PHOTO_RETENTION_DAYS and with their farmer.
import type { Kysely } from 'kysely'
import type { Database } from '~/lib/database/tables'

const DAY_MS = 24 * 60 * 60 * 1000

/** Deletes the photos stored before `now - days`; returns how many went. */
export async function deleteExpiredPhotos(db: Kysely<Database>, days: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString()
  const result = await db.deleteFrom('farmer_photos').where('created_at', '<', cutoff).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** The photos sent with a consultation request, oldest first, without their bytes. */
export function listRequestPhotos(db: Kysely<Database>, consultationId: string) {
  return db
    .selectFrom('farmer_photos')
    .select(['id', 'width', 'height', 'created_at'])
    .where('consultation_id', '=', consultationId)
    .orderBy('created_at')
    .execute()
}

/** One photo of a request, with its bytes; undefined when it is not that request's (or is gone). */
export async function readRequestPhoto(db: Kysely<Database>, consultationId: string, photoId: string) {
  const row = await db
    .selectFrom('farmer_photos')
    .select(['mime_type', 'data_base64'])
    .where('id', '=', photoId)
    .where('consultation_id', '=', consultationId)
    .executeTakeFirst()
  return row && { mimeType: row.mime_type, data: Buffer.from(row.data_base64, 'base64') }
}
