// The ask-an-expert page's own text (its chat, form and FAQ bring their own).
// Both languages, picked with useCatalogue (messages.ts).

import { askExpert as enAskExpert } from './en/ask-expert'
import type { Catalogue } from './messages'
import { askExpert as swAskExpert } from './sw/ask-expert'

export const askExpertMessages = { en: enAskExpert, sw: swAskExpert } satisfies Catalogue<typeof enAskExpert>
