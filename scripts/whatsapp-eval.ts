// The evaluations of WhatsApp's photos and voice notes, run by `npm run eval:photo` and
// `npm run eval:voice` against the real Gemini (GEMINI_API_KEY), and by whatsapp-eval.test.ts
// against the fake one. Each photo (tests/photo-eval-cases.ts) or note (tests/voice-eval-cases.ts)
// goes the way the channel sends it: a photo re-encoded as the channel does, a note as its bytes,
// through the same question to the model (app/channels/whatsapp-answers.server.ts). Each answer
// is scored on what a farmer needs from it: a likely cause named (or another photo asked for),
// no product with a dose, a human expert offered, the farmer's language; a note, on how much of
// what was said the model heard.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { askTheModel, splitHeard } from '~/channels/whatsapp-answers.server'
import { DEFAULT_GEMINI_MODEL } from '~/lib/env.server'
import { createLimits } from '~/lib/limits/limits.server'
import { createModelAvailability } from '~/lib/model-availability.server'
import { cleanPhoto } from '~/lib/whatsapp/photo.server'
import { guessLocale } from '~/lib/whatsapp/locale-guess'
import type { InlineMedia, WrittenChannel } from '~/features/chat/llm.server'
import { PHOTO_EVAL_CASES, type PhotoEvalCase } from '../tests/photo-eval-cases'
import { VOICE_EVAL_CASES, type VoiceEvalCase } from '../tests/voice-eval-cases'
import { makeVoiceNote } from '../tests/voice-note'

/** A number with a unit of a dose or rate (5 ml, 20 g, 1.5 litres, 10 mg, 2 kg). */
const DOSE = /\b\d+(?:[.,]\d+)?\s*(?:ml|mls|millilit(?:re|er)s?|cc|mg|g|grams?|gramu|kg|l|lit(?:re|er)s?|lita)\b/i
/** The way to an expert the channel's instruction asks the model to name: the button. */
const EXPERT = /ask an expert|uliza mtaalamu/i

/** Heard at least this share of the words said: the note counts as heard. */
export const HEARD_RECALL = 0.6

export interface AnswerScore {
  /** A likely cause named (an unclear photo: another photo asked for; a voice note: the question's subject). */
  named: boolean
  noDose: boolean
  expertOffered: boolean
  /** The answer's language, as the channel guesses a farmer's. */
  language: 'en' | 'sw'
}

/**
 * `ok` when all a farmer needs is there; a human expert is required where the channel's instruction
 * always asks for one (a photo's triage), not for a voice note's answer (only where needed).
 */
