// What Africa's Talking calls, once server/channels.ts has checked the secret in the path and the
// caller's address: a USSD step, an incoming SMS, a delivery report, a bulk SMS opt-out. Each is
// answered at once: a USSD screen from the menu (features/phone/ussd-menu.ts), a keyword done and
// its reply queued, a question stored for the answerer (phone-answers.server.ts) to answer by SMS.
// Nothing here waits for the AI service or the SMS gateway. A callback the gateway repeats (it
// does, on a slow answer) is done once: incoming messages are logged by the gateway's id.
import type { Kysely, Transaction } from 'kysely'
import type { z } from 'zod'
import { parseSms, type SmsIntent } from '~/features/phone/sms-keywords'
import { looksKiswahili, questionLanguage } from '~/features/search/question-language'
import { requestSentScreen, ussdReply, type UssdAction } from '~/features/phone/ussd-menu'
import type { Locale } from '~/i18n/locale'
import { phoneMessages } from '~/i18n/phone'
import {
  DeliveryReportSchema,
  InboundSmsSchema,
  OptOutSchema,
  UssdStepSchema,
  type InboundSms,
  type UssdStep,
} from '~/lib/africastalking/callbacks'
import { FARM_CROPS, type FarmCrop } from '~/content/farmer-profile'
import {
  eraseFarmerData,
  farmerCrops,
  findFarmer,
  findOrCreateFarmer,
  optInFarmer,
  optOutFarmer,
  setPendingAction,
  updateFarmer,
} from '~/lib/channels/farmers.server'
import { logIncoming, queueMessage, recordDeliveryReport, type OutgoingMessage } from '~/lib/channels/messages.server'
import { inTransaction } from '~/lib/database/transaction.server'
import type { Database, FarmerRow, MessageKind } from '~/lib/database/tables'
import type { PhoneLimits } from '~/lib/limits/phone-limits.server'
import { findGuideSection, sectionLink, ussdGuides } from './phone-guides.server'
import { expertReplySms, guideSummarySms, replySms } from '~/features/phone/sms-text'
import type { ConsultationTopic } from '~/content/consultation-topics'
import {
  findLatestConsultationRequestByPhone,
  storeConsultationRequest,
} from '~/lib/consultation-requests/consultation-requests.server'
import type { ExpertsMailbox } from '~/lib/consultation-requests/experts-notice'

export const CALLBACKS = ['ussd', 'sms', 'delivery-reports', 'opt-out'] as const
export type CallbackName = (typeof CALLBACKS)[number]

export interface CallbackAnswer {
  status: number
  /** text/plain: a USSD screen ("CON …" or "END …"), or a word for the gateway's log. */
  body: string
}

export interface CallbackOptions {
  db: Kysely<Database>
  limits: PhoneLimits
  /** The public origin, for the short links an SMS carries. */
  siteUrl: string
  /** The code farmers dial, named in the replies that show the way around. */
  ussdCode?: string
  /** Where the experts are told of a new request by mail; undefined when the server sends no mail. */
  notifyExperts?: ExpertsMailbox
  /** Work was queued: the answerer has a question, the sender an SMS. */
  wake: { answers(): void; sms(): void }
  now?: () => Date
}

/** How long DELETE waits for its confirmation. */
export const DELETE_CONFIRM_MS = 10 * 60 * 1000

export function createAfricasTalkingCallbacks(options: CallbackOptions) {
  const handlers: Record<CallbackName, (fields: Record<string, string>) => Promise<CallbackAnswer>> = {
    ussd: (fields) => withSchema(UssdStepSchema, fields, (step) => answerUssd(step, options)),
    sms: (fields) => withSchema(InboundSmsSchema, fields, (sms) => receiveSms(sms, options)),
    'delivery-reports': (fields) =>
      withSchema(DeliveryReportSchema, fields, async (report) => {
        const known = await recordDeliveryReport(options.db, report, (options.now ?? now)())
        // An id of no message of ours (deleted, or another application's) is no reason for the gateway to retry.
        return { status: 200, body: known ? 'recorded' : 'unknown message' }
      }),
    'opt-out': (fields) =>
      withSchema(OptOutSchema, fields, async ({ phoneNumber }) => {
        const farmer = await findFarmer(options.db, { phone: phoneNumber })
        if (farmer) await optOutFarmer(options.db, farmer.id, (options.now ?? now)())
        return { status: 200, body: 'opted out' }
      }),
  }
  return (name: CallbackName, fields: Record<string, string>) => handlers[name](fields)
}

const now = () => new Date()

