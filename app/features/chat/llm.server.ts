// The one module that holds the AI key (docs/assistant.md): it builds the required
// request with the guide sections, the earlier turns and the assistant's rules, streams Gemini's answer with the key in a header, says whether the
// answer reached its natural end, and turns every way the call can fail into an
// UpstreamError whose message is safe to log: a status, a timeout or a network cause,
// never the key and never the provider's error message (only its status name, such as
// NOT_FOUND, is read from its error body).
import { createParser } from 'eventsource-parser'
import { z } from 'zod'
import { getEnv, type Env } from '~/lib/env.server'
import { ASSISTANT_RULES } from './assistant-rules.server'
import type { ChatTurn } from './chat-schema'
import type { Locale } from '~/i18n/locale'

/** The fixed instruction that goes before the farmer's question. */
export const EXPERT_INSTRUCTION =
  'You are an agricultural expert assistant for farmers in Kenya and East Africa. ' +
  'Give precise, concise and practical advice that favours sustainable practices and suits local conditions: ' +
  'the crops, livestock, seasons, soils and inputs that farmers in the region actually have. ' +
  "Answer the farmer's question below."

/** What the model is asked to do with the sections of our guides that match the question. */
export const GUIDES_INSTRUCTION =
  'Below are sections of our own farming guides (the Tujue Ukulima knowledge hub) that may answer the question. ' +
  'Prefer them: where they answer it, base your answer on them and keep their figures. ' +
  'If neither the guides nor your own knowledge give a reliable answer, say plainly that you do not know, ' +
  'and suggest that the farmer asks a human expert through the consultation form on this page.'

/** The spec's values. */
const SPEC_GENERATION = { temperature: 0.2, topK: 40, topP: 0.95, maxOutputTokens: 1024 }

export interface GenerationConfig {
  temperature?: number
  topK?: number
  topP: number
  maxOutputTokens: number
  thinkingConfig?: { thinkingLevel: 'low' } | { thinkingBudget: number }
}

/**
 * The generation config for `model`, in that model's own terms, with only fields the model
 * accepts (docs/decisions/0016-gemini-model.md). Thinking is taken to share maxOutputTokens with
 * the answer, so it is kept as low as the model allows: Gemini 3 and later think at a level (low:
 * 3.7 and 3.8 Flash refuse minimal) and keep their own temperature, which Google advises, and
 * topK; Gemini 2.5 Flash turns thinking off with a budget of 0. Other models get the spec's
 * values alone.
 */
export function generationConfigFor(model: string): GenerationConfig {
  const { maxOutputTokens, topP } = SPEC_GENERATION
  if (geminiGeneration(model) >= 3) return { topP, maxOutputTokens, thinkingConfig: { thinkingLevel: 'low' } }
  if (model.startsWith('gemini-2.5-flash')) return { ...SPEC_GENERATION, thinkingConfig: { thinkingBudget: 0 } }
  return SPEC_GENERATION
}

/** 3 for gemini-3.8-flash or gemini-3-flash-preview; NaN for a name without a generation (an alias). */
function geminiGeneration(model: string) {
  return Number(/^gemini-(\d+)[.-]/.exec(model)?.[1])
}

/** Enough of a section for the model to answer from; the longest guide sections run to about 4,000. */
export const MAX_SECTION_CHARS = 2000

export type AssistantEnv = Pick<Env, 'GEMINI_API_KEY' | 'GEMINI_API_BASE_URL' | 'GEMINI_MODEL' | 'GEMINI_TIMEOUT_MS'>

/**
 * rate_limit: the service answered 429; model_gone: it does not serve the configured model (an
 * unknown name, or a model shut down: 404 NOT_FOUND); failed: anything else went wrong.
 */
export type UpstreamErrorKind = 'rate_limit' | 'model_gone' | 'failed'

export class UpstreamError extends Error {
  override name = 'UpstreamError'
  readonly kind: UpstreamErrorKind

  constructor(kind: UpstreamErrorKind, message: string) {
    super(message)
    this.kind = kind
  }
}

export class AssistantNotConfiguredError extends Error {
  override name = 'AssistantNotConfiguredError'
  constructor() {
    super('GEMINI_API_KEY is not set')
  }
}

export function isAssistantConfigured(env: AssistantEnv = getEnv()) {
  return Boolean(env.GEMINI_API_KEY)
}

/** A guide section as the model reads it. */
export interface GuideExtract {
  title: string
  heading: string | null
  text: string
}

/** A channel whose answers are read whole, as a message (the web chat's stream has no instruction of its own). */
export type WrittenChannel = 'sms' | 'whatsapp' | 'whatsapp-photo' | 'whatsapp-voice'

const WHATSAPP_EXPERT =
  'tell the farmer to tap the "Ask an expert" button (Kiswahili: "Uliza mtaalamu") under this message.'
