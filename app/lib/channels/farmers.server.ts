// The farmers the channels know: one row per farmer, found by phone number or by a channel's own
// user id (WhatsApp's business-scoped id), with their language, county, crops, and the record of
// their consent and opt-out that the Data Protection Act asks us to keep.
import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database, ConsentChannel, FarmerRow, FarmerTable, PendingAction } from '~/lib/database/tables'
import type { Locale } from '~/i18n/locale'

type Db = Kysely<Database> | Transaction<Database>

/** How a channel knows the farmer: at least one of the two. */
export type FarmerIdentity = { phone: string; channelUserId?: string } | { phone?: string; channelUserId: string }

interface ContactOptions {
  channel: ConsentChannel
  /** The language a new farmer starts with: Kiswahili unless they wrote in English. */
  locale?: Locale
  now: Date
}

/**
 * The farmer who just wrote or dialled, created on first contact. First contact is their
 * consent to be answered on that channel, recorded with its time and channel; `last_seen_at`
 * moves on every contact.
 */
/** How stale `last_seen_at` may be: it tells retention and support when a farmer was last in touch, not to the second. */
const LAST_SEEN_PRECISION_MS = 10 * 60 * 1000

export async function findOrCreateFarmer(db: Db, identity: FarmerIdentity, contact: ContactOptions) {
  const existing = await findFarmer(db, identity)
  return existing ? touchFarmer(db, existing, contact) : createFarmer(db, identity, contact)
}

/** A known farmer's contact: a first consent after their data was deleted, and the time last seen. */
export async function touchFarmer(db: Db, existing: FarmerRow, { channel, now }: ContactOptions) {
  const time = now.toISOString()
  // A farmer whose data was just deleted (the farewell not yet sent) consents anew by writing.
  const consent = existing.consent_at ? {} : { consent_at: time, consent_channel: channel }
  // Each USSD step finds the farmer: the time they were last seen is written once in a while,
  // not at every step (a write each would queue every session behind the database's one writer).
  const recent = now.getTime() - Date.parse(existing.last_seen_at) < LAST_SEEN_PRECISION_MS
  if (recent && existing.consent_at) return existing
  await db
    .updateTable('farmers')
    .set({ last_seen_at: time, ...consent })
    .where('id', '=', existing.id)
    .execute()
  return { ...existing, last_seen_at: time, ...consent }
}

/** A farmer's first contact (or the row another message of theirs created a moment before). */
export async function createFarmer(db: Db, identity: FarmerIdentity, { channel, locale = 'sw', now }: ContactOptions) {
  const time = now.toISOString()
  const row: FarmerRow = {
    id: randomUUID(),
    phone: identity.phone ?? null,
    channel_user_id: identity.channelUserId ?? null,
    locale,
    county: null,
    crops: null,
    consent_at: time,
    consent_channel: channel,
    opted_out_at: null,
    pending_action: null,
    pending_action_at: null,
    created_at: time,
    updated_at: time,
    last_seen_at: time,
  }
  // Two messages of a new farmer at once: one insert wins, the other finds its row.
  const column = identity.phone ? 'phone' : 'channel_user_id'
  const inserted = await db
    .insertInto('farmers')
    .values(row)
    .onConflict((conflict) => conflict.column(column).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (inserted) return row
  const found = await findFarmer(db, identity)
  if (!found) throw new Error('A farmer could not be created or found')
  return found
}

export async function findFarmer(db: Db, identity: { phone?: string; channelUserId?: string }) {
  if (identity.phone) {
    const byPhone = await db.selectFrom('farmers').selectAll().where('phone', '=', identity.phone).executeTakeFirst()
    if (byPhone) return byPhone
  }
  if (identity.channelUserId) {
    return db.selectFrom('farmers').selectAll().where('channel_user_id', '=', identity.channelUserId).executeTakeFirst()
  }
  return undefined
}

export async function getFarmer(db: Db, id: string) {
  return db.selectFrom('farmers').selectAll().where('id', '=', id).executeTakeFirst()
}

type FarmerChanges = Partial<Pick<FarmerTable, 'locale' | 'county' | 'crops'>>

export async function updateFarmer(db: Db, id: string, changes: FarmerChanges, now: Date) {
  await db
    .updateTable('farmers')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute()
}

/** STOP: nothing more is sent to the farmer (but the confirmation), until they say START. */
export async function optOutFarmer(db: Db, id: string, now: Date) {
  const time = now.toISOString()
  await db
    .updateTable('farmers')
    .set({ opted_out_at: time, updated_at: time })
    .where('id', '=', id)
    .where('opted_out_at', 'is', null)
    .execute()
}

/** START: the farmer may be written to again, which is their consent anew. */
export async function optInFarmer(db: Db, id: string, channel: ConsentChannel, now: Date) {
  const time = now.toISOString()
  await db
    .updateTable('farmers')
    .set({ opted_out_at: null, consent_at: time, consent_channel: channel, updated_at: time })
    .where('id', '=', id)
    .execute()
}

/** Remembers a step that waits for the farmer's confirmation (or forgets it, with null). */
export async function setPendingAction(db: Db, id: string, action: PendingAction | null, now: Date) {
  const time = now.toISOString()
  await db
    .updateTable('farmers')
    .set({ pending_action: action, pending_action_at: action ? time : null, updated_at: time })
    .where('id', '=', id)
    .execute()
}

/** The farmer and every message of theirs (the messages go with the farmer's row). */
export async function deleteFarmer(db: Db, id: string) {
  await db.deleteFrom('farmers').where('id', '=', id).execute()
}

/**
 * A farmer's data deleted at their request, but for the number and the farewell still to be sent
 * to it: every message, every consultation request with their number, their county and crops,
 * their consent. The sender deletes the rest once
 * the gateway has taken the farewell (sms-delivery.server.ts).
 */
export async function eraseFarmerData(db: Db, id: string, now: Date) {
  const time = now.toISOString()
  const farmer = await db.selectFrom('farmers').select('phone').where('id', '=', id).executeTakeFirst()
  // Their requests to the experts too, by whichever channel they came with this number (the
  // experts' notices and replies go with them).
  if (farmer?.phone) await db.deleteFrom('consultation_requests').where('phone', '=', farmer.phone).execute()
  await db.deleteFrom('channel_messages').where('farmer_id', '=', id).execute()
  await db
    .updateTable('farmers')
    .set({
      county: null,
      crops: null,
      consent_at: null,
      consent_channel: null,
      pending_action: null,
      pending_action_at: null,
      updated_at: time,
    })
    .where('id', '=', id)
    .execute()
}

/** The crops a farmer keeps, as slugs. */
export function farmerCrops(farmer: Pick<FarmerRow, 'crops'>): string[] {
  return farmer.crops ? farmer.crops.split(',').filter(Boolean) : []
}