async function withSchema<T>(
  schema: z.ZodType<T>,
  fields: Record<string, string>,
  handle: (value: T) => Promise<CallbackAnswer>,
): Promise<CallbackAnswer> {
  const parsed = schema.safeParse(fields)
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'body'))]
    return { status: 400, body: `Bad callback: ${names.join(', ')}` }
  }
  return handle(parsed.data)
}

// --- USSD -------------------------------------------------------------------------------------

async function answerUssd(step: UssdStep, options: CallbackOptions): Promise<CallbackAnswer> {
  const { db } = options
  const time = (options.now ?? now)()
  const turn = await options.limits.takeUssdStep(step.phoneNumber)
  const farmer = await findOrCreateFarmer(db, { phone: step.phoneNumber }, { channel: 'ussd', now: time })
  if (!turn.allowed) return ussdScreen(true, phoneMessages[farmer.locale].ussd.tooManySteps)
  const context = {
    locale: farmer.locale,
    optedOut: farmer.opted_out_at !== null,
    county: farmer.county,
    crops: farmerCropsOf(farmer),
    guides: ussdGuides,
  }
  // Only the status screens read the farmer's latest request: the menu (pure, and quick to run
  // twice) is first walked without it, and the query made only if a screen asked for it.
  let asked = false
  let reply = ussdReply(step.text, {
    ...context,
    get latestRequest() {
      asked = true
      return null
    },
  })
  if (asked) reply = ussdReply(step.text, { ...context, latestRequest: (await latestRequestOf(db, farmer)) ?? null })
  if (!reply.action) return ussdScreen(reply.end, reply.text)
  const text = await doUssdAction(reply.action, farmer, step, options, time)
  return ussdScreen(reply.end, text ?? reply.text)
}

function ussdScreen(end: boolean, text: string): CallbackAnswer {
  return { status: 200, body: `${end ? 'END' : 'CON'} ${text}` }
}

/** Does what the farmer's last step asked; returns the screen when it is not the menu's own. */
async function doUssdAction(
  action: UssdAction,
  farmer: FarmerRow,
  step: UssdStep,
  options: CallbackOptions,
  time: Date,
): Promise<string | undefined> {
  const { db } = options
  // The same step sent again by the gateway is done once: keyed by the session and its path.
  const stepKey = `ussd:${step.sessionId}:${step.text}`
  switch (action.type) {
    case 'ask-question': {
      const logged = await logIncoming(
        db,
        {
          farmerId: farmer.id,
          channel: 'ussd',
          kind: 'question',
          text: action.question,
          locale: questionLanguage(action.question, action.locale),
          providerId: stepKey,
          status: 'received',
        },
        time,
      )
      if (logged.isNew) options.wake.answers()
      return undefined
    }
    case 'send-guide': {
      const section = findGuideSection(action.locale, action.slug, action.anchor)
      if (!section) return undefined
      const text = guideSummarySms({
        title: section.title,
        heading: section.heading,
        text: section.text,
        locale: action.locale,
        link: sectionLink(options.siteUrl, action.locale, section),
      })
      await queueReply(db, farmer, { kind: 'guide', text, locale: action.locale, idempotencyKey: stepKey }, time)
      options.wake.sms()
      return undefined
    }
    case 'set-county':
      await updateFarmer(db, farmer.id, { county: action.county }, time)
      return undefined
    case 'set-crops':
      await updateFarmer(db, farmer.id, { crops: action.crops.join(',') }, time)
      return undefined
    case 'set-language':
      await updateFarmer(db, farmer.id, { locale: action.locale }, time)
      return undefined
    case 'opt-in':
      await optInFarmer(db, farmer.id, 'ussd', time)
      return undefined
    case 'ask-expert': {
      const reference = await askExpertByPhone(
        farmer,
        { topic: action.topic, message: action.message, locale: action.locale, channel: 'ussd' },
        options,
      )
      return requestSentScreen(action.locale, reference)
    }
    case 'resend-answer': {
      const latest = await latestRequestOf(db, farmer)
      if (!latest?.reply) return undefined
      const text = expertReplySms({
        reference: latest.reference,
        reply: latest.reply,
        locale: action.locale,
        ussdCode: options.ussdCode,
      })
      await queueReply(db, farmer, { kind: 'expert-reply', text, locale: action.locale, idempotencyKey: stepKey }, time)
      options.wake.sms()
      return undefined
    }
  }
}

function latestRequestOf(db: Kysely<Database>, farmer: FarmerRow) {
  return farmer.phone ? findLatestConsultationRequestByPhone(db, farmer.phone) : Promise.resolve(undefined)
}

function farmerCropsOf(farmer: FarmerRow): FarmCrop[] {
  return FARM_CROPS.filter((crop) => farmerCrops(farmer).includes(crop))
}

// --- SMS --------------------------------------------------------------------------------------

