// The how-we-check page.
// Both languages, picked with useCatalogue (messages.ts).

import { howWeCheck as enHowWeCheck } from './en/how-we-check'
import type { Catalogue } from './messages'
import { howWeCheck as swHowWeCheck } from './sw/how-we-check'

export const howWeCheckMessages = { en: enHowWeCheck, sw: swHowWeCheck } satisfies Catalogue<typeof enHowWeCheck>