const WHATSAPP_INSTRUCTION =
  'This answer goes as a WhatsApp message to a phone. Write plain text: no headings, no tables, no links (we add them); *single asterisks* for a bold word at most. ' +
  'At most about 700 characters: the things to do first, in short sentences. ' +
  `There is no form here: where a human expert is needed, ${WHATSAPP_EXPERT}`

/**
 * Said after the question for an answer that goes as a message: what the phone shows, how long it
 * may be, and how a farmer without a page reaches a human expert (the SMS keyword M).
 */
export const CHANNEL_INSTRUCTIONS: Record<WrittenChannel, string> = {
  sms:
    'This answer goes by SMS to a basic phone. Write plain text only: no markdown, no asterisks, no headings, no links. ' +
    'At most 300 characters: the one to three things to do first, in short sentences. ' +
    'There is no page and no form here: where a human expert is needed, tell the farmer to send M followed by the question to this number, and an expert replies by SMS.',
  whatsapp: WHATSAPP_INSTRUCTION,
  'whatsapp-photo':
    'The farmer sent the photo above, of a plant, a pest or an animal; their words, if any, are the question. Triage it in three short parts: ' +
    'what it could be (two or three possibilities, said as possibilities, never as a sure diagnosis); what to check on the farm to tell them apart; ' +
    'what is safe to do now (remove and destroy affected parts, keep a sick animal apart, hygiene, good practice). ' +
    'Never name a pesticide, drug or other product with a dose or rate: for treatment, the farmer asks an expert, an agrovet or a veterinary officer. ' +
    'If the photo shows no plant, pest or animal, or is too unclear to say, say so and ask for a clearer photo in daylight. ' +
    `End by offering a human expert: ${WHATSAPP_EXPERT}\n\n${WHATSAPP_INSTRUCTION}`,
  'whatsapp-voice':
    'The farmer sent the voice note above. Begin with one line: "Heard:" followed by what you heard, in the farmer\'s own words and language. ' +
    'Then answer it. If you cannot make out a question, write only "Heard: ?".\n\n' +
    WHATSAPP_INSTRUCTION,
}

export interface GeminiRequestOptions {
  /** The model the request is for (GEMINI_MODEL by default): its generation config depends on it. */
  model?: string
  sections?: GuideExtract[]
  history?: ChatTurn[]
  /** The language to answer in: the question's, or Kiswahili when asked from the Kiswahili site. */
  language?: Locale
  /** A channel the answer is written for as one message (SMS); the web chat's by default. */
  channel?: WrittenChannel
  /** A farmer's photo or voice note, sent to the model inline before the question. */
  media?: InlineMedia
}

export interface InlineMedia {
  mimeType: string
  data: Buffer
}

/**
 * Said after the question when the answer must be in Kiswahili: the rules already
 * ask for the question's language, but a short or mixed question from the Kiswahili site
 * ("DAP ngapi?") still deserves a Kiswahili answer, in the words Kenyan extension officers use.
 */
export const KISWAHILI_INSTRUCTION =
  'Answer in Kiswahili as it is spoken in Kenya, in plain words a farmer understands, using the terms Kenyan extension officers use (for example viwavijeshi vamizi for fall armyworm, viuatilifu for pesticides, mbolea ya kupandia and mbolea ya kukuzia). Keep product, variety and organisation names as they are.'

/**
 * The spec's payload: one user part, the instruction followed by the question; between them,
 * the guide sections found for the question; before it, the earlier turns of the conversation.
 * Always with the assistant's rules as Gemini's system instruction.
 */
export function buildGeminiRequest(
  question: string,
  {
    model = getEnv().GEMINI_MODEL,
    sections = [],
    history = [],
    language = 'en',
    channel,
    media,
  }: GeminiRequestOptions = {},
) {
  const guides =
    sections.length === 0
      ? []
      : [GUIDES_INSTRUCTION, ...sections.map((section, index) => formatSection(section, index + 1))]
  const text = [
    EXPERT_INSTRUCTION,
    ...guides,
    `Question: ${question}`,
    ...(language === 'sw' ? [KISWAHILI_INSTRUCTION] : []),
    ...(channel ? [CHANNEL_INSTRUCTIONS[channel]] : []),
  ].join('\n\n')
  return {
    systemInstruction: { parts: [{ text: ASSISTANT_RULES }] },
    contents: [
      ...toContents(history),
      {
        role: 'user',
        parts: [
          ...(media ? [{ inlineData: { mimeType: media.mimeType, data: media.data.toString('base64') } }] : []),
          { text },
        ],
      },
    ],
    generationConfig: generationConfigFor(model),
  }
}
export type GeminiRequest = ReturnType<typeof buildGeminiRequest>

