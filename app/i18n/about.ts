// The about page and the contact page.
// Both languages, picked with useCatalogue (messages.ts).

import { about as enAbout, contact as enContact } from './en/about'
import type { Catalogue } from './messages'
import { about as swAbout, contact as swContact } from './sw/about'

export const aboutMessages = { en: enAbout, sw: swAbout } satisfies Catalogue<typeof enAbout>
export const contactMessages = { en: enContact, sw: swContact } satisfies Catalogue<typeof enContact>
