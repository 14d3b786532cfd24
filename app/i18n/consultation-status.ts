// A farmer's request status page.
// Both languages, picked with useCatalogue (messages.ts).

import { consultationStatus as enConsultationStatus } from './en/consultation-status'
import type { Catalogue } from './messages'
import { consultationStatus as swConsultationStatus } from './sw/consultation-status'

export const consultationStatusMessages = { en: enConsultationStatus, sw: swConsultationStatus } satisfies Catalogue<
  typeof enConsultationStatus
>
