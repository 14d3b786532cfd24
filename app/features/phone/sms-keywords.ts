// What an incoming SMS asks for. A few keywords, in Kiswahili and English, do something at once;
// anything else is a question for the assistant. A keyword that only makes sense alone (STOP,
// HALI, FUTA…) counts only as the whole message, so "Stop worms eating my maize?" stays a
// question; M, MTAALAMU and EXPERT take the words after them to a human expert.
import type { Locale } from '~/i18n/locale'

export type SmsIntent =
  | { type: 'stop' }
  | { type: 'start' }
  | { type: 'help' }
  | { type: 'status' }
  /** `locale` undefined: LUGHA without a language the farmer can choose. */
  | { type: 'language'; locale: Locale | undefined }
  /** `text` '' when the keyword came alone. */
  | { type: 'expert'; text: string }
  | { type: 'delete' }
  | { type: 'delete-confirmed' }
  | { type: 'question'; text: string }
  | { type: 'empty' }

/** Words that mean the same keyword: the farmer's language is known from the one they used. */
const ALONE: Record<
  string,
  { type: 'stop' | 'start' | 'help' | 'status' | 'delete' | 'delete-confirmed'; locale: Locale }
> = {
  ONDOKA: { type: 'stop', locale: 'sw' },
  SITISHA: { type: 'stop', locale: 'sw' },
  STOP: { type: 'stop', locale: 'en' },
  UNSUBSCRIBE: { type: 'stop', locale: 'en' },
  ANZA: { type: 'start', locale: 'sw' },
  START: { type: 'start', locale: 'en' },
  MSAADA: { type: 'help', locale: 'sw' },
  HELP: { type: 'help', locale: 'en' },
  HALI: { type: 'status', locale: 'sw' },
  STATUS: { type: 'status', locale: 'en' },
  FUTA: { type: 'delete', locale: 'sw' },
  DELETE: { type: 'delete', locale: 'en' },
  'FUTA NDIYO': { type: 'delete-confirmed', locale: 'sw' },
  'DELETE YES': { type: 'delete-confirmed', locale: 'en' },
}

const EXPERT = /^(?:M|MTAALAMU|EXPERT)(?=$|[\s:.,-])[\s:.,-]*/i
const LANGUAGE = /^(?:LUGHA|LANGUAGE)(?=$|\s)\s*(.*)$/i

export interface ParsedSms {
  intent: SmsIntent
  /** The language the keyword was in, when a keyword was used. */
  keywordLocale?: Locale
}

export function parseSms(raw: string): ParsedSms {
  const text = raw.replace(/\s+/g, ' ').trim()
  if (text === '') return { intent: { type: 'empty' } }
  // A keyword alone may come with a full stop or an exclamation, in any case.
  const bare = text
    .replace(/[.!?]+$/, '')
    .trim()
    .toUpperCase()
  const alone = ALONE[bare]
  if (alone) return { intent: { type: alone.type }, keywordLocale: alone.locale }
  const language = LANGUAGE.exec(text)
  if (language) {
    const choice = language[1]!
      .trim()
      .toUpperCase()
      .replace(/[.!]+$/, '')
    const locale = ['SW', 'KISWAHILI', 'SWAHILI'].includes(choice)
      ? 'sw'
      : ['EN', 'ENGLISH', 'KIINGEREZA'].includes(choice)
        ? 'en'
        : undefined
    return { intent: { type: 'language', locale }, keywordLocale: /^LUGHA/i.test(text) ? 'sw' : 'en' }
  }
  const expert = EXPERT.exec(text)
  if (expert) {
    const keyword = expert[0]
      .trim()
      .replace(/[:.,-]+$/, '')
      .toUpperCase()
    return {
      intent: { type: 'expert', text: text.slice(expert[0].length).trim() },
      keywordLocale: keyword === 'EXPERT' ? 'en' : keyword === 'MTAALAMU' ? 'sw' : undefined,
    }
  }
  return { intent: { type: 'question', text } }
}
