// The phone channels on the server, when Africa's Talking is configured (all of AT_USERNAME,
// AT_API_KEY, AT_SHORTCODE, AT_CALLBACK_SECRET): the gateway's callbacks at
// /channels/africastalking/{AT_CALLBACK_SECRET}/{ussd,sms,delivery-reports,opt-out}, the answerer
// of the questions they store, and the SMS sender. Without the settings the channels are off (the
// callbacks' path is an ordinary 404), and the server says so in one line. The callbacks are not
// signed: the secret in the path is checked in constant time, then the caller's address against
// AT_CALLBACK_ALLOWLIST when set. Neither the key nor the secret is ever logged: every callback
// is logged by its route id, never by its path.
import { timingSafeEqual } from 'node:crypto'
import { BlockList, isIP } from 'node:net'
import express, { type Request, type RequestHandler, type Response } from 'express'
import type { Kysely } from 'kysely'
import { CALLBACKS, createAfricasTalkingCallbacks, type CallbackName } from '~/channels/africastalking-callbacks.server'
import { startPhoneAnswers } from '~/channels/phone-answers.server'
import { createAfricasTalkingClient } from '~/lib/africastalking/client.server'
import type { BatchLoop } from '~/lib/background/batch-loop'
import { startSmsDelivery } from '~/lib/channels/sms-delivery.server'
import type { Database } from '~/lib/database/tables'
import type { ExpertsMailbox } from '~/lib/consultation-requests/experts-notice'
import type { AfricasTalkingSettings } from '~/lib/env.server'
import type { Limits } from '~/lib/limits/limits.server'
import type { ModelAvailability } from '~/lib/model-availability.server'
import type { Logger } from './logger'
import { setRouteId } from './route-id'

interface ChannelOptions {
  db: Kysely<Database>
  limits: Limits
  aiModel: ModelAvailability
  logger: Logger
  /** The public origin, for the short links our SMS carry. */
  siteUrl: string
  /** Where the experts are told of a request made by phone; undefined when the server sends no mail. */
  notifyExperts?: ExpertsMailbox
  /** SMS segments a Nairobi day. */
  smsDailyBudget: number
  /** How often the sender and the answerer look for due work (tests: less). */
  intervalMs?: number
}

export interface PhoneChannels {
  enabled: boolean
  /** Mounted at /channels/africastalking: the gateway's callbacks. */
  callbacks: RequestHandler
  /** Wakes the SMS sender (and the answerer), e.g. after work was queued elsewhere. */
  wake(): Promise<void>
  stop(): Promise<void>
}

/** What a gateway's form may weigh: an SMS of 10 parts and its fields, with room to spare. */
const FORM_LIMIT = '16kb'

/** Starts the phone channels if the gateway is configured, and says which; returns their callbacks and how to stop them. */
export function startChannels(settings: AfricasTalkingSettings | undefined, options: ChannelOptions): PhoneChannels {
  const { db, limits, aiModel, logger, siteUrl, smsDailyBudget, intervalMs, notifyExperts } = options
  if (!settings) {
    logger.info(
      'AT_USERNAME, AT_API_KEY, AT_SHORTCODE and AT_CALLBACK_SECRET are not set: the phone channels (SMS, USSD) are off.',
    )
    return {
      enabled: false,
      callbacks: (_req, _res, next) => next(),
      wake: () => Promise.resolve(),
      stop: () => Promise.resolve(),
    }
  }
  const gateway = createAfricasTalkingClient(settings)
  const sender = startSmsDelivery(db, gateway, { dailyBudget: smsDailyBudget, intervalMs })
  const answerer: BatchLoop = startPhoneAnswers({
    db,
    limits: limits.chat,
    aiModel,
    siteUrl,
    wakeSms: () => void sender.wake(),
    intervalMs,
  })
  const callbacks = createAfricasTalkingCallbacks({
    db,
    limits: limits.phone,
    siteUrl,
    ussdCode: settings.ussdCode,
    notifyExperts,
    wake: { answers: () => void answerer.wake(), sms: () => void sender.wake() },
  })
  logger.info(
    {
      gateway: settings.baseUrl,
      from: settings.from,
      ussdCode: settings.ussdCode ?? 'not named',
      callbackAllowlist: settings.callbackAllowlist ?? 'any address',
      smsDailyBudget,
    },
    "SMS and USSD go through Africa's Talking; callbacks at /channels/africastalking/{AT_CALLBACK_SECRET}/ussd, /sms, /delivery-reports and /opt-out.",
  )
  return {
    enabled: true,
    callbacks: callbackRouter(settings, callbacks, logger),
    async wake() {
      await Promise.all([answerer.wake(), sender.wake()])
    },
    async stop() {
      await answerer.stop()
      await sender.stop()
    },
  }
}

function callbackRouter(
  settings: AfricasTalkingSettings,
  answer: ReturnType<typeof createAfricasTalkingCallbacks>,
  logger: Logger,
): RequestHandler {
  const secret = Buffer.from(settings.callbackSecret)
  const allowed = settings.callbackAllowlist && allowList(settings.callbackAllowlist)
  const router = express.Router()
  const form = express.urlencoded({ extended: false, limit: FORM_LIMIT, parameterLimit: 20 })
  router.post('/:secret/:callback', (req, res, next) => {
    const callback = CALLBACKS.find((name) => name === req.params.callback)
    // The path's own words never reach the log, whatever they are.
    setRouteId(res, callback ? `channels/africastalking/${callback}` : 'channels/africastalking')
    if (!callback || !isSecret(String(req.params.secret), secret)) return refuse(res, 404, 'Not found')
    if (allowed && !isAllowed(allowed, req.ip)) {
      logger.warn(
        { callback },
        "An Africa's Talking callback from an address outside AT_CALLBACK_ALLOWLIST was refused.",
      )
      return refuse(res, 403, 'Forbidden')
    }
    if (!req.is('application/x-www-form-urlencoded'))
      return refuse(res, 415, 'Send a form (application/x-www-form-urlencoded)')
    form(req, res, (error?: unknown) => {
      if (error) return next(error)
      void run(callback, req, res).catch(next)
    })
  })
  router.all('/:secret/:callback', (req, res) => {
    setRouteId(res, 'channels/africastalking')
    res.setHeader('Allow', 'POST')
    refuse(res, 405, 'Method not allowed')
  })
  const run = async (callback: CallbackName, req: Request, res: Response) => {
    const fields = Object.fromEntries(
      Object.entries((req.body ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
    )
    const { status, body } = await answer(callback, fields)
    res.status(status).type('text/plain; charset=utf-8').set('Cache-Control', 'no-store').send(body)
  }
  return router
}

function refuse(res: Response, status: number, text: string) {
  res.status(status).type('text/plain; charset=utf-8').set('Cache-Control', 'no-store').send(text)
}

/** The path's secret against ours, in time that does not depend on where they differ. */
function isSecret(offered: string, secret: Buffer) {
  const bytes = Buffer.from(offered)
  // Compared against itself when the lengths differ, so the time says nothing of the secret's length either.
  return timingSafeEqual(bytes.length === secret.length ? bytes : secret, secret) && bytes.length === secret.length
}

function allowList(entries: string[]) {
  const list = new BlockList()
  for (const entry of entries) {
    const [address, prefix] = entry.split('/') as [string, string | undefined]
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  return list
}

function isAllowed(list: BlockList, address: string | undefined) {
  if (!address) return false
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  const bare = mapped ? mapped[1]! : address
  return list.check(bare, isIP(bare) === 6 ? 'ipv6' : 'ipv4')
}
