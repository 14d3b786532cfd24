// The schema's history, run at start-up by migrate() (database.server.ts): one list for
// SQLite and PostgreSQL, so only portable column types. A migration, once released, never
// changes; a new one is added at the end with the next number.
import { randomBytes, randomUUID } from 'node:crypto'
import { sql, SqliteAdapter, type Kysely, type Migration } from 'kysely'

export const migrations: Record<string, Migration> = {
  '0001-consultations': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('experts')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('password_hash', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute()

      await db.schema
        .createTable('consultation_requests')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('reference', 'text', (column) => column.notNull().unique())
        .addColumn('token_hash', 'text', (column) => column.notNull().unique())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('phone', 'text')
        .addColumn('topic', 'text', (column) => column.notNull())
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('locale', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('reply', 'text')
        .addColumn('replied_by', 'text', (column) => column.references('experts.id').onDelete('set null'))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addColumn('answered_at', 'text')
        .execute()
      // The inbox lists newest first, filtered by status; retention deletes by age.
      await db.schema
        .createIndex('consultation_requests_created_at')
        .on('consultation_requests')
        .column('created_at')
        .execute()
      await db.schema
        .createIndex('consultation_requests_status_created_at')
        .on('consultation_requests')
        .columns(['status', 'created_at'])
        .execute()

      await db.schema
        .createTable('expert_sessions')
        .addColumn('id_hash', 'text', (column) => column.primaryKey())
        .addColumn('expert_id', 'text', (column) => column.notNull().references('experts.id').onDelete('cascade'))
        .addColumn('csrf_token', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute()
      await db.schema.createIndex('expert_sessions_expires_at').on('expert_sessions').column('expires_at').execute()

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('request_id', 'text', (column) => column.references('consultation_requests.id').onDelete('cascade'))
        .addColumn('to_address', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('body', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute()
      // The sender's question: what is due and not yet sent?
      await db.schema.createIndex('outbox_due').on('outbox').columns(['sent_at', 'next_attempt_at']).execute()
    },
  },
  '0002-phone-channels': {
    // The conversation core of the channels beyond the web (SMS and USSD; WhatsApp next): who a
    // farmer is, and every message in or out, which is also the SMS outbox.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('farmers')
        .addColumn('id', 'text', (column) => column.primaryKey())
        // E.164; null for a farmer known only by a channel's own id (WhatsApp's business-scoped id).
        .addColumn('phone', 'text', (column) => column.unique())
        .addColumn('channel_user_id', 'text', (column) => column.unique())
        .addColumn('locale', 'text', (column) => column.notNull())
        .addColumn('county', 'text')
        .addColumn('crops', 'text')
        .addColumn('consent_at', 'text')
        .addColumn('consent_channel', 'text')
        .addColumn('opted_out_at', 'text')
        // A step the farmer must confirm (deleting their data), and when it was asked for.
        .addColumn('pending_action', 'text')
        .addColumn('pending_action_at', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addColumn('last_seen_at', 'text', (column) => column.notNull())
        .execute()

      await db.schema
        .createTable('channel_messages')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('farmer_id', 'text', (column) => column.notNull().references('farmers.id').onDelete('cascade'))
        .addColumn('channel', 'text', (column) => column.notNull())
        .addColumn('direction', 'text', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('initiated_by', 'text', (column) => column.notNull())
        .addColumn('locale', 'text', (column) => column.notNull())
        .addColumn('text', 'text', (column) => column.notNull())
        .addColumn('segments', 'integer')
        .addColumn('cost', 'text')
        .addColumn('provider_id', 'text')
        .addColumn('idempotency_key', 'text', (column) => column.unique())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('status_reason', 'text')
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text')
        .addColumn('reply_to_id', 'text')
        .addColumn('consultation_id', 'text', (column) =>
          column.references('consultation_requests.id').onDelete('set null'),
        )
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addColumn('sent_at', 'text')
        .execute()
      // The sender's and the answerer's question: what is due in this direction and state?
      await db.schema
        .createIndex('channel_messages_due')
        .on('channel_messages')
        .columns(['direction', 'status', 'next_attempt_at'])
        .execute()
      // A delivery report names the gateway's id; an incoming message is logged once per id.
      await db.schema
        .createIndex('channel_messages_provider_id')
        .on('channel_messages')
        .columns(['channel', 'direction', 'provider_id'])
        .unique()
        .execute()
      await db.schema.createIndex('channel_messages_farmer').on('channel_messages').column('farmer_id').execute()
      // Retention deletes by age; the day's SMS budget sums what was sent since midnight.
      await db.schema.createIndex('channel_messages_created_at').on('channel_messages').column('created_at').execute()
      await db.schema.createIndex('channel_messages_sent_at').on('channel_messages').column('sent_at').execute()
    },
  },
  '0003-phone-consultations': {
    // A consultation request made by SMS or USSD has a phone and no email; every request names
    // the channel it came by (the experts' inbox shows it, and the reply goes back by it).
    async up(db: Kysely<unknown>) {
      if (db.getExecutor().adapter instanceof SqliteAdapter) return rebuildConsultationRequestsForSqlite(db)
      await db.schema
        .alterTable('consultation_requests')
        .alterColumn('email', (column) => column.dropNotNull())
        .execute()
      await db.schema
        .alterTable('consultation_requests')
        .addColumn('channel', 'text', (column) => column.notNull().defaultTo('web'))
        .execute()
    },
  },
  '0004-whatsapp': {
    // WhatsApp on the channels' core: an incoming photo or voice note names Meta's media id until
    // it is fetched; a farmer's photo, re-encoded without its EXIF data, is kept for the experts
    // for WHATSAPP_PHOTO_RETENTION_DAYS (base64 text: one portable type on SQLite and PostgreSQL).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('channel_messages').addColumn('media_id', 'text').execute()
      await db.schema
        .createTable('farmer_photos')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('farmer_id', 'text', (column) => column.notNull().references('farmers.id').onDelete('cascade'))
        .addColumn('message_id', 'text', (column) => column.references('channel_messages.id').onDelete('set null'))
        .addColumn('consultation_id', 'text', (column) =>
          column.references('consultation_requests.id').onDelete('set null'),
        )
        .addColumn('mime_type', 'text', (column) => column.notNull())
        .addColumn('width', 'integer', (column) => column.notNull())
        .addColumn('height', 'integer', (column) => column.notNull())
        .addColumn('data_base64', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute()
      await db.schema.createIndex('farmer_photos_created_at').on('farmer_photos').column('created_at').execute()
      await db.schema.createIndex('farmer_photos_farmer').on('farmer_photos').column('farmer_id').execute()
    },
  },
  '0005-web-sms-consent': {
    // A farmer who asks on the website may agree to be told by SMS when the answer is ready: the
    // time they agreed is the request's; the farmer row (by their E.164 number) holds the consent
    // and any STOP, as for the phone channels.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('consultation_requests').addColumn('sms_consent_at', 'text').execute()
    },
  },
  '0006-keys-history-heartbeats': {
    async up(db: Kysely<unknown>) {
      // What the server keeps about itself: the database's identity (written beside an SQLite file
      // too, so a file that vanished is told from a first start) and the key its HMACs derive from.
      await db.schema
        .createTable('server_state')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .execute()
      await db
        .insertInto('server_state' as never)
        .values([
          { name: 'database_id', value: randomUUID() },
          { name: 'server_key', value: randomBytes(32).toString('base64url') },
        ] as never)
        .execute()

      // Every reply an expert replaced by an edit, deleted with its request.
      await db.schema
        .createTable('consultation_reply_history')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('request_id', 'text', (column) =>
          column.notNull().references('consultation_requests.id').onDelete('cascade'),
        )
        .addColumn('reply', 'text', (column) => column.notNull())
        .addColumn('replied_by', 'text', (column) => column.references('experts.id').onDelete('set null'))
        .addColumn('written_at', 'text', (column) => column.notNull())
        .addColumn('replaced_at', 'text', (column) => column.notNull())
        .addColumn('replaced_by', 'text', (column) => column.references('experts.id').onDelete('set null'))
        .execute()
      await db.schema
        .createIndex('consultation_reply_history_request')
        .on('consultation_reply_history')
        .columns(['request_id', 'replaced_at'])
        .execute()

      // One row per running instance, written by /readyz: proof that the database takes writes.
      await db.schema
        .createTable('health_heartbeats')
        .addColumn('instance', 'text', (column) => column.primaryKey())
        .addColumn('beat_at', 'text', (column) => column.notNull())
        .execute()
    },
  },
}

/**
 * SQLite cannot drop a NOT NULL: the table is made again with its rows, as SQLite's manual says
 * (foreign keys off meanwhile, so the outbox's and the messages' references follow the rename).
 */
async function rebuildConsultationRequestsForSqlite(db: Kysely<unknown>) {
  await sql`PRAGMA foreign_keys = OFF`.execute(db)
  try {
    await db.schema
      .createTable('consultation_requests_new')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('reference', 'text', (column) => column.notNull().unique())
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('email', 'text')
      .addColumn('phone', 'text')
      .addColumn('topic', 'text', (column) => column.notNull())
      .addColumn('message', 'text', (column) => column.notNull())
      .addColumn('locale', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('reply', 'text')
      .addColumn('replied_by', 'text', (column) => column.references('experts.id').onDelete('set null'))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('answered_at', 'text')
      .addColumn('channel', 'text', (column) => column.notNull().defaultTo('web'))
      .execute()
    await sql`INSERT INTO consultation_requests_new (id, reference, token_hash, name, email, phone, topic, message, locale, status, reply, replied_by, created_at, updated_at, answered_at)
      SELECT id, reference, token_hash, name, email, phone, topic, message, locale, status, reply, replied_by, created_at, updated_at, answered_at FROM consultation_requests`.execute(
      db,
    )
    await db.schema.dropTable('consultation_requests').execute()
    await db.schema.alterTable('consultation_requests_new').renameTo('consultation_requests').execute()
    await db.schema
      .createIndex('consultation_requests_created_at')
      .on('consultation_requests')
      .column('created_at')
      .execute()
    await db.schema
      .createIndex('consultation_requests_status_created_at')
      .on('consultation_requests')
      .columns(['status', 'created_at'])
      .execute()
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db)
  }
}
