// Consultation requests in the database: stored when a farmer asks, read by the farmer's status
// page and the experts' inbox, answered by an expert. Each write is one transaction with the
// mail it causes (lib/mail/outbox.server.ts), so a request or reply is never confirmed without
// its row, and never stored without its mail queued.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { ConsultationTopic } from '~/content/consultation-topics'
import type { Locale } from '~/i18n/locale'
import type { RequestStatus } from '~/content/consultation-statuses'
import type { ConsultationRequestRow, Database } from '~/lib/database/tables'
import { enqueueMail, type MailDraft } from '~/lib/mail/outbox.server'
import type { ConsultationValues } from './consultation-schema'
import { createReference, createStatusToken, hashToken, isStatusToken } from './request-keys.server'

type Db = Kysely<Database>

export interface StoredRequest {
  id: string
  reference: string
  /** The private status link's secret: given to the farmer once, never stored. */
  token: string
}

interface StoreOptions {
  locale: Locale
  now?: Date
  /** Mail to queue with the request (the provider's notice), built from the stored request. */
  mail?: (request: { id: string; reference: string }) => Omit<MailDraft, 'requestId'>[]
}

/** A reference is drawn from 32⁶ ≈ 10⁹; a clash is rare, and redrawn. */
const REFERENCE_ATTEMPTS = 5

export async function storeConsultationRequest(db: Db, values: ConsultationValues, options: StoreOptions) {
  const now = options.now ?? new Date()
  for (let attempt = 1; ; attempt += 1) {
    const stored: StoredRequest = { id: randomUUID(), reference: createReference(), token: createStatusToken() }
    try {
      await db.transaction().execute(async (trx) => {
        const time = now.toISOString()
        await trx
          .insertInto('consultation_requests')
          .values({
            id: stored.id,
            reference: stored.reference,
            token_hash: hashToken(stored.token),
            name: values.name,
            email: values.email,
            phone: values.phone ? values.phone : null,
            topic: values.topic,
            message: values.message,
            locale: options.locale,
            status: 'received',
            reply: null,
            replied_by: null,
            created_at: time,
            updated_at: time,
            answered_at: null,
          })
          .execute()
        for (const draft of options.mail?.(stored) ?? []) {
          await enqueueMail(trx, { ...draft, requestId: stored.id }, now)
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

/** What the farmer's status page shows. */
export interface RequestStatusView {
  reference: string
  name: string
  topic: ConsultationTopic
  message: string
  locale: Locale
  status: RequestStatus
  reply: string | null
  createdAt: string
  answeredAt: string | null
}

/** The request behind a status link, or undefined for a malformed or unknown token (the same answer). */
export async function findRequestByToken(db: Db, token: string): Promise<RequestStatusView | undefined> {
  if (!isStatusToken(token)) return undefined
  const row = await db
    .selectFrom('consultation_requests')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst()
  return row && toStatusView(row)
}

function toStatusView(row: ConsultationRequestRow): RequestStatusView {
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
