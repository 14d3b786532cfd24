// The experts' side of the consultation requests: the inbox (newest first, filtered by status
// and topic, 50 to a page), its summary (how many wait, since when), one consultation request,
// and the two things an expert does to it. Answering writes the reply and queues its mail in one
// transaction (lib/mail/outbox.server.ts): the farmer's status page reads the same row, so the
// reply shows there at once, and the mail is sent, with retries, only if it was committed. A
// reply replaced by an edit is kept in consultation_reply_history: who wrote what, and when.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { ConsultationTopic } from '~/content/consultation-topics'
import type { Locale } from '~/i18n/locale'
import type { ConsultationStatus } from '~/content/consultation-statuses'
import { findFarmer } from '~/lib/channels/farmers.server'
import { queueMessage } from '~/lib/channels/messages.server'
import { inTransaction } from '~/lib/database/transaction.server'
import type { ConsultationChannel, ConsultationRequestRow, Database } from '~/lib/database/tables'
import { enqueueMail, type MailDraft } from '~/lib/mail/outbox.server'
import { INBOX_PAGE_SIZE } from './inbox-params'

type Db = Kysely<Database>

export interface InboxFilter {
  status?: ConsultationStatus
  topic?: ConsultationTopic
  /** 1 for the newest 50. */
  page?: number
}

export interface InboxItem {
  id: string
  reference: string
  name: string
  topic: ConsultationTopic
  locale: Locale
  status: ConsultationStatus
  /** The question's first words, for the list. */
  excerpt: string
  createdAt: string
  channel: ConsultationChannel
}

const EXCERPT_LENGTH = 140

function filtered(db: Db, { status, topic }: InboxFilter) {
  let query = db.selectFrom('consultation_requests')
  if (status) query = query.where('status', '=', status)
  if (topic) query = query.where('topic', '=', topic)
  return query
}

/** One page of the inbox, newest first, and how many requests match the filter in all. */
export async function listInbox(db: Db, filter: InboxFilter = {}): Promise<{ items: InboxItem[]; total: number }> {
  const page = Math.max(1, Math.floor(filter.page ?? 1))
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .select(['id', 'reference', 'name', 'topic', 'locale', 'status', 'message', 'created_at', 'channel'])
      // The id breaks ties between requests of the same millisecond, so pages never overlap.
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(INBOX_PAGE_SIZE)
      .offset((page - 1) * INBOX_PAGE_SIZE)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return {
    items: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      name: row.name,
      topic: row.topic,
      locale: row.locale,
      status: row.status,
      excerpt: row.message.length > EXCERPT_LENGTH ? `${row.message.slice(0, EXCERPT_LENGTH).trimEnd()}…` : row.message,
      createdAt: row.created_at,
      channel: row.channel,
    })),
    // PostgreSQL counts as a bigint, which its driver gives as text.
    total: Number(count.total),
  }
}

/** How many requests wait for an answer (received or being answered), and since when the oldest waits. */
export async function summariseInbox(db: Db) {
  const row = await db
    .selectFrom('consultation_requests')
    .select((eb) => [eb.fn.countAll<number | string>().as('unanswered'), eb.fn.min('created_at').as('oldest')])
    .where('status', '!=', 'answered')
    .executeTakeFirstOrThrow()
  return { unanswered: Number(row.unanswered), oldestUnansweredAt: row.oldest ?? undefined }
}

export type ConsultationRequestForExpert = ConsultationRequestRow & { repliedByName: string | null }

/** One consultation request with everything the expert needs to answer it, or undefined. */
export function getConsultationRequestForExpert(db: Db, id: string): Promise<ConsultationRequestForExpert | undefined> {
  return db
    .selectFrom('consultation_requests')
    .leftJoin('experts', 'experts.id', 'consultation_requests.replied_by')
    .selectAll('consultation_requests')
    .select('experts.name as repliedByName')
    .where('consultation_requests.id', '=', id)
    .executeTakeFirst()
}

