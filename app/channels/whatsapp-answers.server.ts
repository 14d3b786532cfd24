// The answers to what farmers send on WhatsApp. A message waits in the message log (`received`)
// from the moment the webhook stored it; this worker takes it with a lease, as the phone answerer
// does, and queues the replies for the WhatsApp sender in one transaction with marking it
// answered, each once (their idempotency keys are the message's).
// - A question: the web chat's pipeline (the same retrieval, the same call to the AI service and
//   budgets, the same risk kinds; the safety text first), cut into WhatsApp messages with the guide
//   links, then the reply buttons.
// - A photo: fetched through the media endpoint within limits, re-encoded so no EXIF data is kept
//   or sent, stored for the experts, and sent to the model inline with a triage instruction.
// - A voice note: with WHATSAPP_VOICE off, the farmer is asked to type; on, the model hears it and
//   the answer starts with what was heard.
// - A button: Ask an expert (the question or photo before it goes to the expert inbox), Guides,
//   Language.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { composeOfflineAnswer } from '~/features/chat/guide-answer.server'
import type { InlineMedia, WrittenChannel } from '~/features/chat/llm.server'
import { writeAnswer, type WrittenAnswer } from '~/features/chat/written-answer.server'
import { parseSms } from '~/features/phone/sms-keywords'
import { localizeHref, type Locale } from '~/i18n/locale'
import { chatMessages } from '~/i18n/chat'
import { whatsAppMessages } from '~/i18n/whatsapp'
import { startBatchLoop, type BatchLoop } from '~/lib/background/batch-loop'
import { getFarmer, updateFarmer } from '~/lib/channels/farmers.server'
import { answerLater, claimDue, markAnswered, queueMessage } from '~/lib/channels/messages.server'
import { storeConsultationRequest } from '~/lib/consultation-requests/consultation-requests.server'
import type { ExpertsMailbox } from '~/lib/consultation-requests/experts-notice'
import { inTransaction } from '~/lib/database/transaction.server'
import type { ChannelMessageRow, Database, FarmerRow, MessageKind } from '~/lib/database/tables'
import type { ChatLimits } from '~/lib/limits/chat-limits.server'
import { phoneClientId } from '~/lib/limits/phone-limits.server'
import type { ModelAvailability } from '~/lib/model-availability.server'
import { composeSafeAnswer } from '~/lib/safety/safety-text'
import { splitMessage, withGuideLinks, type GuideLinkOut } from '~/lib/whatsapp/compose'
import {
  GraphApiError,
  MediaRefusedError,
  type MediaLimits,
  type WhatsAppApi,
} from '~/lib/whatsapp/graph-client.server'
import { cleanPhoto, PHOTO_LIMITS } from '~/lib/whatsapp/photo.server'
import { guideRetrievals, safetyPassages } from './phone-guides.server'
import { guideHref } from '~/content/guide-href'

/** What WhatsApp sends a voice note as (Opus in Ogg), and the most we take. */
const VOICE_LIMITS: MediaLimits = {
  maxBytes: 16 * 1024 * 1024,
  types: ['audio/ogg', 'audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/amr'],
}

export interface WhatsAppAnswerOptions {
  db: Kysely<Database>
  api: WhatsAppApi
  limits: ChatLimits
  aiModel: ModelAvailability
  siteUrl: string
  /** Voice notes go to the model (WHATSAPP_VOICE); off: the farmer is asked to type. */
  voice: boolean
  notifyExperts?: ExpertsMailbox
  /** Replies were queued: the sender has work. */
  wakeSender(): void
  batchSize?: number
  now?: () => Date
  /** Awaited before each answer and before its writes: the webhook's posts in flight go first. */
  giveWay?: () => Promise<void>
}

const LEASE_MS = 2 * 60 * 1000
const RETRY_AFTER_MS = [30_000, 90_000]

interface Reply {
  kind: MessageKind
  text: string
}

export async function answerDueWhatsApp(options: WhatsAppAnswerOptions) {
  const { db, batchSize = 10, now = () => new Date() } = options
  const due = await claimDue(db, 'in', now(), { limit: batchSize, leaseMs: LEASE_MS }, 'whatsapp')
  const outcomes = await Promise.all(due.map((message) => answerOne(message, options)))
  if (outcomes.includes('answered')) options.wakeSender()
  return { taken: due.length, answered: outcomes.filter((outcome) => outcome === 'answered').length }
}

