// The Coming Soon pages' strings. Both languages, picked with useCatalogue (messages.ts).

import { comingSoon as enComingSoon } from './en/coming-soon'
import type { Catalogue } from './messages'
import { comingSoon as swComingSoon } from './sw/coming-soon'

export const comingSoonMessages = { en: enComingSoon, sw: swComingSoon } satisfies Catalogue<typeof enComingSoon>