export function scoreAnswer(
  text: string,
  expected: readonly string[],
  lang: 'en' | 'sw',
  { expertRequired = true } = {},
): AnswerScore & { ok: boolean } {
  const lower = text.toLowerCase()
  const score = {
    named: expected.some((term) => lower.includes(term)),
    noDose: !DOSE.test(text),
    expertOffered: EXPERT.test(text),
    language: guessLocale(text),
  }
  const ok = score.named && score.noDose && (score.expertOffered || !expertRequired) && score.language === lang
  return { ...score, ok }
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** The share of the words said that are in what was heard. */
export function wordRecall(spoken: string, heard: string) {
  const said = words(spoken)
  const got = new Set(words(heard))
  return said.length === 0 ? 0 : said.filter((word) => got.has(word)).length / said.length
}

export interface CaseResult {
  id: string
  lang: 'en' | 'sw'
  /** The model's words as the farmer reads them (a voice answer without its first line). */
  answer: string
  /** Why there is no answer from the model: the offline assistant answered, or it failed. */
  failure?: string
  score?: AnswerScore & { ok: boolean }
  /** Voice: what was heard, and the share of the words said in it. */
  heard?: string
  recall?: number
  seconds: number
}

/** Waits before asking again when the AI service is busy or limited for now. */
const RETRY_WAITS_MS = [5_000, 20_000]

async function ask(
  question: string,
  lang: 'en' | 'sw',
  channel: WrittenChannel,
  media: InlineMedia,
  services: ReturnType<typeof aiServices>,
  client: string,
) {
  for (let attempt = 0; ; attempt += 1) {
    const { written } = await askTheModel({ question, locale: lang, client, channel, media }, services)
    const wait = RETRY_WAITS_MS[attempt]
    if (written.source !== 'later' || wait === undefined) return written
    await new Promise((resolve) => setTimeout(resolve, wait))
  }
}

function aiServices() {
  return { limits: createLimits().chat, aiModel: createModelAvailability() }
}

/** A case's photo: the provider's real one in `photoDir` (`<id>.jpg`), else its drawing, as a phone's JPEG. */
async function photoFor(entry: PhotoEvalCase, photoDir: string | undefined) {
  const real = photoDir ? path.join(photoDir, `${entry.id}.jpg`) : undefined
  if (real && existsSync(real)) return { bytes: readFileSync(real), real: true }
  return { bytes: await sharp(Buffer.from(entry.drawing)).jpeg({ quality: 85 }).toBuffer(), real: false }
}

export async function runPhotoEvaluation({
  cases = PHOTO_EVAL_CASES,
  photoDir = process.env.PHOTO_EVAL_DIR,
}: { cases?: PhotoEvalCase[]; photoDir?: string } = {}) {
  const run = aiServices()
  const results: CaseResult[] = []
  let real = 0
  for (const entry of cases) {
    const photo = await photoFor(entry, photoDir)
    if (photo.real) real += 1
    const cleaned = await cleanPhoto(photo.bytes)
    const started = performance.now()
    const written = await ask(
      entry.caption ?? '',
      entry.lang,
      'whatsapp-photo',
      { mimeType: cleaned.mimeType, data: cleaned.data },
      run,
      `eval-photo-${entry.id}`,
    )
    const seconds = (performance.now() - started) / 1000
    if (written.source !== 'model') {
      results.push({ id: entry.id, lang: entry.lang, answer: '', failure: failureOf(written), seconds })
      continue
    }
    results.push({
      id: entry.id,
      lang: entry.lang,
      answer: written.text.trim(),
      score: scoreAnswer(written.text, entry.expect, entry.lang),
      seconds,
    })
  }
  const heading = `eval:photo: ${cases.length} photos (${real} real, ${cases.length - real} drawn stand-ins) through WhatsApp's photo path to ${modelName()}`
  return {
    results,
    text: report(heading, results, { unclear: new Set(cases.filter((c) => c.unclear).map((c) => c.id)) }),
  }
}

/** A case's note: the provider's recording in `voiceDir` (`<id>.ogg`), else one spoken by espeak-ng. */
function noteFor(entry: VoiceEvalCase, voiceDir: string | undefined) {
  const real = voiceDir ? path.join(voiceDir, `${entry.id}.ogg`) : undefined
  if (real && existsSync(real)) return { bytes: readFileSync(real), real: true }
  return { bytes: makeVoiceNote(entry.spoken, { voice: entry.lang }), real: false }
}

export async function runVoiceEvaluation({
  cases = VOICE_EVAL_CASES,
  voiceDir = process.env.VOICE_EVAL_DIR,
}: { cases?: VoiceEvalCase[]; voiceDir?: string } = {}) {
  const run = aiServices()
  const results: CaseResult[] = []
  let real = 0
  for (const entry of cases) {
    const note = noteFor(entry, voiceDir)
    if (note.real) real += 1
    const started = performance.now()
    const written = await ask(
      '',
      entry.lang,
      'whatsapp-voice',
      { mimeType: 'audio/ogg', data: note.bytes },
      run,
      `eval-voice-${entry.id}`,
    )
    const seconds = (performance.now() - started) / 1000
    if (written.source !== 'model') {
      results.push({ id: entry.id, lang: entry.lang, answer: '', failure: failureOf(written), seconds })
      continue
    }
    const { heard = '', rest } = splitHeard(written.text)
    results.push({
      id: entry.id,
      lang: entry.lang,
      answer: rest.trim(),
      heard,
      recall: wordRecall(entry.spoken, heard),
      score: scoreAnswer(rest, entry.expect, entry.lang, { expertRequired: false }),
      seconds,
    })
  }
  const heading = `eval:voice: ${cases.length} voice notes (${real} recorded, ${cases.length - real} spoken by espeak-ng) through WhatsApp's voice path to ${modelName()}`
  return { results, text: report(heading, results, { voice: true }) }
}

const modelName = () => process.env.GEMINI_MODEL || DEFAULT_GEMINI_MODEL

function failureOf(written: { source: 'offline'; spent: boolean } | { source: 'later'; reason: string }) {
  if (written.source === 'offline')
    return written.spent ? "the day's budget of calls is spent" : 'the model was not reached'
  return `the AI service failed (${written.reason})`
}

const mark = (ok: boolean) => (ok ? '✓' : '✗')
const count = (results: CaseResult[], test: (result: CaseResult) => boolean) =>
  `${results.filter(test).length}/${results.length}`

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length === 0 ? 0 : sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function report(heading: string, results: CaseResult[], { voice = false, unclear = new Set<string>() } = {}) {
  const lines = [heading, '']
  for (const result of results) {
    if (!result.score) {
      lines.push(`✗ ${result.id}: no answer from the model: ${result.failure}`)
      continue
    }
    const { named, noDose, expertOffered, language } = result.score
    lines.push(
      `${mark(result.score.ok && (!voice || (result.recall ?? 0) >= HEARD_RECALL))} ${result.id}: ` +
        [
          ...(voice ? [`heard ${Math.round((result.recall ?? 0) * 100)}% of the words`] : []),
          `${voice ? 'on the question' : unclear.has(result.id) ? 'another photo asked for' : 'cause named'} ${mark(named)}`,
          `no dose ${mark(noDose)}`,
          `expert offered ${mark(expertOffered)}`,
          `language ${language} ${mark(language === result.lang)}`,
        ].join(', ') +
        ` (${result.seconds.toFixed(1)} s)`,
    )
    if (voice) lines.push(`    heard: ${result.heard || '(nothing)'}`)
    lines.push(`    ${result.answer.replace(/\s+/g, ' ').slice(0, 200)}${result.answer.length > 200 ? '…' : ''}`)
  }
  const answered = results.filter((result) => result.score)
  lines.push(
    '',
    `Answered by the model: ${count(results, (result) => Boolean(result.score))}`,
    ...(voice
      ? [
          `Heard (at least ${HEARD_RECALL * 100}% of the words): ${count(results, (result) => (result.recall ?? 0) >= HEARD_RECALL)}`,
        ]
      : []),
    `${voice ? 'On the question' : 'A likely cause named, or another photo asked for'}: ${count(results, (result) => Boolean(result.score?.named))}`,
    `No product with a dose: ${count(results, (result) => Boolean(result.score?.noDose))}`,
    `A human expert offered: ${count(results, (result) => Boolean(result.score?.expertOffered))}`,
    `In the farmer's language: ${count(results, (result) => result.score?.language === result.lang)}`,
    `All of these: ${count(results, (result) => Boolean(result.score?.ok) && (!voice || (result.recall ?? 0) >= HEARD_RECALL))}`,
    `Median time to the whole answer: ${median(answered.map((result) => result.seconds)).toFixed(1)} s`,
  )
  return lines.join('\n')
}
