// Mail the site sends (a new request's notice to the provider, an expert's reply to the farmer)
// goes through the outbox table: written in the same transaction as the request or reply it
// tells of, then sent with retries by the delivery loop, so no mail is lost when SMTP is down.
import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database, OutboxKind } from '~/lib/database/tables'

export interface MailDraft {
  kind: OutboxKind
  /** The consultation request the mail tells of (deleted with it). */
  consultationRequestId?: string
  to: string
  subject: string
  body: string
}

/** Queues a mail for delivery, inside the caller's transaction. */
export async function enqueueMail(db: Kysely<Database> | Transaction<Database>, draft: MailDraft, now: Date) {
  const time = now.toISOString()
  await db
    .insertInto('outbox')
    .values({
      id: randomUUID(),
      kind: draft.kind,
      request_id: draft.consultationRequestId ?? null,
      to_address: draft.to,
      subject: draft.subject,
      body: draft.body,
      next_attempt_at: time,
      sent_at: null,
      last_error: null,
      created_at: time,
    })
    .execute()
}
