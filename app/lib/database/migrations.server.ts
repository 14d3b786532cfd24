// The schema's history, run at start-up by migrate() (database.server.ts): one list for
// SQLite and PostgreSQL, so only portable column types. A migration, once released, never
// changes; a new one is added at the end with the next number.
import { randomBytes, randomUUID } from 'node:crypto'
import { type Kysely, type Migration } from 'kysely'

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
  '0002-keys-history-heartbeats': {
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