async function answerOne(message: ChannelMessageRow, options: WhatsAppAnswerOptions): Promise<'answered' | 'later'> {
  const { db, now = () => new Date() } = options
  await options.giveWay?.()
  const farmer = await getFarmer(db, message.farmer_id)
  if (!farmer || farmer.opted_out_at) {
    await markAnswered(db, message.id, now())
    return 'answered'
  }
  // The farmer sees the blue ticks as we take the message: it is being answered. Only at the first
  // try, and a refusal changes nothing: the answer matters, the ticks do not.
  if (message.attempts === 0 && message.provider_id) await options.api.markRead(message.provider_id).catch(() => {})
  let replies: Reply[] | 'later'
  try {
    replies = await repliesTo(message, farmer, options)
  } catch (error) {
    // Meta's media endpoint or our database failed for now: the message waits and is tried again.
    if (!(error instanceof GraphApiError)) throw error
    const time = now()
    await answerLater(db, message.id, error.message, new Date(time.getTime() + 60_000), time)
    return 'later'
  }
  if (replies === 'later') {
    const time = now()
    await answerLater(db, message.id, 'AI service busy', new Date(time.getTime() + (RETRY_AFTER_MS[0] ?? 30_000)), time)
    return 'later'
  }
  await options.giveWay?.()
  const locale = (await getFarmer(db, farmer.id))?.locale ?? farmer.locale
  await inTransaction(db, async (trx) => {
    const time = now()
    for (const [index, reply] of replies.entries()) {
      await queueMessage(
        trx,
        {
          farmerId: farmer.id,
          channel: 'whatsapp',
          kind: reply.kind,
          text: reply.text,
          locale,
          initiatedBy: 'farmer',
          idempotencyKey: `whatsapp:${message.id}:${index}`,
          replyToId: message.id,
        },
        // A millisecond apart: the sender sends them in this order.
        new Date(time.getTime() + index),
      )
    }
    await markAnswered(trx, message.id, time)
  })
  return 'answered'
}

async function repliesTo(message: ChannelMessageRow, farmer: FarmerRow, options: WhatsAppAnswerOptions) {
  const t = whatsAppMessages[farmer.locale]
  switch (message.kind) {
    case 'question': {
      // Typed as on SMS: MTAALAMU, EXPERT or M, alone (for what was asked before) or with the problem.
      const { intent } = parseSms(message.text)
      if (intent.type === 'expert') {
        return expertRequest(message, farmer, options, (options.now ?? (() => new Date()))(), intent.text)
      }
      return answerReplies(
        await ask(message.text, farmer, 'whatsapp', undefined, options),
        farmer,
        options,
        message.attempts,
      )
    }
    case 'photo':
      return photoReplies(message, farmer, options)
    case 'voice-note':
      return voiceReplies(message, farmer, options)
    case 'keyword':
      return buttonReplies(message, farmer, options)
    default:
      return [{ kind: 'keyword-reply', text: t.unsupported }] satisfies Reply[]
  }
}

function ask(
  question: string,
  farmer: FarmerRow,
  channel: WrittenChannel,
  media: InlineMedia | undefined,
  options: WhatsAppAnswerOptions,
) {
  const client = farmer.phone ?? farmer.channel_user_id ?? farmer.id
  return askTheModel({ question, locale: farmer.locale, client, channel, media }, options)
}

/**
 * The model's answer to what a farmer sent on WhatsApp, with the guide sections found for it
 * (`npm run eval:photo` and `eval:voice` ask the same way); `client` is whose budget it counts on.
 */
export async function askTheModel(
  { question, locale, client, channel, media }: AskedOnWhatsApp,
  { limits, aiModel }: Pick<WhatsAppAnswerOptions, 'limits' | 'aiModel'>,
) {
  const sections = guideRetrievals[locale].findSections(question || 'photo')
  const written = await writeAnswer({
    question,
    sections,
    locale,
    channel,
    media,
    clientId: phoneClientId(client),
    limits,
    aiModel,
  })
  return { written, sections }
}

export interface AskedOnWhatsApp {
  question: string
  locale: Locale
  client: string
  channel: WrittenChannel
  media?: InlineMedia
}

/** A voice answer's first line, "Heard: …", apart from the answer; `heard` is undefined when the model heard nothing. */
export function splitHeard(text: string) {
  const [first = '', ...rest] = text.trim().split('\n')
  const heard = /^\W*(heard|nimesikia)\s*:\s*(.*)$/i.exec(first)?.[2]?.replace(/^"|"$/g, '').trim()
  return { heard: heard && heard !== '?' ? heard : undefined, rest: rest.join('\n') }
}