async function receiveSms(sms: InboundSms, options: CallbackOptions): Promise<CallbackAnswer> {
  const { db } = options
  const time = (options.now ?? now)()
  const { intent, keywordLocale } = parseSms(sms.text)
  const firstLocale = keywordLocale ?? (intent.type === 'question' ? smsQuestionLanguage(intent.text, 'sw') : 'sw')
  const farmer = await findOrCreateFarmer(db, { phone: sms.from }, { channel: 'sms', locale: firstLocale, now: time })
  const turn = await options.limits.takeSms(sms.from)
  if (!turn.allowed) {
    // Told once, then a flood costs us nothing; the message is not kept.
    if (turn.first && !farmer.opted_out_at) {
      const minutes = Math.max(1, Math.ceil(turn.retryAfterSeconds / 60))
      const text = replySms(phoneMessages[farmer.locale].sms.tooMany(minutes), farmer.locale)
      await queueReply(
        db,
        farmer,
        { kind: 'keyword-reply', text, locale: farmer.locale, idempotencyKey: `too-many:${sms.id}` },
        time,
      )
      options.wake.sms()
    }
    return { status: 200, body: 'too many messages' }
  }
  const queued = await inTransaction(db, async (trx) => {
    const logged = await logIncoming(
      trx,
      {
        farmerId: farmer.id,
        channel: 'sms',
        kind: intent.type === 'question' ? 'question' : intent.type === 'expert' ? 'expert-request' : 'keyword',
        text: sms.text,
        locale:
          intent.type === 'question'
            ? smsQuestionLanguage(intent.text, farmer.locale)
            : (keywordLocale ?? farmer.locale),
        providerId: sms.id,
        status: intent.type === 'question' && !farmer.opted_out_at ? 'received' : 'handled',
      },
      time,
    )
    if (!logged.isNew) return { answers: false, sms: false } as IntentOutcome
    return doSmsIntent(trx, intent, { farmer, keywordLocale, messageId: logged.id, smsId: sms.id, options, time })
  })
  if (queued.expert && farmer.phone) {
    const { text, locale } = queued.expert
    const reference = await askExpertByPhone(farmer, { topic: 'other', message: text, locale, channel: 'sms' }, options)
    const confirmation = replySms(phoneMessages[locale].ussd.requestSent(reference), locale)
    await queueReply(
      db,
      farmer,
      { kind: 'keyword-reply', text: confirmation, locale, idempotencyKey: `reply:${sms.id}` },
      time,
    )
    options.wake.sms()
  }
  if (queued.answers) options.wake.answers()
  if (queued.sms) options.wake.sms()
  return { status: 200, body: 'received' }
}

/**
 * An SMS question is answered in its own language: Kiswahili when it reads as Kiswahili, English
 * when it has a few words and does not; a word or two ("Mahindi?") in the farmer's language.
 */
