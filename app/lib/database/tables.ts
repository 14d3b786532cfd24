// The database's tables as Kysely sees them: one description for SQLite and PostgreSQL.
// Portable types only: text, integer, and times as ISO-8601 UTC text (`2026-11-24T05:16:28.000Z`),
// which sort and compare the same way on both.
import type { Generated, Insertable, Selectable } from 'kysely'
import type { ConsultationStatus } from '~/content/consultation-statuses'
import type { ConsultationTopic } from '~/content/consultation-topics'
import type { Locale } from '~/i18n/locale'

export interface ConsultationRequestTable {
  id: string
  /** Read aloud on the phone: `TU-7K3F-Q9`. Unique, random, not a key to anything. */
  reference: string
  /** SHA-256 of the private status link's token: the link itself is never stored. */
  token_hash: string
  name: string
  email: string
  phone: string | null
  topic: ConsultationTopic
  message: string
  /** The language of the page the farmer asked from: the reply and status page speak it. */
  locale: Locale
  status: ConsultationStatus
  reply: string | null
  replied_by: string | null
  created_at: string
  updated_at: string
  answered_at: string | null
}

export interface ExpertTable {
  id: string
  name: string
  /** Lower-cased. */
  email: string
  /** scrypt, with its parameters and salt (lib/database … passwords.server.ts). */
  password_hash: string
  created_at: string
}

export interface ExpertSessionTable {
  /** SHA-256 of the session cookie's value. */
  id_hash: string
  expert_id: string
  csrf_token: string
  created_at: string
  expires_at: string
}

export const OUTBOX_KINDS = ['request-notice', 'reply'] as const
export type OutboxKind = (typeof OUTBOX_KINDS)[number]

/** Mail waiting to be sent: written in the same transaction as what it tells of, sent with retries. */
export interface OutboxTable {
  id: string
  kind: OutboxKind
  request_id: string | null
  to_address: string
  subject: string
  body: string
  attempts: Generated<number>
  next_attempt_at: string
  sent_at: string | null
  last_error: string | null
  created_at: string
}

/** The server's own facts: `database_id` (the database's identity), `server_key` (its HMACs' key). */
export interface ServerStateTable {
  name: string
  value: string
}

/** A reply an expert replaced by editing it: who wrote it, when, and who replaced it. */
export interface ReplyHistoryTable {
  id: string
  request_id: string
  reply: string
  replied_by: string | null
  /** When the replaced reply was saved (the request's `updated_at` then). */
  written_at: string
  replaced_at: string
  replaced_by: string | null
}

/** Each instance's last write for /readyz. */
export interface HealthHeartbeatTable {
  instance: string
  beat_at: string
}

export interface Database {
  consultation_requests: ConsultationRequestTable
  consultation_reply_history: ReplyHistoryTable
  experts: ExpertTable
  expert_sessions: ExpertSessionTable
  health_heartbeats: HealthHeartbeatTable
  outbox: OutboxTable
  server_state: ServerStateTable
}

export type ConsultationRequestRow = Selectable<ConsultationRequestTable>
export type NewConsultationRequest = Insertable<ConsultationRequestTable>
export type ExpertRow = Selectable<ExpertTable>
export type OutboxRow = Selectable<OutboxTable>
export type NewOutboxMessage = Insertable<OutboxTable>
