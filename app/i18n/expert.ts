// The expert pages' strings, in both languages, kept out of the site's core catalogues (en.ts,
// sw.ts), which ship with every page: only the expert pages, which farmers never open, load
// these. sw.test.ts holds the Kiswahili to the English as it does the rest.
import { expert as en } from './en/expert'
import type { Catalogue } from './messages'
import { expert as sw } from './sw/expert'

export type ExpertMessages = typeof en

export const expertMessages = { en, sw } satisfies Catalogue<ExpertMessages>
