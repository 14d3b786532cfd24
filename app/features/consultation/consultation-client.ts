// The form's call to POST /api/consultations. Every way it can end is an outcome the form
// shows: stored, refused for a reason, or not reached at all (offline).
import type { Locale } from '~/i18n/locale'
import type { ConsultationOutcome } from './consultation-outcome'
import { HONEYPOT_FIELD, type ConsultationValues } from './consultation-schema'

export type ClientOutcome = ConsultationOutcome | { kind: 'offline' }

const KINDS = new Set(['stored', 'invalid', 'refused', 'limited', 'unavailable'])

export async function sendConsultation(
  values: ConsultationValues & { honeypot?: string },
  locale: Locale,
): Promise<ClientOutcome> {
  const { honeypot = '', ...fields } = values
  let response: Response
  try {
    response = await fetch('/api/consultations', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...fields, locale, [HONEYPOT_FIELD]: honeypot }),
    })
  } catch {
    return { kind: 'offline' }
  }
  try {
    const outcome = (await response.json()) as ConsultationOutcome
    if (KINDS.has(outcome.kind)) return outcome
  } catch {
    // A proxy's error page, or a cut-off answer.
  }
  return { kind: 'unavailable' }
}
