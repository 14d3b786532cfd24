// The expert pages' strings, in both languages, kept out of the site's catalogues (en.ts, sw.ts)
// because those ship with every page: only the expert pages, which farmers never open, load
// these. sw.test.ts holds the Kiswahili to the English as it does the rest.
import { expert as en } from './en/expert'
import type { Locale } from './locale'
import { useLanguage } from './messages'
import { expert as sw } from './sw/expert'

export type ExpertMessages = typeof en

export const expertCatalogues: Record<Locale, ExpertMessages> = { en, sw }

/** The expert pages' strings in the page's language. */
export function useExpertMessages(): ExpertMessages {
  return expertCatalogues[useLanguage().locale]
}