function smsQuestionLanguage(text: string, farmerLocale: Locale): Locale {
  if (looksKiswahili(text)) return 'sw'
  return (text.match(/[\p{L}']+/gu) ?? []).length >= 3 ? 'en' : farmerLocale
}

interface IntentContext {
  farmer: FarmerRow
  keywordLocale: Locale | undefined
  /** Our id of the incoming message, which a reply answers. */
  messageId: string
  /** The gateway's id of the incoming message: a reply's idempotency key. */
  smsId: string
  options: CallbackOptions
  time: Date
}

/** Which workers have new work; and a request for an expert to store. */
interface IntentOutcome {
  answers: boolean
  sms: boolean
  expert?: { text: string; locale: Locale }
}

/** Does what an SMS asks; says which workers have new work. */
async function doSmsIntent(
  trx: Transaction<Database>,
  intent: SmsIntent,
  { farmer, keywordLocale, messageId, smsId, options, time }: IntentContext,
): Promise<IntentOutcome> {
  const locale = keywordLocale ?? farmer.locale
  const t = phoneMessages[locale].sms
  const reply = async (
    text: string,
    { kind = 'keyword-reply', evenIfOptedOut = false, menu = false }: ReplyOptions = {},
  ) => {
    const sms = replySms(text, locale, { ussdCode: menu ? options.ussdCode : undefined })
    const result = await queueReply(
      trx,
      farmer,
      { kind, text: sms, locale, idempotencyKey: `reply:${smsId}`, replyToId: messageId, evenIfOptedOut },
      time,
    )
    return { answers: false, sms: result.queued }
  }
  const optedOut = farmer.opted_out_at !== null
  switch (intent.type) {
    case 'stop':
      await optOutFarmer(trx, farmer.id, time)
      return reply(t.stopped, { evenIfOptedOut: true })
    case 'start':
      await optInFarmer(trx, farmer.id, 'sms', time)
      return reply(t.started, { evenIfOptedOut: true, menu: true })
    case 'delete':
      await setPendingAction(trx, farmer.id, 'delete', time)
      return reply(t.deleteAsk, { evenIfOptedOut: true })
    case 'delete-confirmed': {
      const asked = farmer.pending_action === 'delete' && farmer.pending_action_at
      if (!asked || time.getTime() - Date.parse(farmer.pending_action_at!) > DELETE_CONFIRM_MS) {
        return reply(t.deleteNotAsked, { evenIfOptedOut: true })
      }
      // Everything goes now but the farewell and the number it goes to; the sender deletes
      // those once the gateway has it (sms-delivery.server.ts).
      await eraseFarmerData(trx, farmer.id, time)
      return reply(t.deleted, { kind: 'farewell', evenIfOptedOut: true })
    }
    case 'question':
      if (!optedOut) return { answers: true, sms: false }
      return remindStopped(trx, farmer, locale, time)
    case 'help':
    case 'empty':
      if (optedOut) return remindStopped(trx, farmer, locale, time)
      return reply(t.help, { menu: true })
    case 'language': {
      if (optedOut) return remindStopped(trx, farmer, locale, time)
      if (!intent.locale) return reply(t.languageUnknown)
      await updateFarmer(trx, farmer.id, { locale: intent.locale }, time)
      const chosen = replySms(phoneMessages[intent.locale].sms.language, intent.locale)
      const result = await queueReply(
        trx,
        farmer,
        {
          kind: 'keyword-reply',
          text: chosen,
          locale: intent.locale,
          idempotencyKey: `reply:${smsId}`,
          replyToId: messageId,
        },
        time,
      )
      return { answers: false, sms: result.queued }
    }
    case 'status': {
      if (optedOut) return remindStopped(trx, farmer, locale, time)
      const latest = farmer.phone ? await findLatestConsultationRequestByPhone(trx, farmer.phone) : undefined
      if (!latest) return reply(t.expertHow)
      if (latest.status === 'answered' && latest.reply) {
        const text = expertReplySms({
          reference: latest.reference,
          reply: latest.reply,
          locale,
          ussdCode: options.ussdCode,
        })
        return reply(text, { kind: 'expert-reply' })
      }
      return reply(phoneMessages[locale].ussd.requestStatus[latest.status](latest.reference))
    }
    case 'expert':
      if (optedOut) return remindStopped(trx, farmer, locale, time)
      if (intent.text.length < MIN_PROBLEM_CHARS) return reply(t.expertHow)
      // Stored once this message's transaction is done (the request has a transaction of its own).
      return { answers: false, sms: false, expert: { text: intent.text, locale } }
  }
}

/** As the USSD menu asks: a problem of at least 10 letters. */
const MIN_PROBLEM_CHARS = 10

/** A consultation request by phone: in the experts' inbox with its channel and number, its reference told by SMS. */
async function askExpertByPhone(
  farmer: FarmerRow,
  request: { topic: ConsultationTopic; message: string; locale: Locale; channel: 'sms' | 'ussd' },
  options: CallbackOptions,
) {
  const stored = await storeConsultationRequest(
    options.db,
    { name: farmer.phone!, phone: farmer.phone!, ...request },
    { notifyExperts: options.notifyExperts, now: (options.now ?? now)() },
  )
  return stored.reference
}

interface ReplyOptions {
  kind?: MessageKind
  evenIfOptedOut?: boolean
  /** Name the USSD code, when there is one. */
  menu?: boolean
}

/**
 * A farmer who said STOP and writes again is told once how to start again (a reply to their own
 * message, never more than one for each STOP); nothing else is sent.
 */
async function remindStopped(trx: Transaction<Database>, farmer: FarmerRow, locale: Locale, time: Date) {
  const text = replySms(phoneMessages[locale].sms.stillStopped, locale)
  const result = await queueReply(
    trx,
    farmer,
    {
      kind: 'keyword-reply',
      text,
      locale,
      idempotencyKey: `stopped:${farmer.id}:${farmer.opted_out_at}`,
      evenIfOptedOut: true,
    },
    time,
  )
  return { answers: false, sms: result.queued }
}

function queueReply(
  db: Kysely<Database> | Transaction<Database>,
  farmer: FarmerRow,
  message: Pick<OutgoingMessage, 'kind' | 'text' | 'locale' | 'idempotencyKey' | 'replyToId' | 'evenIfOptedOut'>,
  time: Date,
) {
  return queueMessage(db, { farmerId: farmer.id, channel: 'sms', initiatedBy: 'farmer', ...message }, time)
}
