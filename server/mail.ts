// The outbox's sender, started with the server when SMTP_URL is set. Without it nothing is
// sent: queued mail waits in the table, and experts reply from their own mail app.
import type { Kysely } from 'kysely'
import type { Database } from '~/lib/database/tables'
import type { Env } from '~/lib/env.server'
import { startMailDelivery } from '~/lib/mail/delivery-loop.server'
import { createSmtpTransport } from '~/lib/mail/smtp-transport.server'
import type { Logger } from './logger'

/** Starts mail delivery if SMTP is configured, and says so in one line; returns how to wake and stop it. */
export function startMail(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, db: Kysely<Database>, logger: Logger) {
  if (!env.SMTP_URL || !env.MAIL_FROM) {
    logger.info('SMTP_URL is not set: no mail is sent; experts answer from the inbox and their own mail app.')
    return { wake: () => Promise.resolve(), stop: () => Promise.resolve() }
  }
  const transport = createSmtpTransport(env.SMTP_URL, env.MAIL_FROM)
  const delivery = startMailDelivery(db, transport.send)
  logger.info(`Mail is sent through ${transport.describe()} from ${env.MAIL_FROM}, every 30 seconds with retries.`)
  return {
    wake: delivery.wake,
    async stop() {
      await delivery.stop()
      transport.close()
    },
  }
}
