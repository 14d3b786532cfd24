import { en } from './en'

/** The shape every language's catalogue must have. */
export type Messages = typeof en
export type Locale = 'en'

const catalogues: Record<Locale, Messages> = { en }

export function getMessages(locale: Locale = 'en'): Messages {
  return catalogues[locale]
}

/** The interface strings of the reader's language (English until the locale comes from the URL). */
export function useMessages(): Messages {
  return getMessages()
}
