// Which language a farmer asked in, so that a Kiswahili question is looked up in
// the Kiswahili guides and answered in Kiswahili, even from an English page. Kiswahili is
// told apart by its small, frequent words ("ya", "kwa", "nini", "yangu"), which English
// sentences do not use, and by its words' endings: nearly every Kiswahili word ends in a
// vowel, against about a third of English ones. A farming noun alone ("mahindi") does not
// decide, since English questions borrow them too.
import type { Locale } from '~/i18n/locale'

const KISWAHILI_WORDS = new Set([
  'na',
  'ya',
  'wa',
  'za',
  'la',
  'cha',
  'vya',
  'kwa',
  'ni',
  'si',
  'katika',
  'kwenye',
  'kutoka',
  'hadi',
  'je',
  'nini',
  'gani',
  'vipi',
  'jinsi',
  'lini',
  'wapi',
  'kiasi',
  'ngapi',
  'kwanini',
  'kwa nini',
  'aje',
  'yangu',
  'wangu',
  'changu',
  'zangu',
  'langu',
  'vyangu',
  'yako',
  'wako',
  'mimi',
  'sisi',
  'hii',
  'hiyo',
  'huu',
  'kuna',
  'hakuna',
  'sana',
  'bila',
  'kama',
  'pia',
  'au',
  'lakini',
  'baada',
  'kabla',
  'tena',
  'sasa',
  'tu',
  'nifanye',
  'nitumie',
  'naweza',
  'nataka',
  'nipande',
  'ninaweza',
  'inafaa',
  'gharama',
  'dawa',
  'shamba',
])

/** The share of a question's words that must be Kiswahili's small words for it to count as Kiswahili. */
const KISWAHILI_SHARE = 0.2
/** The share of words ending in a vowel above which a question of three words or more is Kiswahili. */
const VOWEL_ENDING_SHARE = 0.85

export function looksKiswahili(question: string): boolean {
  const words = question.toLowerCase().match(/[\p{L}']+/gu) ?? []
  if (words.length === 0) return false
  const hits = words.filter((word) => KISWAHILI_WORDS.has(word)).length
  const vowelEndings = words.filter((word) => /[aeiou]$/.test(word)).length
  return (
    hits >= 2 ||
    hits / words.length >= KISWAHILI_SHARE ||
    (words.length >= 3 && vowelEndings / words.length >= VOWEL_ENDING_SHARE)
  )
}

/**
 * The language to look a question up and answer in: Kiswahili on a Kiswahili page, or when
 * the question is in Kiswahili; English otherwise.
 */
export function questionLanguage(question: string, pageLocale: Locale): Locale {
  return pageLocale === 'sw' || looksKiswahili(question) ? 'sw' : 'en'
}