/** The answer's messages: safety text first, the guide links, cut for WhatsApp, then the buttons. */
function answerReplies(
  { written, sections }: Awaited<ReturnType<typeof ask>>,
  farmer: FarmerRow,
  options: WhatsAppAnswerOptions,
  attempts: number,
  { lead = '', tail = '' } = {},
): Reply[] | 'later' {
  const locale = farmer.locale
  if (written.source === 'later' && attempts < RETRY_AFTER_MS.length) return 'later'
  const links: GuideLinkOut[] = sections.slice(0, 2).map((section) => ({
    title: section.heading ? `${section.title}: ${section.heading}` : section.title,
    href: guideHref(section.slug, section.anchor),
  }))
  let body: string
  let end = tail
  if (written.source === 'model') {
    body = composeSafeAnswer(forWhatsApp(written.text), written.kinds, locale)
  } else {
    const quoted = written.kinds.length > 0 ? safetyPassages(written.kinds, locale) : sections
    // The offline answer ends with the way to an expert from this chat (a photo's own offer
    // stands for it), never the web chat's "the form on this page".
    const formLink = `${options.siteUrl}${localizeHref('/contact', locale)}`
    const humanExpert = tail || whatsAppMessages[locale].offlineExpert(formLink)
    end = ''
    // The day's calls to the AI service are spent: the farmer is told why, as in the web chat.
    const why = written.source === 'offline' && written.spent ? chatMessages[locale].offline.dailyLimit : undefined
    body = forWhatsApp(composeOfflineAnswer(quoted, locale, { kinds: written.kinds, why, humanExpert }))
  }
  const text = [lead, withGuideLinks(body, links, locale, options.siteUrl), end].filter(Boolean).join('\n\n')
  return [
    ...splitMessage(text).map((part) => ({ kind: 'answer' as const, text: part })),
    { kind: 'menu', text: whatsAppMessages[locale].menu },
  ]
}

