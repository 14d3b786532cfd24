// The home page's islands and dialogs: in their lazy chunks, not in the page's first load.
// Both languages, picked with useCatalogue (messages.ts).

import { homeSections as enHomeSections } from './en/home-sections'
import type { Catalogue } from './messages'
import { homeSections as swHomeSections } from './sw/home-sections'

export const homeSectionsMessages = { en: enHomeSections, sw: swHomeSections } satisfies Catalogue<
  typeof enHomeSections
>
