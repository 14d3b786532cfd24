// What became of a consultation form sent to its page's action: the server's answer, or the
// browser's word that the server was never reached (consultation-client-action.ts). The form
// shows each the same way, with script or without.
import type { ConsultationFormInput } from './consultation-form-schema'

export type ConsultationField = keyof ConsultationFormInput

export interface ConsultationStored {
  kind: 'stored'
  reference: string
  /** The private status page, in the language the farmer asked in. */
  statusPath: string
}

export type ConsultationNotStored =
  | { kind: 'invalid'; fieldErrors: Partial<Record<ConsultationField, string>> }
  /** The honeypot was filled (a robot, or a browser's autofill gone astray). */
  | { kind: 'refused' }
  | { kind: 'limited'; retryAfterSeconds: number }
  /** The server could not store it (the database failed): try again later. */
  | { kind: 'unavailable' }
  /** No answer came: no signal, or the server is down. */
  | { kind: 'offline' }

export type ConsultationOutcome = ConsultationStored | ConsultationNotStored

/** The page action's data. */
export interface ConsultationFormAnswer {
  outcome: ConsultationOutcome
  /** From the server: the words a page drawn without script shows again (none once stored). */
  values?: ConsultationFormInput
  /** From the server: the pre-filled mail link, when the form was complete enough to write one. */
  mailto?: string
}
