import { createContext, useContext } from 'react'
import { en } from './en'

/** The shape every language's catalogue must have. */
export type Messages = typeof en
export type Locale = 'en'

const catalogues: Record<Locale, Messages> = { en }

export function getMessages(locale: Locale = 'en'): Messages {
  return catalogues[locale]
}

export const LocaleContext = createContext<Locale>('en')

/** The interface strings of the reader's language. */
export function useMessages(): Messages {
  return getMessages(useContext(LocaleContext))
}
