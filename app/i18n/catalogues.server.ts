// Every catalogue, for server code that answers in the reader's language (loaders, the chat
// API). Pages get theirs from their language layout route instead (messages.ts).
import { en } from './en'
import type { Messages } from './messages'
import type { Locale } from './locale'
import { sw } from './sw'

const catalogues: Record<Locale, Messages> = { en, sw }

export function getMessages(locale: Locale): Messages {
  return catalogues[locale]
}
