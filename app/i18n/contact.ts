// The contact page: its own strings, apart from the about page's, which its first script need not carry.
// Both languages, picked with useCatalogue (messages.ts).

import { contact as enContact } from './en/contact'
import type { Catalogue } from './messages'
import { contact as swContact } from './sw/contact'

export const contactMessages = { en: enContact, sw: swContact } satisfies Catalogue<typeof enContact>
