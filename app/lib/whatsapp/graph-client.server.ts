// Our own small client of Meta's WhatsApp Cloud API (the Graph API): send a text, reply buttons
// or an approved template to one farmer, mark a message read, and fetch a farmer's photo or
// voice note through the media endpoint. The access token goes in a header, only to
// WHATSAPP_GRAPH_BASE_URL and to Meta's media host; redirects are never followed and no error
// message quotes the token or a phone number. Every refusal carries what to do next
// (error-codes.ts), which the outbox obeys.
import { z } from 'zod'
import type { WhatsAppSettings } from '~/lib/env.server'
import { graphErrorAction, type GraphErrorAction } from './error-codes'

/** WhatsApp's own limits on what we send (Meta's message reference). */
export const TEXT_MAX_CHARS = 4096
export const BUTTON_BODY_MAX_CHARS = 1024
export const BUTTON_TITLE_MAX_CHARS = 20
export const MAX_BUTTONS = 3

/** A farmer as WhatsApp knows them: the number (E.164), or the business-scoped user id alone. */
export type Recipient = { phone: string; userId?: string } | { phone?: undefined; userId: string }

export interface ReplyButton {
  /** Comes back in the webhook when the farmer taps it. */
  id: string
  title: string
}

export interface MediaInfo {
  url: string
  mimeType: string
  fileSize: number | undefined
}

export interface MediaLimits {
  maxBytes: number
  /** Types taken, e.g. `image/jpeg`; parameters such as `; codecs=opus` are ignored. */
  types: readonly string[]
}

export interface WhatsAppApi {
  sendText(to: Recipient, body: string): Promise<string>
  sendButtons(to: Recipient, body: string, buttons: readonly ReplyButton[]): Promise<string>
  sendTemplate(to: Recipient, name: string, languageCode: string, bodyParameters: readonly string[]): Promise<string>
  markRead(messageId: string): Promise<void>
  mediaInfo(mediaId: string): Promise<MediaInfo>
  downloadMedia(media: MediaInfo, limits: MediaLimits): Promise<Buffer>
}

/** The Graph API refused a call, or could not be reached: `action` says what follows. */
export class GraphApiError extends Error {
  override name = 'GraphApiError'
  constructor(
    message: string,
    readonly action: GraphErrorAction,
    readonly code?: number,
    readonly httpStatus?: number,
  ) {
    super(message)
  }
}

/** A farmer's media we will not take (too large, a type we do not read). */
export class MediaRefusedError extends Error {
  override name = 'MediaRefusedError'
}

const SendResponseSchema = z.object({
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
})

const ErrorResponseSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.coerce.number().int().optional(),
    error_data: z.object({ details: z.string().optional() }).partial().optional(),
    fbtrace_id: z.string().optional(),
  }),
})

const MediaInfoSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  mime_type: z.string().min(1),
  file_size: z.coerce.number().int().nonnegative().optional(),
})

/** Meta serves media files from its CDN, not from the Graph API's host. */
const MEDIA_HOST_SUFFIXES = ['.fbsbx.com', '.facebook.com', '.whatsapp.net', '.fbcdn.net']

const RETRY_SOON: GraphErrorAction = { kind: 'retry', afterMs: 30_000 }

interface ClientOptions {
  timeoutMs?: number
}

