// Consultation requests in the database, for every way a farmer can ask (the web form today):
// stored with the experts' notice in one transaction (lib/mail/outbox.server.ts), so a request
// is never confirmed without its row, nor stored without its notice queued; found again by the
// farmer's private status link. The experts' inbox reads and answers them (features/expert-inbox).
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { ConsultationStatus } from '~/content/consultation-statuses'
import type { ConsultationTopic } from '~/content/consultation-topics'
import { localizeHref, type Locale } from '~/i18n/locale'
import { findOrCreateFarmer } from '~/lib/channels/farmers.server'
import { toE164 } from '~/lib/channels/phone-number'
import { scrubDeleted } from '~/lib/database/database.server'
import { inTransaction } from '~/lib/database/transaction.server'
import type { ConsultationChannel, ConsultationRequestRow, Database } from '~/lib/database/tables'
import type { Env } from '~/lib/env.server'
import { enqueueMail } from '~/lib/mail/outbox.server'
import { getProvider } from '~/lib/provider.server'
import { createReference, createStatusToken, hashToken, isStatusToken } from './consultation-request-keys.server'
import { buildExpertsNotice, type ExpertsMailbox } from './experts-notice'

type Db = Kysely<Database>

/** A farmer's question for an expert, checked by the channel it came through. */
export interface NewConsultationRequest {
  name: string
  /** None for a request by SMS or USSD: the reply goes to the phone. */
  email?: string
  phone?: string
  topic: ConsultationTopic
  message: string
  /** The language the farmer asked in: the expert answers in it. */
  locale: Locale
  /** The way it came: the web form by default. */
  channel?: ConsultationChannel
  /** On the web form: the farmer agreed to an SMS on `phone` when it is answered. */
  smsConsent?: boolean
}

export interface StoredConsultationRequest {
  id: string
  /** For people: read aloud on the phone (`TU-7K3F-Q9`). */
  reference: string
  /** The private status link's secret: given to the farmer once, never stored. */
  token: string
}

interface StoreOptions {
  /** Where the experts are told of it; undefined when the server sends no mail. */
  notifyExperts?: ExpertsMailbox
  now?: Date
}

/** A reference is drawn from 32⁶ ≈ 10⁹; a clash is rare, and redrawn. */
const REFERENCE_ATTEMPTS = 5

/** Stores the request and queues the experts' notice with it; throws when the database fails. */
export async function storeConsultationRequest(
  db: Db,
  consultationRequest: NewConsultationRequest,
  { notifyExperts, now = new Date() }: StoreOptions = {},
): Promise<StoredConsultationRequest> {
  for (let attempt = 1; ; attempt += 1) {
    const stored = { id: randomUUID(), reference: createReference(), token: createStatusToken() }
    try {
      await inTransaction(db, async (trx) => {
        const time = now.toISOString()
        const smsPhone = consultationRequest.smsConsent ? toE164(consultationRequest.phone ?? '') : undefined
        // Their consent, kept where the phone channels keep it: the SMS finds the farmer by this number.
        if (smsPhone) {
          await findOrCreateFarmer(
            trx,
            { phone: smsPhone },
            { channel: 'web', locale: consultationRequest.locale, now },
          )
        }
        await trx
          .insertInto('consultation_requests')
          .values({
            id: stored.id,
            reference: stored.reference,
            token_hash: hashToken(stored.token),
            name: consultationRequest.name,
            email: consultationRequest.email ?? null,
            phone: smsPhone ?? (consultationRequest.phone ? consultationRequest.phone : null),
            topic: consultationRequest.topic,
            message: consultationRequest.message,
            locale: consultationRequest.locale,
            status: 'received',
            reply: null,
            replied_by: null,
            created_at: time,
            updated_at: time,
            answered_at: null,
            channel: consultationRequest.channel ?? 'web',
            sms_consent_at: smsPhone ? time : null,
          })
          .execute()
        if (notifyExperts) {
          const notice = buildExpertsNotice({ ...consultationRequest, ...stored }, notifyExperts)
          await enqueueMail(trx, { ...notice, consultationRequestId: stored.id }, now)
        }
      })
      return stored
    } catch (error) {
      if (attempt >= REFERENCE_ATTEMPTS || !(await referenceTaken(db, stored.reference))) throw error
    }
  }
}

async function referenceTaken(db: Db, reference: string) {
  const row = await db
    .selectFrom('consultation_requests')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirst()
  return row !== undefined
}

/** The experts' mailbox for new requests: the provider's address, when the server sends mail (SMTP_URL). */
export function expertsMailbox(env: Env): ExpertsMailbox | undefined {
  return env.SMTP_URL ? { to: getProvider(env).email, siteUrl: env.SITE_URL } : undefined
}

/** The farmer's private status page of a request, in the language they asked in. */
export function consultationStatusPath(token: string, locale: Locale) {
  return localizeHref(`/ask-expert/requests/${token}`, locale)
}

/** What the farmer's status page shows. */
export interface ConsultationStatusView {
  reference: string
  name: string
  topic: ConsultationTopic
  message: string
  locale: Locale
  status: ConsultationStatus
  reply: string | null
  createdAt: string
  answeredAt: string | null
}

/** The request behind a status link, or undefined for a malformed or unknown token (the same answer). */
export async function findConsultationRequestByToken(
  db: Db,
  token: string,
): Promise<ConsultationStatusView | undefined> {
  if (!isStatusToken(token)) return undefined
  const row = await db
    .selectFrom('consultation_requests')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst()
  return row && toStatusView(row)
}

function toStatusView(row: ConsultationRequestRow): ConsultationStatusView {
  return {
    reference: row.reference,
    name: row.name,
    topic: row.topic,
    message: row.message,
    locale: row.locale,
    status: row.status,
    reply: row.reply,
    createdAt: row.created_at,
    answeredAt: row.answered_at,
  }
}

/**
 * Deletes a request for good, with its mail and its replaced replies (their foreign keys
 * cascade), then scrubs the file of them: what the privacy note promises a farmer who asks.
 * Undefined for a malformed or unknown token.
 */
export async function deleteConsultationRequestByToken(db: Db, token: string) {
  if (!isStatusToken(token)) return undefined
  const deleted = await db
    .deleteFrom('consultation_requests')
    .where('token_hash', '=', hashToken(token))
    .returning(['id', 'reference'])
    .executeTakeFirst()
  if (deleted) await scrubDeleted(db)
  return deleted
}

/** The operator's deletion, by the references a farmer gives (by phone, mail or SMS): those found. */
export async function deleteConsultationRequestsByReference(db: Db, references: string[]) {
  const wanted = references.map((reference) => reference.trim().toUpperCase())
  if (wanted.length === 0) return []
  const deleted = await db
    .deleteFrom('consultation_requests')
    .where('reference', 'in', wanted)
    .returning(['id', 'reference'])
    .execute()
  if (deleted.length > 0) await scrubDeleted(db)
  return deleted
}

/** A phone's latest consultation request (by SMS or USSD, or the web form with that number), or undefined. */
export function findLatestConsultationRequestByPhone(db: Db, phone: string) {
  return db
    .selectFrom('consultation_requests')
    .select(['id', 'reference', 'status', 'reply', 'locale'])
    .where('phone', '=', phone)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}
