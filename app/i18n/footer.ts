// The footer's strings: with the footer island, in its lazy chunk. Both languages, picked with
// useCatalogue (messages.ts).

import { footer as enFooter } from './en/footer'
import type { Catalogue } from './messages'
import { footer as swFooter } from './sw/footer'

export const footerMessages = { en: enFooter, sw: swFooter } satisfies Catalogue<typeof enFooter>
