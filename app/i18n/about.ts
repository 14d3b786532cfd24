// The about page.
// Both languages, picked with useCatalogue (messages.ts).

import { about as enAbout } from './en/about'
import type { Catalogue } from './messages'
import { about as swAbout } from './sw/about'

export const aboutMessages = { en: enAbout, sw: swAbout } satisfies Catalogue<typeof enAbout>
