// Our texts written for a page (guides, answers) carry typography that GSM-7, the alphabet of a
// plain SMS, does not have: one en dash or curly apostrophe (ng’ombe) turns the whole message into
// UCS-2, which holds 70 characters a segment instead of 160 and so costs two to three times as
// much. Every outgoing SMS and USSD screen goes through normaliseForSms first.
import type { Locale } from '~/i18n/locale'

/** Characters mapped one to one (or to a short ASCII spelling), the same in both languages. */
const REPLACEMENTS: Record<string, string> = {
  // Dashes and minus signs.
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  // Quotes and apostrophes (the Kiswahili ng’ombe, the English don’t).
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u02BC': "'",
  '\u00B4': "'",
  '`': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u00AB': '"',
  '\u00BB': '"',
  // Spaces that look like a space.
  '\u00A0': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2004': ' ',
  '\u2005': ' ',
  '\u2006': ' ',
  '\u2007': ' ',
  '\u2008': ' ',
  '\u2009': ' ',
  '\u200A': ' ',
  '\u202F': ' ',
  '\u205F': ' ',
  '\u3000': ' ',
  '\t': ' ',
  // Marks that are nothing on a phone's screen.
  '\u200B': '',
  '\u200C': '',
  '\u200D': '',
  '\u2060': '',
  '\uFEFF': '',
  '\u00AD': '',
  '\uFE0E': '',
  '\uFE0F': '',
  // Lists and check marks (the guides' ✓ lines).
  '\u2022': '-',
  '\u2023': '-',
  '\u2043': '-',
  '\u25AA': '-',
  '\u25CF': '-',
  '\u25E6': '-',
  '\u2713': '-',
  '\u2714': '-',
  '\u2705': '-',
  // Punctuation and signs of figures.
  '\u2026': '...',
  '\u00D7': 'x',
  '\u00F7': '/',
  '\u2044': '/',
  '\u00BD': '1/2',
  '\u00BC': '1/4',
  '\u00BE': '3/4',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u00B1': '+/-',
  '\u2192': '->',
  '\u2190': '<-',
  '\u00B7': '-',
  '\u2248': '~',
  '\u00B2': '2',
  '\u00B3': '3',
  // The lower-case c with cedilla is not in GSM-7 (only the capital is).
  '\u00E7': 'c',
}

/** The degree sign in each language: "28°C" → "28 deg C" in English, "28 C" after the Kiswahili "nyuzi". */
const DEGREES: Record<Locale, { celsius: string; alone: string }> = {
  en: { celsius: ' deg C', alone: ' deg' },
  sw: { celsius: ' C', alone: ' digrii' },
}

/** The letters GSM-7 has besides ASCII: kept as they are, never stripped of their accent. */
const GSM_LETTERS = new Set('àäåæÄÅÆÇèéÉìñÑòöøÖØùüÜß')

/**
 * An SMS or USSD text in GSM-7 where it can be: typographic characters mapped to their plain
 * equivalents, accents not in GSM-7 dropped (ê → e), emoji and invisible marks removed, line
 * ends made "\n", runs of spaces made one. Characters with no GSM-7 equivalent (another script)
 * stay: such a message goes as UCS-2 rather than lose its words.
 */
export function normaliseForSms(text: string, locale: Locale): string {
  const degrees = DEGREES[locale]
  let out = text
    .replace(/\r\n?/g, '\n')
    .replace(/\s*°\s*C\b/g, degrees.celsius)
    .replace(/\s*°/g, degrees.alone)
  out = [...out].map(mapCharacter).join('')
  return out
    .replace(/\p{Extended_Pictographic}/gu, '')
    .replace(/[ ]{2,}/g, ' ')
    .replace(/ +\n/g, '\n')
    .replace(/\n +/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

function mapCharacter(character: string): string {
  const replacement = REPLACEMENTS[character]
  if (replacement !== undefined) return replacement
  if (character.charCodeAt(0) < 0x80 || GSM_LETTERS.has(character)) return character
  // A Latin letter with an accent GSM-7 lacks (ê, ō, ş): the letter without it.
  const bare = character.normalize('NFD').replace(/\p{Mark}/gu, '')
  if (bare !== character && /^[\x20-\x7e]+$/.test(bare)) return bare
  return character
}
