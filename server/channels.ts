// The phone channels' sender, started with the server when Africa's Talking is configured
// (all of AT_USERNAME, AT_API_KEY, AT_SHORTCODE, AT_CALLBACK_SECRET). Without it the channels are
// off, and the server says so in one line. The key and the callback secret are never logged.
import type { Kysely } from 'kysely'
import { createAfricasTalkingClient } from '~/lib/africastalking/client.server'
import type { BatchLoop } from '~/lib/background/batch-loop'
import { startSmsDelivery } from '~/lib/channels/sms-delivery.server'
import type { Database } from '~/lib/database/tables'
import type { AfricasTalkingSettings } from '~/lib/env.server'
import type { Logger } from './logger'

interface ChannelOptions {
  /** SMS segments a Nairobi day. */
  smsDailyBudget: number
  /** How often the sender looks for due messages (tests: less). */
  intervalMs?: number
}

/** Starts the SMS sender if the gateway is configured, and says which; returns how to wake and stop it. */
export function startChannels(
  settings: AfricasTalkingSettings | undefined,
  db: Kysely<Database>,
  logger: Logger,
  { smsDailyBudget, intervalMs }: ChannelOptions,
): BatchLoop & { enabled: boolean } {
  if (!settings) {
    logger.info(
      'AT_USERNAME, AT_API_KEY, AT_SHORTCODE and AT_CALLBACK_SECRET are not set: the phone channels (SMS, USSD) are off.',
    )
    return { enabled: false, wake: () => Promise.resolve(), stop: () => Promise.resolve() }
  }
  const gateway = createAfricasTalkingClient(settings)
  const delivery = startSmsDelivery(db, gateway, { dailyBudget: smsDailyBudget, intervalMs })
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
  return { enabled: true, ...delivery }
}
