// The server's own chores, while it runs: consultation requests, the channels' messages and the
// farmers' WhatsApp photos past their retention are deleted at start and every hour after. (The mail and SMS outboxes have
// their delivery loops in lib/mail and lib/channels.)
import type { Kysely } from 'kysely'
import { deleteExpiredMessages } from '~/lib/channels/messages.server'
import { deleteExpiredPhotos } from '~/lib/whatsapp/photo-store.server'
import type { Database } from '~/lib/database/tables'
import { deleteExpiredConsultationRequests } from '~/lib/database/retention.server'
import type { Logger } from './logger'

const HOUR_MS = 60 * 60 * 1000

interface Retention {
  /** CONSULTATION_RETENTION_DAYS */
  consultationDays: number
  /** CHANNEL_RETENTION_DAYS */
  channelMessageDays: number
  /** WHATSAPP_PHOTO_RETENTION_DAYS */
  farmerPhotoDays: number
}

/** Starts the hourly retention sweep; returns the function that stops it. */
export function startRetentionSweep(db: Kysely<Database>, retention: Retention, logger: Logger) {
  const sweep = () => {
    deleteExpiredConsultationRequests(db, retention.consultationDays).then(
      (deleted) => {
        if (deleted > 0) {
          logger.info(`Deleted ${deleted} consultation request(s) older than ${retention.consultationDays} days.`)
        }
      },
      (error: unknown) => logger.error({ err: error }, 'The retention sweep failed; it runs again in an hour'),
    )
    deleteExpiredMessages(db, retention.channelMessageDays).then(
      (deleted) => {
        if (deleted > 0) {
          logger.info(`Deleted ${deleted} SMS and USSD message(s) older than ${retention.channelMessageDays} days.`)
        }
      },
      (error: unknown) =>
        logger.error({ err: error }, "The channels' retention sweep failed; it runs again in an hour"),
    )
    deleteExpiredPhotos(db, retention.farmerPhotoDays).then(
      (deleted) => {
        if (deleted > 0) logger.info(`Deleted ${deleted} farmer photo(s) older than ${retention.farmerPhotoDays} days.`)
      },
      (error: unknown) => logger.error({ err: error }, "The photos' retention sweep failed; it runs again in an hour"),
    )
  }
  sweep()
  const timer = setInterval(sweep, HOUR_MS)
  timer.unref()
  return () => clearInterval(timer)
}
