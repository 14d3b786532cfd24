// Our own small Africa's Talking client: sending one SMS to one farmer. One recipient a request,
// so each message has its own status, id and cost, and a retry never repeats another farmer's
// message. The key goes in a header, only to AT_API_BASE_URL (https, or this machine in tests),
// and redirects are never followed; no error message quotes it.
import { z } from 'zod'
import type { AfricasTalkingSettings } from '~/lib/env.server'
import { RECIPIENT_STATUS_CODES, recipientOutcome } from './status-codes'

const SendResponseSchema = z.object({
  SMSMessageData: z.object({
    Message: z.string().optional(),
    Recipients: z
      .array(
        z.object({
          statusCode: z.coerce.number().int(),
          number: z.string().optional(),
          status: z.string().optional(),
          cost: z.string().optional(),
          messageId: z.string().optional(),
        }),
      )
      .default([]),
  }),
})

export type SmsSendResult =
  | {
      outcome: 'accepted'
      statusCode: number
      status: string
      messageId: string
      /** As the gateway writes it: "KES 0.8000". */
      cost: string | undefined
    }
  | {
      outcome: 'refused'
      statusCode: number | undefined
      status: string
      /** Whether the same message may succeed later (a top-up, a fixed sender id, a fault cleared). */
      retry: boolean
    }

/** The gateway could not be reached, or did not answer as documented: try again later. */
export class GatewayError extends Error {
  override name = 'GatewayError'
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message)
  }
}

export interface SmsGateway {
  sendSms(to: string, message: string, signal?: AbortSignal): Promise<SmsSendResult>
}

interface ClientOptions {
  timeoutMs?: number
}

export function createAfricasTalkingClient(
  settings: Pick<AfricasTalkingSettings, 'baseUrl' | 'username' | 'apiKey' | 'from'>,
  { timeoutMs = 15_000 }: ClientOptions = {},
): SmsGateway {
  const url = `${settings.baseUrl}/version1/messaging`
  return {
    async sendSms(to, message, signal) {
      const body = new URLSearchParams({
        username: settings.username,
        to,
        message,
        from: settings.from,
        // We pay for the message, not the farmer (the gateway's default, said plainly).
        bulkSMSMode: '1',
      })
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            apiKey: settings.apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body,
          redirect: 'manual',
          signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable'
        throw new GatewayError(`Africa's Talking ${reason}${causeCode(error)}`)
      }
      const text = await response.text().catch(() => '')
      if (response.status !== 200 && response.status !== 201) {
        throw new GatewayError(`Africa's Talking answered HTTP ${response.status}: ${summary(text)}`, response.status)
      }
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        throw new GatewayError(`Africa's Talking answered something that is not JSON: ${summary(text)}`)
      }
      const parsed = SendResponseSchema.safeParse(json)
      if (!parsed.success) throw new GatewayError("Africa's Talking answered JSON of an unknown shape")
      const recipient = parsed.data.SMSMessageData.Recipients[0]
      if (!recipient) {
        // No recipient at all: the whole request was refused (an unknown sender id, say).
        const status = parsed.data.SMSMessageData.Message ?? 'no recipient in the answer'
        return { outcome: 'refused', statusCode: undefined, status: summary(status), retry: true }
      }
      const status = recipient.status ?? RECIPIENT_STATUS_CODES[recipient.statusCode]?.name ?? 'unknown'
      const outcome = recipientOutcome(recipient.statusCode)
      if (outcome === 'accepted' && recipient.messageId && recipient.messageId !== 'None') {
        return {
          outcome: 'accepted',
          statusCode: recipient.statusCode,
          status,
          messageId: recipient.messageId,
          cost: recipient.cost,
        }
      }
      return { outcome: 'refused', statusCode: recipient.statusCode, status, retry: outcome !== 'final' }
    },
  }
}

function causeCode(error: unknown) {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause
  return typeof cause?.code === 'string' ? ` (${cause.code})` : ''
}

/** A gateway's words, short and on one line, for the outbox and the log. */
function summary(text: string) {
  return text.replace(/\s+/g, ' ').trim().slice(0, 200) || '(empty)'
}