function formatSection({ title, heading, text }: GuideExtract, number: number) {
  const name = heading ? `${title}: ${heading}` : title
  return `[Guide section ${number}] ${name}\n${truncate(text, MAX_SECTION_CHARS)}`
}

function truncate(text: string, length: number) {
  if (text.length <= length) return text
  const cut = text.lastIndexOf(' ', length)
  return `${text.slice(0, cut > 0 ? cut : length)} …`
}

/**
 * Earlier turns as Gemini's contents: starting with the farmer and taking turns, as Gemini
 * expects. A question that got no answer (a failed send) joins the next one of the farmer's.
 */
function toContents(history: ChatTurn[]) {
  const contents: Array<{ role: ChatTurn['role']; parts: Array<{ text: string }> }> = []
  for (const turn of history) {
    const last = contents.at(-1)
    if (!last && turn.role === 'model') continue
    if (last?.role === turn.role) last.parts[0]!.text += `\n\n${turn.text}`
    else contents.push({ role: turn.role, parts: [{ text: turn.text }] })
  }
  // The new question is the farmer's turn: an unanswered one before it would make two in a row.
  if (contents.at(-1)?.role === 'user') contents.pop()
  return contents
}

// One streamed piece: the first candidate's parts, and on the last piece its finish reason
// (Gemini's FinishReason: STOP, MAX_TOKENS, SAFETY, RECITATION, OTHER…). Thought parts are
// not the answer. An `error` object is the service failing inside the stream.
const ChunkSchema = z.object({
  candidates: z.optional(
    z.array(
      z.object({
        content: z.optional(
          z.object({
            parts: z.optional(z.array(z.object({ text: z.optional(z.unknown()), thought: z.optional(z.unknown()) }))),
          }),
        ),
        finishReason: z.optional(z.string()),
      }),
    ),
  ),
  error: z.optional(z.object({ code: z.optional(z.number()), status: z.optional(z.string()) })),
})

export interface Chunk {
  /** The piece's text, '' when it has none (whitespace counts). */
  text: string
  /** Why the answer ended, on its last piece. */
  finishReason: string | null
}

/** One streamed piece; throws an UpstreamError when it is not JSON or is an error event. */
export function readChunk(data: string): Chunk {
  let json: unknown
  try {
    json = JSON.parse(data)
  } catch {
    throw new UpstreamError('failed', 'API request failed: a streamed answer is not valid JSON')
  }
  const parsed = ChunkSchema.safeParse(json)
  if (!parsed.success) return { text: '', finishReason: null }
  const { candidates, error } = parsed.data
  if (error) {
    throw new UpstreamError(
      'failed',
      `API request failed: an error in the stream (${error.status ?? error.code ?? 'unknown'})`,
    )
  }
  const candidate = candidates?.[0]
  const text = (candidate?.content?.parts ?? [])
    .filter((part) => part.thought !== true && typeof part.text === 'string')
    .map((part) => part.text as string)
    .join('')
  return { text, finishReason: candidate?.finishReason ?? null }
}

/** Why an answer ended: `complete` only at its natural end (STOP). */
export interface AnswerEnd {
  complete: boolean
  /** Gemini's finish reason; null when the stream ended without one. */
  finishReason: string | null
}

export interface AnswerStream {
  /** The answer's first words; null when the service answered without any text. */
  first: string | null
  /** The rest of the answer as it arrives, then how it ended; throws an UpstreamError if the service fails mid-way. */
  rest: AsyncGenerator<string, AnswerEnd, undefined>
  /** How an answer without text ended (with `first` null). */
  end: AnswerEnd | null
}

interface StreamOptions {
  env?: AssistantEnv
  /** Aborts the call, e.g. when the farmer's browser goes away. */
  signal?: AbortSignal
}

/**
 * Asks Gemini, streaming (`:streamGenerateContent?alt=sse`). Resolves once the first words
 * have arrived, so that every failure before them is known before our answer starts; rejects
 * with an UpstreamError, or AssistantNotConfiguredError without a key. The timeout is for the
 * first words and then for each pause between pieces, so a long answer is never cut short.
 */
