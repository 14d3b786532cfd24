// How many SMS segments a text costs, and how to make a text fit a number of them. GSM-7
// (3GPP TS 23.038) holds 160 septets in one segment and 153 in each part of a longer message;
// a character of its extension table (^{}\[~]|€ and form feed) takes two septets, which are
// never split between parts. One character outside GSM-7 makes the whole message UCS-2: 70
// UTF-16 units alone, 67 a part, a surrogate pair never split. Counted here, in one pass, rather
// than with sms-segments-calculator, which the tests hold it to but which is too slow to run on
// every message a server sends (docs/decisions/0020-phone-channels.md).

export type SmsEncoding = 'GSM-7' | 'UCS-2'

export interface SmsCount {
  encoding: SmsEncoding
  /** Septets for GSM-7 (an extension character such as € or { counts 2), UTF-16 units for UCS-2. */
  characters: number
  segments: number
  /** The characters that made the text UCS-2 (none for GSM-7), each once. */
  nonGsm: string[]
}

const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
)
const GSM_EXTENSION = new Set('\f^{}\\[]~|€')

const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
}

/** Whether a character (one code point) is in GSM-7, basic or extension table. */
export function isGsmCharacter(character: string) {
  return GSM_BASIC.has(character) || GSM_EXTENSION.has(character)
}

export function countSms(text: string): SmsCount {
  const nonGsm = [...new Set([...text].filter((character) => !isGsmCharacter(character)))]
  const encoding: SmsEncoding = nonGsm.length > 0 ? 'UCS-2' : 'GSM-7'
  // The size of each character in its encoding's units, in order.
  const sizes = [...text].map((character) =>
    encoding === 'GSM-7' ? (GSM_EXTENSION.has(character) ? 2 : 1) : character.length,
  )
  const characters = sizes.reduce((sum, size) => sum + size, 0)
  const { single, part } = LIMITS[encoding]
  if (characters <= single) return { encoding, characters, segments: characters === 0 ? 0 : 1, nonGsm }
  // Parts filled in order; a character that does not fit whole in a part starts the next one.
  let segments = 1
  let used = 0
  for (const size of sizes) {
    if (used + size > part) {
      segments += 1
      used = 0
    }
    used += size
  }
  return { encoding, characters, segments, nonGsm }
}

/** What a text that had to be cut ends with (three dots: the one-character ellipsis is not GSM-7). */
export const CUT_MARK = '...'

interface FitOptions {
  maxSegments: number
  /** A link that ends the message, after a new line, and is never cut. */
  link?: string
}

/**
 * The text, with its link, in at most `maxSegments` segments: whole if it fits, otherwise cut
 * at the last word that fits, followed by "..." and the link. Throws if not even the link fits.
 */
export function fitSms(text: string, { maxSegments, link }: FitOptions): string {
  const compose = (body: string) => [body, link].filter(Boolean).join('\n')
  const whole = compose(text.trim())
  if (countSms(whole).segments <= maxSegments) return whole

  // Every place the text may be cut: before each run of spaces, so a cut never splits a word.
  const cuts = [...text.matchAll(/\s+/g)].map((match) => match.index).filter((index) => index > 0)
  const cutAt = (index: number) => compose(`${text.slice(0, index).replace(/[\s,;:.-]+$/, '')}${CUT_MARK}`)
  const best = lastThatFits(cuts.length, (index) => cutAt(cuts[index]!), maxSegments)
  if (best) return best
  // One long word (a farmer's run-on text): cut inside it rather than send nothing.
  const characters = [...text]
  const hard = lastThatFits(
    characters.length - 1,
    (index) => compose(`${characters.slice(0, index + 1).join('')}${CUT_MARK}`),
    maxSegments,
  )
  if (hard) return hard
  throw new Error(`Not even the link fits in ${maxSegments} SMS segment(s)`)
}

/** The candidate of highest index that fits, by halving: a longer prefix never costs fewer segments. */
function lastThatFits(count: number, candidate: (index: number) => string, maxSegments: number) {
  let low = 0
  let high = count - 1
  let best: string | undefined
  while (low <= high) {
    const middle = Math.floor((low + high) / 2)
    const text = candidate(middle)
    if (countSms(text).segments <= maxSegments) {
      best = text
      low = middle + 1
    } else {
      high = middle - 1
    }
  }
  return best
}
