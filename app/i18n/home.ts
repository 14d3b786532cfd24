// The home page's first screen (the hero, the mission, the ask-an-expert banner) and its title.
// Both languages, picked with useCatalogue (messages.ts).

import { home as enHome } from './en/home'
import type { Catalogue } from './messages'
import { home as swHome } from './sw/home'

export const homeMessages = { en: enHome, sw: swHome } satisfies Catalogue<typeof enHome>