export async function streamGemini(
  request: GeminiRequest,
  { env = getEnv(), signal }: StreamOptions = {},
): Promise<AnswerStream> {
  const key = env.GEMINI_API_KEY
  if (!key) throw new AssistantNotConfiguredError()
  const url = `${env.GEMINI_API_BASE_URL}/v1beta/models/${env.GEMINI_MODEL}:streamGenerateContent?alt=sse`
  const timeoutMs = env.GEMINI_TIMEOUT_MS
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const restartTimer = () => {
    clearTimeout(timer)
    timer = setTimeout(
      () => controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError')),
      timeoutMs,
    )
  }
  const abortFromCaller = () => controller.abort(signal?.reason)
  const finish = () => {
    clearTimeout(timer)
    signal?.removeEventListener('abort', abortFromCaller)
    // Frees the connection when the answer is left unread; a no-op once it has ended.
    controller.abort()
  }
  signal?.addEventListener('abort', abortFromCaller, { once: true })
  restartTimer()

  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-goog-api-key': key },
      body: JSON.stringify(request),
      signal: controller.signal,
      // A redirect would carry the key's request elsewhere: the call fails instead.
      redirect: 'error',
    })
    if (!response.ok || !response.body) throw await toStatusError(response)
    const texts = readTexts(response.body, restartTimer)
    let first = ''
    for (;;) {
      const next = await texts.next()
      if (next.done) {
        finish()
        if (first.trim() === '') return { first: null, rest: noMore(next.value), end: next.value }
        return { first, rest: noMore(next.value), end: null }
      }
      first += next.value
      if (first.trim() !== '') break
    }
    return { first, rest: relayRest(texts, finish, timeoutMs), end: null }
  } catch (error) {
    finish()
    throw toUpstreamError(error, timeoutMs)
  }
}

/** The answer's texts as they arrive, then how it ended. */
async function* readTexts(body: ReadableStream<Uint8Array>, onPiece: () => void): AsyncGenerator<string, AnswerEnd> {
  let finishReason: string | null = null
  for await (const data of readEventData(body, onPiece)) {
    const chunk = readChunk(data)
    finishReason = chunk.finishReason ?? finishReason
    if (chunk.text !== '') yield chunk.text
  }
  return { complete: finishReason === 'STOP', finishReason }
}

/**
 * The data of each server-sent event of `body` (eventsource-parser), as soon as the event is
 * complete, whatever the size of the network's pieces; `onPiece` hears of each piece.
 */
export async function* readEventData(body: ReadableStream<Uint8Array>, onPiece = () => {}): AsyncGenerator<string> {
  const events: string[] = []
  const parser = createParser({ onEvent: (event) => events.push(event.data) })
  const decoder = new TextDecoder()
  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      // At the end, an event the stream left unfinished still counts (Gemini ends each one; be lenient).
      parser.feed(done ? `${decoder.decode()}\n\n` : decoder.decode(value, { stream: true }))
      yield* events.splice(0)
      if (done) return
      onPiece()
    }
  } finally {
    reader.releaseLock()
  }
}

async function* relayRest(texts: AsyncGenerator<string, AnswerEnd>, finish: () => void, timeoutMs: number) {
  try {
    return yield* texts
  } catch (error) {
    throw toUpstreamError(error, timeoutMs)
  } finally {
    finish()
  }
}

/** The rest of an answer that ended with its first words. */
// eslint-disable-next-line require-yield
async function* noMore(end: AnswerEnd): AsyncGenerator<string, AnswerEnd, undefined> {
  return end
}

// Google's error body: { error: { code, message, status } }. Its message may quote the request.
const ErrorBodySchema = z.object({ error: z.object({ status: z.string().regex(/^[A-Z_]{1,40}$/) }) })

/** How much of an error body is read: Google's are a few hundred bytes. */
const MAX_ERROR_BODY_BYTES = 16 * 1024

/** The error for an answer that is not a 200 stream, naming its status and Google's status name. */
async function toStatusError(response: Response) {
  const name = ErrorBodySchema.safeParse(safeJson(await readStart(response, MAX_ERROR_BODY_BYTES))).data?.error.status
  const kind =
    response.status === 429 ? 'rate_limit' : response.status === 404 || name === 'NOT_FOUND' ? 'model_gone' : 'failed'
  return new UpstreamError(kind, `API request failed with status ${response.status}${name ? ` (${name})` : ''}`)
}

/** The first `limit` bytes of a body as text, the rest left unread. */
async function readStart(response: Response, limit: number) {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const bytes: Uint8Array[] = []
  let length = 0
  try {
    while (length < limit) {
      const { done, value } = await reader.read()
      if (done) break
      bytes.push(value)
      length += value.length
    }
  } catch {
    // A body cut short is read as far as it came.
  } finally {
    await reader.cancel().catch(() => {})
  }
  return new TextDecoder().decode(Buffer.concat(bytes).subarray(0, limit))
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const NetworkCauseSchema = z.object({ cause: z.object({ code: z.string() }) })

function toUpstreamError(error: unknown, timeoutMs: number) {
  if (error instanceof UpstreamError) return error
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new UpstreamError('failed', `API request failed: no answer within ${timeoutMs} ms`)
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return new UpstreamError('failed', 'API request failed: the request was given up')
  }
  const cause = NetworkCauseSchema.safeParse(error)
  return new UpstreamError(
    'failed',
    `API request failed: network error (${cause.success ? cause.data.cause.code : 'unknown cause'})`,
  )
}