/** Received → being answered; an answered request stays answered. False when nothing changed. */
export async function markBeingAnswered(db: Db, id: string, now = new Date()) {
  const result = await db
    .updateTable('consultation_requests')
    .set({ status: 'answering', updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'received')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

interface Answer {
  id: string
  reply: string
  expertId: string
  now?: Date
  /** The reply's mail to the farmer, when mail can be sent (SMTP configured); none otherwise. */
  mail?: (answered: ConsultationRequestRow) => Omit<MailDraft, 'consultationRequestId'> | undefined
  /**
   * The reply's SMS to the farmer's phone (a request made by SMS or USSD, or on the website with
   * consent), written for it; none otherwise. `initiatedBy: 'us'` keeps it to Nairobi's daytime.
   */
  sms?: (answered: ConsultationRequestRow) => { text: string; initiatedBy?: 'farmer' | 'us' } | undefined
  /** The reply's WhatsApp messages (a request made on WhatsApp), in order; none otherwise. */
  whatsApp?: (answered: ConsultationRequestRow) => { texts: string[] } | undefined
}

/**
 * Writes the reply and marks the request answered, with its mail, in one transaction.
 * Answering an answered request replaces its reply (the farmer sees the new one, and is
 * mailed it); the time of the first answer is kept. Undefined for an unknown request.
 */
export async function answerConsultationRequest(
  db: Db,
  { id, reply, expertId, now = new Date(), mail, sms, whatsApp }: Answer,
) {
  return inTransaction(db, async (trx) => {
    const asked = await trx.selectFrom('consultation_requests').selectAll().where('id', '=', id).executeTakeFirst()
    if (!asked) return undefined
    const time = now.toISOString()
    const answered: ConsultationRequestRow = {
      ...asked,
      status: 'answered',
      reply,
      replied_by: expertId,
      updated_at: time,
      answered_at: asked.answered_at ?? time,
    }
    await trx
      .updateTable('consultation_requests')
      .set({
        status: answered.status,
        reply: answered.reply,
        replied_by: answered.replied_by,
        updated_at: answered.updated_at,
        answered_at: answered.answered_at,
      })
      .where('id', '=', id)
      .execute()
    if (asked.reply !== null) {
      await trx
        .insertInto('consultation_reply_history')
        .values({
          id: randomUUID(),
          request_id: id,
          reply: asked.reply,
          replied_by: asked.replied_by,
          written_at: asked.updated_at,
          replaced_at: time,
          replaced_by: expertId,
        })
        .execute()
    }
    const draft = mail?.(answered)
    if (draft) await enqueueMail(trx, { ...draft, consultationRequestId: id }, now)
    const text = sms?.(answered)
    const farmer = text && answered.phone ? await findFarmer(trx, { phone: answered.phone }) : undefined
    if (text && farmer) {
      await queueMessage(
        trx,
        {
          farmerId: farmer.id,
          channel: 'sms',
          kind: 'expert-reply',
          text: text.text,
          locale: answered.locale,
          // An answer to a question asked by SMS goes at any hour, as a reply does.
          initiatedBy: text.initiatedBy ?? 'farmer',
          consultationId: id,
          idempotencyKey: `expert-reply:${id}:${time}`,
        },
        now,
      )
    }
    const messages = whatsApp?.(answered)
    // The farmer who tapped Ask an expert: their tap carries the request (whatsapp-answers.server.ts).
    const tapped = messages
      ? await trx
          .selectFrom('channel_messages')
          .select('farmer_id')
          .where('consultation_id', '=', id)
          .where('channel', '=', 'whatsapp')
          .where('direction', '=', 'in')
          .executeTakeFirst()
      : undefined
    if (messages && tapped) {
      for (const [index, text] of messages.texts.entries()) {
        await queueMessage(
          trx,
          {
            farmerId: tapped.farmer_id,
            channel: 'whatsapp',
            kind: 'expert-reply',
            text,
            locale: answered.locale,
            initiatedBy: 'farmer',
            consultationId: id,
            idempotencyKey: `expert-reply:${id}:${time}:${index}`,
          },
          new Date(now.getTime() + index),
        )
      }
    }
    return asked.status === 'answered' ? ('edited' as const) : ('answered' as const)
  })
}
