// The consultation form (an island), its confirmation, and the server that checks and mails it.
// Both languages, picked with useCatalogue (messages.ts).

import { consultation as enConsultation } from './en/consultation'
import type { Catalogue } from './messages'
import { consultation as swConsultation } from './sw/consultation'

export const consultationMessages = { en: enConsultation, sw: swConsultation } satisfies Catalogue<
  typeof enConsultation
>
