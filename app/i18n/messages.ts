// The reader's language and its interface strings, given to every component by the language
// layout route the page sits in (routes/language.en.tsx, routes/language.sw.tsx). Each
// layout imports only its own core catalogue (en.ts or sw.ts: the brand, the navigation, the
// error pages… what every page's first load shows). A page's or a feature's own strings are not
// in it: the module that shows them imports their catalogue, both languages in one object
// (i18n/home.ts, i18n/chat.ts…), and reads the page's language with `useCatalogue`. So `/`
// loads the core and the home page's first screen only, an island's strings come with the
// island's lazy chunk, and the expert pages' never reach a farmer (docs/decisions/0006).
import { createContext, useContext } from 'react'
import type { en } from './en'
import type { Locale } from './locale'

/** The shape every language's core catalogue must have. */
export type Messages = typeof en

/**
 * One page's or feature's strings in every language: `{ en, sw } satisfies Catalogue<typeof en>`,
 * each Kiswahili file typed by its English twin, so a missing or extra key fails the type check
 * (sw.test.ts checks the words). A plain object, not a function call, so a bundler drops a
 * catalogue no module of a chunk reads.
 *
 * Both languages, not only the page's: the other language's half of the strings is small, while
 * loading only the reader's would need a second request, after the page's script, before the page
 * can hydrate, or a preload per language that the route manifest cannot express
 * (docs/decisions/0006-languages.md). Synchronous and simple wins.
 */
export type Catalogue<T> = Record<Locale, T>

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

/** The core interface strings (brand, navigation, topics…) of the page's language. */
export function useMessages(): Messages {
  return useLanguage().messages
}

/** A page's or feature's strings in the page's language: `useCatalogue(homeMessages).heading`. */
export function useCatalogue<T>(catalogue: Catalogue<T>): T {
  return catalogue[useLanguage().locale]
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