export function createGraphClient(
  settings: Pick<WhatsAppSettings, 'graphBaseUrl' | 'accessToken' | 'phoneNumberId'>,
  { timeoutMs = 15_000 }: ClientOptions = {},
): WhatsAppApi {
  const base = settings.graphBaseUrl
  const authorization = `Bearer ${settings.accessToken}`

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<unknown> {
    let response: Response
    try {
      response = await fetch(`${base}/${path}`, {
        method: init.method,
        headers: {
          Authorization: authorization,
          Accept: 'application/json',
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw unreachable(error)
    }
    const text = await response.text().catch(() => '')
    const json = parseJson(text)
    if (!response.ok) throw refusal(json, response.status)
    return json
  }

  async function send(to: Recipient, message: Record<string, unknown>) {
    const json = await call(`${settings.phoneNumberId}/messages`, {
      method: 'POST',
      body: { messaging_product: 'whatsapp', recipient_type: 'individual', ...address(to), ...message },
    })
    const parsed = SendResponseSchema.safeParse(json)
    if (!parsed.success) throw new GraphApiError('The Graph API answered a send without a message id', RETRY_SOON)
    return parsed.data.messages[0]!.id
  }

  return {
    sendText(to, body) {
      if (body.length > TEXT_MAX_CHARS) throw new RangeError(`A text is at most ${TEXT_MAX_CHARS} characters`)
      return send(to, { type: 'text', text: { body, preview_url: false } })
    },
    sendButtons(to, body, buttons) {
      if (body.length > BUTTON_BODY_MAX_CHARS)
        throw new RangeError(`A button message's text is at most ${BUTTON_BODY_MAX_CHARS} characters`)
      if (buttons.length === 0 || buttons.length > MAX_BUTTONS) throw new RangeError(`1 to ${MAX_BUTTONS} buttons`)
      for (const button of buttons) {
        if ([...button.title].length > BUTTON_TITLE_MAX_CHARS) {
          throw new RangeError(`A button title is at most ${BUTTON_TITLE_MAX_CHARS} characters: ${button.title}`)
        }
      }
      return send(to, {
        type: 'interactive',
        interactive: {
          type: 'button',
          body: { text: body },
          action: { buttons: buttons.map(({ id, title }) => ({ type: 'reply', reply: { id, title } })) },
        },
      })
    },
    sendTemplate(to, name, languageCode, bodyParameters) {
      return send(to, {
        type: 'template',
        template: {
          name,
          language: { code: languageCode },
          components:
            bodyParameters.length === 0
              ? []
              : [{ type: 'body', parameters: bodyParameters.map((text) => ({ type: 'text', text })) }],
        },
      })
    },
    async markRead(messageId) {
      await call(`${settings.phoneNumberId}/messages`, {
        method: 'POST',
        body: { messaging_product: 'whatsapp', status: 'read', message_id: messageId },
      })
    },
    async mediaInfo(mediaId) {
      if (!/^\d{1,40}$/.test(mediaId)) throw new MediaRefusedError('not a media id')
      const parsed = MediaInfoSchema.safeParse(await call(mediaId, { method: 'GET' }))
      if (!parsed.success) throw new GraphApiError('The Graph API answered media of an unknown shape', RETRY_SOON)
      return { url: parsed.data.url, mimeType: parsed.data.mime_type, fileSize: parsed.data.file_size }
    },
    async downloadMedia(media, limits) {
      const type = baseType(media.mimeType)
      if (!limits.types.includes(type)) throw new MediaRefusedError(`media of type ${type} is not taken`)
      if (media.fileSize !== undefined && media.fileSize > limits.maxBytes) {
        throw new MediaRefusedError(`media of ${media.fileSize} bytes is over ${limits.maxBytes}`)
      }
      if (!isMediaHost(media.url, base)) throw new MediaRefusedError('media outside Meta’s hosts')
      let response: Response
      try {
        response = await fetch(media.url, {
          headers: { Authorization: authorization },
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw unreachable(error)
      }
      if (!response.ok || !response.body) {
        throw refusal(parseJson(await response.text().catch(() => '')), response.status)
      }
      // Counted as it arrives: a file larger than its metadata said is cut off, not read whole.
      const chunks: Buffer[] = []
      let size = 0
      const reader = response.body.getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        size += value.byteLength
        if (size > limits.maxBytes) {
          await reader.cancel().catch(() => undefined)
          throw new MediaRefusedError(`media over ${limits.maxBytes} bytes`)
        }
        chunks.push(Buffer.from(value))
      }
      return Buffer.concat(chunks)
    },
  }
}

/** A phone number goes as digits (`to`); a farmer known only by a business-scoped id as `recipient`. */
function address(to: Recipient) {
  return to.phone ? { to: to.phone.replace(/^\+/, '') } : { recipient: to.userId }
}

function baseType(mimeType: string) {
  return mimeType.split(';')[0]!.trim().toLowerCase()
}

function isMediaHost(address: string, graphBase: string) {
  const url = new URL(address)
  if (url.origin === new URL(graphBase).origin) return true
  return url.protocol === 'https:' && MEDIA_HOST_SUFFIXES.some((suffix) => url.hostname.endsWith(suffix))
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function refusal(json: unknown, status: number) {
  const parsed = ErrorResponseSchema.safeParse(json)
  const code = parsed.success ? parsed.data.error.code : undefined
  const action = graphErrorAction(code, status)
  // The code and type only: Meta's message and details may quote the recipient.
  const type = parsed.success && parsed.data.error.type ? ` ${parsed.data.error.type}` : ''
  return new GraphApiError(
    `The Graph API answered HTTP ${status}${code === undefined ? '' : ` code ${code}`}${type}`,
    action,
    code,
    status,
  )
}

function unreachable(error: unknown) {
  const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'was unreachable'
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause
  const code = typeof cause?.code === 'string' ? ` (${cause.code})` : ''
  return new GraphApiError(`The Graph API ${reason}${code}`, RETRY_SOON)
}
