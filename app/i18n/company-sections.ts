// A company page's islands: the videos, the articles and the message form (in their lazy chunks).
// Both languages, picked with useCatalogue (messages.ts).

import { companySections as enCompanySections } from './en/company-sections'
import type { Catalogue } from './messages'
import { companySections as swCompanySections } from './sw/company-sections'

export const companySectionsMessages = { en: enCompanySections, sw: swCompanySections } satisfies Catalogue<
  typeof enCompanySections
>
