// What Africa's Talking posts to our callbacks (form-encoded), checked with zod before anything
// reads it: an incoming SMS, a delivery report, a USSD step, a bulk SMS opt-out. The gateway
// does not sign them; the routes check the secret in the path and the sender's address first.
import { z } from 'zod'
import { toE164 } from '~/lib/channels/phone-number'
import { DELIVERY_STATUSES } from './status-codes'

const phoneNumber = z.string().transform((value, context) => {
  const e164 = toE164(value)
  if (e164) return e164
  context.addIssue({ code: 'custom', message: 'not a phone number' })
  return z.NEVER
})

const optional = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

/** An SMS a farmer sent to our shortcode. */
export const InboundSmsSchema = z.object({
  from: phoneNumber,
  to: z.string().trim().min(1).max(20),
  // An SMS of up to 10 parts; the gateway never sends more, and more is not a farmer's question.
  text: z.string().max(1600),
  date: optional,
  id: z.string().trim().min(1).max(100),
  linkId: optional,
  networkCode: optional,
})
export type InboundSms = z.infer<typeof InboundSmsSchema>

/** What became of an SMS we sent: `id` is the messageId the send response gave. */
export const DeliveryReportSchema = z.object({
  id: z.string().trim().min(1).max(100),
  status: z.enum(DELIVERY_STATUSES),
  phoneNumber: phoneNumber.optional(),
  networkCode: optional,
  failureReason: optional,
  retryCount: optional,
})
export type DeliveryReport = z.infer<typeof DeliveryReportSchema>

/**
 * One step of a USSD session: `text` is everything the farmer typed since dialling, joined
 * with `*` ("" on the first step, "1*2" after choosing 1 then 2).
 */
export const UssdStepSchema = z.object({
  sessionId: z.string().trim().min(1).max(100),
  serviceCode: z.string().trim().min(1).max(40),
  phoneNumber,
  networkCode: optional,
  text: z.string().max(1000).default(''),
})
export type UssdStep = z.infer<typeof UssdStepSchema>

/** A subscriber who opted out of our sender id's bulk SMS at the gateway. */
export const OptOutSchema = z.object({
  senderId: z.string().trim().min(1).max(20),
  phoneNumber,
})
export type OptOut = z.infer<typeof OptOutSchema>

/** A form-encoded body as a plain object (the last value of a repeated field). */
export function formFields(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body))
}
