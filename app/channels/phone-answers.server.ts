// The answers to questions that came by SMS or USSD, by SMS. A question waits in the message log
// (`received`) from the moment its callback stored it; the answerer takes it with a lease, so two
// instances never answer the same one and one that dies leaves it to another, and answers it
// through the web chat's pipeline: the same guide retrieval in the question's language, the same
// call to the AI service counted against the day's budgets (this phone's share as a client's),
// the same risk kinds. The SMS carries its safety text itself, its guide section's short link,
// fits three segments, and is queued in the same transaction that marks the question answered,
// once (its idempotency key is the question's). When the AI service is busy or failing the
// question waits and is asked again; after a few tries, or without a key, with the model gone or
// the day's calls spent, the offline assistant answers from the guides.
import type { Kysely } from 'kysely'
import { writeAnswer, type WrittenAnswer } from '~/features/chat/written-answer.server'
import { answerSms, offlineAnswerSms } from '~/features/phone/sms-text'
import { startBatchLoop, type BatchLoop } from '~/lib/background/batch-loop'
import { getFarmer } from '~/lib/channels/farmers.server'
import { answerLater, claimDue, markAnswered, queueMessage } from '~/lib/channels/messages.server'
import { inTransaction } from '~/lib/database/transaction.server'
import type { ChannelMessageRow, Database } from '~/lib/database/tables'
import type { ChatLimits } from '~/lib/limits/chat-limits.server'
import { phoneClientId } from '~/lib/limits/phone-limits.server'
import type { ModelAvailability } from '~/lib/model-availability.server'
import { guideRetrievals, safetyPassages, sectionLink } from './phone-guides.server'

export interface PhoneAnswerOptions {
  db: Kysely<Database>
  limits: ChatLimits
  aiModel: ModelAvailability
  siteUrl: string
  /** An answer was queued: the SMS sender has work. */
  wakeSms(): void
  /** Questions taken at once (each may hold one of the AI service's slots). */
  batchSize?: number
  now?: () => Date
}

/** How long a taken question is this instance's alone: longer than a call to the AI service may take. */
const LEASE_MS = 2 * 60 * 1000
/** Tries of the AI service before the offline assistant answers instead, and the waits between them. */
const RETRY_AFTER_MS = [30_000, 90_000]

export interface AnswerBatchResult {
  answered: number
  /** Left for later: the AI service was busy or failing. */
  later: number
  /** Taken: a full batch says more may be due. */
  taken: number
}

/** Answers the questions that are due; one batch. */
export async function answerDueQuestions(options: PhoneAnswerOptions): Promise<AnswerBatchResult> {
  const { db, batchSize = 10, now = () => new Date() } = options
  const due = await claimDue(db, 'in', now(), { limit: batchSize, leaseMs: LEASE_MS }, ['sms', 'ussd'])
  const outcomes = await Promise.all(due.map((question) => answerOne(question, options)))
  if (outcomes.includes('answered')) options.wakeSms()
  return {
    answered: outcomes.filter((outcome) => outcome === 'answered').length,
    later: outcomes.filter((outcome) => outcome === 'later').length,
    taken: due.length,
  }
}

async function answerOne(question: ChannelMessageRow, options: PhoneAnswerOptions): Promise<'answered' | 'later'> {
  const { db, now = () => new Date() } = options
  const farmer = await getFarmer(db, question.farmer_id)
  // Said STOP since asking, or had no number to answer to: nothing is sent.
  if (!farmer?.phone || farmer.opted_out_at) {
    await markAnswered(db, question.id, now())
    return 'answered'
  }
  const locale = question.locale
  const sections = guideRetrievals[locale].findSections(question.text)
  let written: WrittenAnswer = await writeAnswer({
    question: question.text,
    sections,
    locale,
    channel: 'sms',
    clientId: phoneClientId(farmer.phone),
    limits: options.limits,
    aiModel: options.aiModel,
  })
  if (written.source === 'later') {
    const wait = RETRY_AFTER_MS[question.attempts]
    if (wait !== undefined) {
      const time = now()
      await answerLater(db, question.id, `AI service: ${written.reason}`, new Date(time.getTime() + wait), time)
      return 'later'
    }
    written = { source: 'offline', kinds: written.kinds, spent: false }
  }
  const link = (section: { slug: string; anchor: string | null } | undefined) =>
    section ? sectionLink(options.siteUrl, locale, section) : undefined
  let text: string
  if (written.source === 'model') {
    text = answerSms({ answer: written.text, kinds: written.kinds, locale, link: link(sections[0]) })
  } else {
    // A high-risk question is answered from the passages on its safety, never from sections that share its words.
    const quoted = written.kinds.length > 0 ? safetyPassages(written.kinds, locale) : sections
    text = offlineAnswerSms({ quoted, kinds: written.kinds, locale, link: link(quoted[0]), spent: written.spent })
  }
  await inTransaction(db, async (trx) => {
    const time = now()
    await queueMessage(
      trx,
      {
        farmerId: farmer.id,
        channel: 'sms',
        kind: 'answer',
        text,
        locale,
        initiatedBy: 'farmer',
        idempotencyKey: `answer:${question.id}`,
        replyToId: question.id,
      },
      time,
    )
    await markAnswered(trx, question.id, time)
  })
  return 'answered'
}

/** The server's answerer: a batch every `intervalMs` (5 s), and at once when a question arrives. */
export function startPhoneAnswers(options: PhoneAnswerOptions & { intervalMs?: number }): BatchLoop {
  const { intervalMs = 5_000, batchSize = 10 } = options
  return startBatchLoop(
    async () => {
      const result = await answerDueQuestions({ ...options, batchSize })
      return { more: result.taken >= batchSize }
    },
    { intervalMs, failure: 'The phone questions could not be read from the database; they wait for the next try:' },
  )
}
