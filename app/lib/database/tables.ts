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
  /** The farmer's name; by SMS or USSD, their phone number. */
  name: string
  /** Null for a request made by SMS or USSD. */
  email: string | null
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
  /** The way the request came, and the reply goes back (by mail for the web, by SMS otherwise). */
  channel: Generated<ConsultationChannel>
  /** A web request whose farmer agreed to an SMS when it is answered: when they agreed (phone in E.164 then). */
  sms_consent_at: Generated<string | null>
}

export const CONSULTATION_CHANNELS = ['web', 'sms', 'ussd', 'whatsapp'] as const
export type ConsultationChannel = (typeof CONSULTATION_CHANNELS)[number]

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

/** The channels a farmer reaches us on, besides the web pages. */
export const CHANNELS = ['sms', 'ussd', 'whatsapp'] as const
export type Channel = (typeof CHANNELS)[number]

/** Where a farmer gave their consent: a channel, or the website's form. */
export type ConsentChannel = Channel | 'web'

/** A step a farmer asked for that waits for their confirmation. */
export type PendingAction = 'delete'

/** A farmer known to the channels: by phone number, by a channel's own user id, or both. */
export interface FarmerTable {
  id: string
  /** E.164: +254712345678. */
  phone: string | null
  /** A channel's own id for the farmer, prefixed by the channel: `whatsapp:KE.1a2b…`. */
  channel_user_id: string | null
  locale: Locale
  county: string | null
  /** Crop and animal slugs, comma-separated. */
  crops: string | null
  consent_at: string | null
  consent_channel: ConsentChannel | null
  /** Set while the farmer has said STOP: nothing is sent to them but the confirmation. */
  opted_out_at: string | null
  pending_action: PendingAction | null
  pending_action_at: string | null
  created_at: string
  updated_at: string
  last_seen_at: string
}

export type MessageDirection = 'in' | 'out'

/**
 * Incoming: `received` (waits for its answer), `answering` (taken, `next_attempt_at` is the end
 * of the lease), `answered`, `handled` (a keyword, done at once). Outgoing (the outbox):
 * `queued`, `sending` (taken, lease as above), `sent` (the gateway took it), `delivered`, `failed`.
 */
export type MessageStatus =
  'received' | 'answering' | 'answered' | 'handled' | 'queued' | 'sending' | 'sent' | 'delivered' | 'failed'

/** What a message is for: the outbox sends them alike, the log and the tests tell them apart. */
export const MESSAGE_KINDS = [
  // In: a question for the assistant; a keyword (STOP, HALI…); a request for an expert.
  'question',
  'keyword',
  'expert-request',
  // Out: the assistant's answer; a keyword's reply; a guide's summary; an expert's reply; a notice;
  // the last word to a farmer whose data was deleted at their request (the sender deletes its
  // farmer once the gateway has it).
  'answer',
  'keyword-reply',
  'guide',
  'expert-reply',
  'notice',
  'farewell',
  // WhatsApp: in, a photo and a voice note; out, the reply buttons that close an answer, and
  // the choice of language.
  'photo',
  'voice-note',
  'menu',
  'language-menu',
] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

/** Every message in or out on a channel, kept CHANNEL_RETENTION_DAYS; outgoing rows are the outbox. */
export interface ChannelMessageTable {
  id: string
  farmer_id: string
  channel: Channel
  direction: MessageDirection
  kind: MessageKind
  /** Who started the exchange: a message we start waits for the day (8:00 to 20:00 in Nairobi). */
  initiated_by: 'farmer' | 'us'
  locale: Locale
  text: string
  segments: number | null
  /** As the gateway writes it: "KES 0.8000". */
  cost: string | null
  /** The gateway's id: of an incoming message, or the messageId of one we sent. */
  provider_id: string | null
  /** Set by whoever queues a message, so that doing the same work twice never queues it twice. */
  idempotency_key: string | null
  status: MessageStatus
  /** The gateway's or our reason, for a failed or refused message. */
  status_reason: string | null
  attempts: Generated<number>
  next_attempt_at: string | null
  /** The incoming message this one answers. */
  reply_to_id: string | null
  consultation_id: string | null
  created_at: string
  updated_at: string
  sent_at: string | null
  /** WhatsApp: the media id of an incoming photo or voice note, until it is fetched. */
  media_id: string | null
}

/** A farmer's photo, re-encoded without EXIF data, for the experts; kept WHATSAPP_PHOTO_RETENTION_DAYS. */
export interface FarmerPhotoTable {
  id: string
  farmer_id: string
  message_id: string | null
  consultation_id: string | null
  mime_type: string
  width: number
  height: number
  data_base64: string
  created_at: string
}

export interface Database {
  consultation_requests: ConsultationRequestTable
  consultation_reply_history: ReplyHistoryTable
  experts: ExpertTable
  expert_sessions: ExpertSessionTable
  health_heartbeats: HealthHeartbeatTable
  outbox: OutboxTable
  farmers: FarmerTable
  channel_messages: ChannelMessageTable
  farmer_photos: FarmerPhotoTable
  server_state: ServerStateTable
}

export type ConsultationRequestRow = Selectable<ConsultationRequestTable>
export type NewConsultationRequest = Insertable<ConsultationRequestTable>
export type ExpertRow = Selectable<ExpertTable>
export type OutboxRow = Selectable<OutboxTable>
export type NewOutboxMessage = Insertable<OutboxTable>
export type FarmerRow = Selectable<FarmerTable>
export type ChannelMessageRow = Selectable<ChannelMessageTable>
export type NewChannelMessage = Insertable<ChannelMessageTable>
