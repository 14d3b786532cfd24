// What Meta posts to our webhook, read: the signature over the raw body, and the events inside
// (a farmer's message, or the status of one we sent), as zod schemas of the fields we use.
// Everything else in the payload is ignored, so a field Meta adds never breaks the webhook.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/**
 * Whether `header` (X-Hub-Signature-256: `sha256=<hex>`) is the HMAC-SHA256 of the raw body
 * with the app secret. Compared in constant time, so the time taken tells nothing of the right one.
 */
export function isSignedByMeta(rawBody: Buffer, header: string | undefined, appSecret: string) {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '')
  if (!match) return false
  const expected = createHmac('sha256', appSecret).update(rawBody).digest()
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'))
}

/** The verification request Meta sends when the webhook address is set: the challenge, or null. */
export function verificationChallenge(query: Record<string, unknown>, verifyToken: string): string | null {
  const mode = query['hub.mode']
  const token = query['hub.verify_token']
  const challenge = query['hub.challenge']
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string') return null
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(challenge)) return null
  const given = Buffer.from(token)
  const wanted = Buffer.from(verifyToken)
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? challenge : null
}

const MediaSchema = z.object({
  id: z.string().min(1),
  mime_type: z.string().optional(),
  caption: z.string().optional(),
})

const MessageSchema = z.object({
  id: z.string().min(1).max(200),
  /** The farmer's number as digits; withheld for some farmers with a username. */
  from: z
    .string()
    .regex(/^\d{6,15}$/)
    .optional(),
  /** The business-scoped user id: `KE.1502576394655843`. */
  from_user_id: z.string().min(3).max(200).optional(),
  timestamp: z.string().optional(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  image: MediaSchema.optional(),
  audio: MediaSchema.extend({ voice: z.boolean().optional() }).optional(),
  interactive: z
    .object({
      type: z.string(),
      button_reply: z.object({ id: z.string(), title: z.string() }).optional(),
    })
    .optional(),
  button: z.object({ payload: z.string().optional(), text: z.string().optional() }).optional(),
})

const StatusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  errors: z.array(z.object({ code: z.coerce.number().optional(), title: z.string().optional() })).optional(),
})

const ContactSchema = z.object({ wa_id: z.string().optional(), user_id: z.string().optional() })

export const WebhookPayloadSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z
            .object({
              contacts: z.array(ContactSchema).optional(),
              messages: z.array(z.unknown()).optional(),
              statuses: z.array(z.unknown()).optional(),
            })
            .passthrough(),
        }),
      ),
    }),
  ),
})

/** A farmer's message, reduced to what we act on. */
export interface IncomingWhatsApp {
  id: string
  /** E.164, when WhatsApp shares it. */
  phone: string | undefined
  userId: string | undefined
  kind: 'text' | 'image' | 'audio' | 'button' | 'other'
  /** The text, a photo's caption, or the tapped button's title. */
  text: string
  mediaId: string | undefined
  /** The id of the reply button tapped. */
  buttonId: string | undefined
}

export interface WhatsAppStatus {
  id: string
  status: 'sent' | 'delivered' | 'read' | 'failed' | 'other'
  reason: string | undefined
}

export interface WebhookEvents {
  messages: IncomingWhatsApp[]
  statuses: WhatsAppStatus[]
}

/** The events of a payload; a message or status of a shape we do not know is skipped, not fatal. */
export function readWebhookEvents(payload: unknown): WebhookEvents | null {
  const parsed = WebhookPayloadSchema.safeParse(payload)
  if (!parsed.success || parsed.data.object !== 'whatsapp_business_account') return null
  const events: WebhookEvents = { messages: [], statuses: [] }
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue
      const contacts = change.value.contacts ?? []
      for (const raw of change.value.messages ?? []) {
        const message = MessageSchema.safeParse(raw)
        if (!message.success) continue
        const incoming = toIncoming(message.data, contacts)
        if (incoming) events.messages.push(incoming)
      }
      for (const raw of change.value.statuses ?? []) {
        const status = StatusSchema.safeParse(raw)
        if (!status.success) continue
        const { id, errors } = status.data
        const known = ['sent', 'delivered', 'read', 'failed'] as const
        const value = known.find((name) => name === status.data.status) ?? 'other'
        const reason = errors?.map((error) => [error.code, error.title].filter(Boolean).join(' ')).join('; ')
        events.statuses.push({ id, status: value, reason: reason || undefined })
      }
    }
  }
  return events
}

function toIncoming(
  message: z.infer<typeof MessageSchema>,
  contacts: Array<z.infer<typeof ContactSchema>>,
): IncomingWhatsApp | null {
  const contact = contacts.find(
    (candidate) =>
      (message.from && candidate.wa_id === message.from) ||
      (message.from_user_id && candidate.user_id === message.from_user_id),
  )
  const digits = message.from ?? contact?.wa_id
  const phone = digits && /^\d{6,15}$/.test(digits) ? `+${digits}` : undefined
  const userId = message.from_user_id ?? contact?.user_id
  if (!phone && !userId) return null
  const base = { id: message.id, phone, userId, mediaId: undefined, buttonId: undefined }
  switch (message.type) {
    case 'text':
      return { ...base, kind: 'text', text: message.text?.body ?? '' }
    case 'image':
      return { ...base, kind: 'image', text: message.image?.caption ?? '', mediaId: message.image?.id }
    case 'audio':
      return { ...base, kind: 'audio', text: '', mediaId: message.audio?.id }
    case 'interactive':
      return {
        ...base,
        kind: 'button',
        text: message.interactive?.button_reply?.title ?? '',
        buttonId: message.interactive?.button_reply?.id,
      }
    case 'button':
      return { ...base, kind: 'button', text: message.button?.text ?? '', buttonId: message.button?.payload }
    default:
      return { ...base, kind: 'other', text: '' }
  }
}