/** WhatsApp's own emphasis (*bold*) for markdown's, and no headings. */
function forWhatsApp(text: string) {
  return text
    .replace(/\*\*(.+?)\*\*/g, '*$1*')
    .replace(/^#{1,6}\s+/gm, '')
    .trim()
}

async function photoReplies(message: ChannelMessageRow, farmer: FarmerRow, options: WhatsAppAnswerOptions) {
  const t = whatsAppMessages[farmer.locale]
  const bytes = await fetchMedia(message, PHOTO_LIMITS, options)
  if (!bytes) return [{ kind: 'keyword-reply', text: t.photoTooLarge }] satisfies Reply[]
  let photo
  try {
    photo = await cleanPhoto(bytes)
  } catch {
    return [{ kind: 'keyword-reply', text: t.photoTooLarge }] satisfies Reply[]
  }
  const time = (options.now ?? (() => new Date()))().toISOString()
  // Kept once per message, even when the answer is tried again.
  await options.db
    .insertInto('farmer_photos')
    .values({
      id: randomUUID(),
      farmer_id: farmer.id,
      message_id: message.id,
      consultation_id: null,
      mime_type: photo.mimeType,
      width: photo.width,
      height: photo.height,
      data_base64: photo.data.toString('base64'),
      created_at: time,
    })
    .execute()
  await options.db.updateTable('channel_messages').set({ media_id: null }).where('id', '=', message.id).execute()
  const answered = await ask(
    message.text,
    farmer,
    'whatsapp-photo',
    { mimeType: photo.mimeType, data: photo.data },
    options,
  )
  return answerReplies(answered, farmer, options, message.attempts, { tail: t.photoOffer })
}

async function voiceReplies(message: ChannelMessageRow, farmer: FarmerRow, options: WhatsAppAnswerOptions) {
  const t = whatsAppMessages[farmer.locale]
  if (!options.voice) return [{ kind: 'keyword-reply', text: t.voiceOff }] satisfies Reply[]
  const bytes = await fetchMedia(message, VOICE_LIMITS, options)
  if (!bytes) return [{ kind: 'keyword-reply', text: t.notHeard }] satisfies Reply[]
  const answered = await ask('', farmer, 'whatsapp-voice', { mimeType: 'audio/ogg', data: bytes }, options)
  if (answered.written.source !== 'model') {
    if (answered.written.source === 'later' && message.attempts < RETRY_AFTER_MS.length) return 'later' as const
    return [{ kind: 'keyword-reply', text: t.voiceOff }] satisfies Reply[]
  }
  const { heard, rest } = splitHeard(answered.written.text)
  if (!heard) return [{ kind: 'keyword-reply', text: t.notHeard }] satisfies Reply[]
  const written: WrittenAnswer = { ...answered.written, text: rest }
  // The note had no words for the search before the model heard it: its guide links come from what was heard.
  const sections = guideRetrievals[farmer.locale].findSections(heard)
  return answerReplies({ written, sections }, farmer, options, message.attempts, { lead: t.heard(heard) })
}

/** The media's bytes, or null when we do not take it (too large, a type we do not read). */
async function fetchMedia(message: ChannelMessageRow, limits: MediaLimits, { api }: WhatsAppAnswerOptions) {
  if (!message.media_id) return null
  try {
    return await api.downloadMedia(await api.mediaInfo(message.media_id), limits)
  } catch (error) {
    if (error instanceof MediaRefusedError) return null
    throw error
  }
}

async function buttonReplies(
  message: ChannelMessageRow,
  farmer: FarmerRow,
  options: WhatsAppAnswerOptions,
): Promise<Reply[]> {
  const { db, siteUrl } = options
  const now = (options.now ?? (() => new Date()))()
  const t = whatsAppMessages[farmer.locale]
  switch (message.text) {
    case 'guides':
      return [{ kind: 'guide', text: t.guides(`${siteUrl}${farmer.locale === 'sw' ? '/sw' : ''}/articles`) }]
    case 'language':
      return [
        {
          kind: 'language-menu',
          text: `${whatsAppMessages.sw.chooseLanguage} / ${whatsAppMessages.en.chooseLanguage}`,
        },
      ]
    case 'lang:sw':
    case 'lang:en': {
      const locale: Locale = message.text === 'lang:sw' ? 'sw' : 'en'
      await updateFarmer(db, farmer.id, { locale }, now)
      return [{ kind: 'keyword-reply', text: whatsAppMessages[locale].languageSet }]
    }
    case 'expert':
      return expertRequest(message, farmer, options, now)
    default:
      return [{ kind: 'keyword-reply', text: t.unsupported }]
  }
}

/**
 * Ask an expert: the problem typed with the keyword, or else the farmer's question or photo just
 * before the tap or the keyword (within a day), goes to the expert inbox, with the photo, marked
 * as come by WhatsApp; the reply comes back here.
 */
async function expertRequest(
  message: ChannelMessageRow,
  farmer: FarmerRow,
  options: WhatsAppAnswerOptions,
  now: Date,
  typed = '',
): Promise<Reply[]> {
  const { db } = options
  const t = whatsAppMessages[farmer.locale]
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString()
  const asked = typed
    ? { ...message, text: typed }
    : await db
        .selectFrom('channel_messages')
        .selectAll()
        .where('farmer_id', '=', farmer.id)
        .where('channel', '=', 'whatsapp')
        .where('direction', '=', 'in')
        .where('kind', 'in', ['question', 'photo'])
        .where('id', '!=', message.id)
        .where('created_at', '>=', since)
        .where('created_at', '<=', message.created_at)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst()
  if (!asked) return [{ kind: 'keyword-reply', text: t.expertAskWhat }]
  const photo = await db.selectFrom('farmer_photos').select('id').where('message_id', '=', asked.id).executeTakeFirst()
  const stored = await storeConsultationRequest(
    db,
    {
      name: 'WhatsApp',
      phone: farmer.phone ?? undefined,
      topic: 'other',
      message: asked.text || (photo ? '(photo)' : ''),
      locale: farmer.locale,
      channel: 'whatsapp',
    },
    { notifyExperts: options.notifyExperts, now },
  )
  await db.updateTable('channel_messages').set({ consultation_id: stored.id }).where('id', '=', message.id).execute()
  if (photo)
    await db.updateTable('farmer_photos').set({ consultation_id: stored.id }).where('id', '=', photo.id).execute()
  return [{ kind: 'keyword-reply', text: t.expertRequested(stored.reference) }]
}

/** The server's WhatsApp answerer: a batch every `intervalMs` (5 s), and at once when a message arrives. */
export function startWhatsAppAnswers(options: WhatsAppAnswerOptions & { intervalMs?: number }): BatchLoop {
  const { intervalMs = 5_000, batchSize = 10, giveWay } = options
  return startBatchLoop(
    async () => {
      const result = await answerDueWhatsApp({ ...options, batchSize })
      return { more: result.taken >= batchSize }
    },
    {
      intervalMs,
      failure: 'The WhatsApp messages could not be read from the database; they wait for the next try:',
      giveWay,
    },
  )
}
