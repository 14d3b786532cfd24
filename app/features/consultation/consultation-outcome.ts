// What the server answers a consultation request with: the same shapes for the JSON call
// (routes/api.consultations.ts) and the page's plain POST (its action data), so the form
// shows both the same way.
import type { ConsultationInput } from './consultation-schema'

export type ConsultationField = keyof ConsultationInput

export interface ConsultationStored {
  kind: 'stored'
  reference: string
  /** The private status page, in the language the farmer asked in. */
  statusPath: string
}

export type ConsultationNotStored =
  | { kind: 'invalid'; fieldErrors: Partial<Record<ConsultationField, string>> }
  | { kind: 'refused' }
  | { kind: 'limited'; retryAfterSeconds: number }
  /** The server could not store it (the database failed): try again later. */
  | { kind: 'unavailable' }

export type ConsultationOutcome = ConsultationStored | ConsultationNotStored

export const STATUS_PAGE_PREFIX = '/ask-expert/requests/'
