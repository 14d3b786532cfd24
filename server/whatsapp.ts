// WhatsApp on the server, when it is configured (all of WHATSAPP_ACCESS_TOKEN,
// WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_VERIFY_TOKEN, WHATSAPP_APP_SECRET): Meta's webhook at
// /channels/whatsapp, the answerer of what farmers send and the sender. Without the settings the
// channel is off (the webhook's path is an ordinary 404), and the server says so in one line.
// Neither the token nor the secrets are ever logged.
import type { RequestHandler } from 'express'
import type { Kysely } from 'kysely'
import { startWhatsAppAnswers } from '~/channels/whatsapp-answers.server'
import type { ExpertsMailbox } from '~/lib/consultation-requests/experts-notice'
import type { Database } from '~/lib/database/tables'
import type { WhatsAppSettings } from '~/lib/env.server'
import type { Limits } from '~/lib/limits/limits.server'
import { createRightOfWay } from '~/lib/background/right-of-way'
import type { ModelAvailability } from '~/lib/model-availability.server'
import { startWhatsAppDelivery } from '~/lib/whatsapp/delivery.server'
import { createGraphClient } from '~/lib/whatsapp/graph-client.server'
import type { Logger } from './logger'
import { createWhatsAppWebhook } from './whatsapp-webhook'

interface WhatsAppOptions {
  db: Kysely<Database>
  limits: Limits
  aiModel: ModelAvailability
  logger: Logger
  siteUrl: string
  notifyExperts?: ExpertsMailbox
  /** How often the sender and the answerer look for due work (tests: less). */
  intervalMs?: number
}

export interface WhatsAppChannel {
  enabled: boolean
  /** Mounted at /channels/whatsapp. */
  webhook: RequestHandler
  /** Wakes the answerer and the sender, e.g. after an expert replied. */
  wake(): Promise<void>
  stop(): Promise<void>
}

export function startWhatsApp(settings: WhatsAppSettings | undefined, options: WhatsAppOptions): WhatsAppChannel {
  const { db, limits, aiModel, logger, siteUrl, notifyExperts, intervalMs } = options
  if (!settings) {
    logger.info(
      'WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_VERIFY_TOKEN and WHATSAPP_APP_SECRET are not set: WhatsApp is off.',
    )
    return {
      enabled: false,
      webhook: (_req, _res, next) => next(),
      wake: () => Promise.resolve(),
      stop: () => Promise.resolve(),
    }
  }
  const api = createGraphClient(settings)
  // The webhook's posts first: a burst of them is stored before the next batch of answers or sends.
  const posts = createRightOfWay()
  const sender = startWhatsAppDelivery(db, api, { intervalMs, giveWay: posts.giveWay })
  const answerer = startWhatsAppAnswers({
    db,
    api,
    limits: limits.chat,
    aiModel,
    siteUrl,
    voice: settings.voice,
    notifyExperts,
    wakeSender: () => void sender.wake(),
    intervalMs,
    giveWay: posts.giveWay,
  })
  const webhook = createWhatsAppWebhook({
    verifyToken: settings.verifyToken,
    appSecret: settings.appSecret,
    db,
    logger,
    posts,
    onQueued: () => void answerer.wake(),
  })
  logger.info(
    {
      graph: settings.graphBaseUrl,
      voiceNotes: settings.voice ? 'on' : 'off',
      photoRetentionDays: settings.photoRetentionDays,
    },
    'WhatsApp is on: Meta posts to /channels/whatsapp; replies go through the Graph API.',
  )
  return {
    enabled: true,
    webhook,
    async wake() {
      await Promise.all([answerer.wake(), sender.wake()])
    },
    async stop() {
      await answerer.stop()
      await sender.stop()
    },
  }
}
