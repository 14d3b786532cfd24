// The reader's language and its interface strings, given to every component by the language
// layout route the page sits in (routes/language.en.tsx, routes/language.sw.tsx). Each
// layout imports only its own catalogue, so a page ships only its own language's strings.
import { createContext, useContext } from 'react'
import type { en } from './en'
import type { Locale } from './locale'

/** The shape every language's catalogue must have. */
export type Messages = typeof en

export interface Language {
  locale: Locale
  messages: Messages
}

export const LanguageContext = createContext<Language | null>(null)

// Unit tests render a component without a page around it: tests/setup.ts gives them English.
let fallbackLanguage: Language | null = null
export function setFallbackLanguage(language: Language | null) {
  fallbackLanguage = language
}

export function useLanguage(): Language {
  const language = useContext(LanguageContext) ?? fallbackLanguage
  if (!language) throw new Error('A component used the interface strings outside a language layout route.')
  return language
}

/** The interface strings of the page's language. */
export function useMessages(): Messages {
  return useLanguage().messages
}

/** What a language layout route declares in its `handle`. */
export interface LanguageHandle {
  language: Language
}

function isLanguageHandle(handle: unknown): handle is LanguageHandle {
  return typeof handle === 'object' && handle !== null && 'language' in handle
}

/** The page's language as a route's `meta` sees it: from the language layout among its matches. */
export function languageOf(matches: ReadonlyArray<{ handle?: unknown } | undefined>): Language {
  const handle = matches.find((match) => isLanguageHandle(match?.handle))?.handle
  if (!isLanguageHandle(handle)) throw new Error('The page is not inside a language layout route.')
  return handle.language
}
