// One consultation request from the form, checked and stored: the same path for the page's
// plain POST (no script) and the form's JSON call (routes/api.consultations.ts). The browser's
// schema checks it again here; the honeypot and the per-client limit keep robots out.
import type { Kysely } from 'kysely'
import type { Locale } from '~/i18n/locale'
import type { Database } from '~/lib/database/tables'
import type { ConsultationField, ConsultationNotStored } from './consultation-outcome'
import { createConsultationSchema, HONEYPOT_FIELD, type ConsultationValues } from './consultation-schema'
import { buildRequestNotice } from './request-notice'
import { storeConsultationRequest } from './requests.server'
import type { SubmissionLimit } from '~/lib/limits/submission-limit.server'
import { consultationMessages } from '~/i18n/consultation'

/** `refused`: the honeypot was filled (a robot, or a browser's autofill gone astray); nothing stored. */
export type SubmissionResult =
  | { kind: 'stored'; reference: string; token: string; values: ConsultationValues }
  | Exclude<ConsultationNotStored, { kind: 'unavailable' }>

interface SubmissionContext {
  db: Kysely<Database>
  locale: Locale
  clientId: string
  /** Each client's allowance of requests (shared by every instance with REDIS_URL). */
  submissions: SubmissionLimit
  /** With SMTP configured: the provider's staff are told of the request by mail, through the outbox. */
  notice?: { to: string; siteUrl: string }
}

export async function submitConsultation(
  fields: Record<string, unknown>,
  { db, locale, clientId, submissions, notice }: SubmissionContext,
): Promise<SubmissionResult> {
  if (typeof fields[HONEYPOT_FIELD] === 'string' && fields[HONEYPOT_FIELD] !== '') return { kind: 'refused' }
  const schema = createConsultationSchema(consultationMessages[locale].errors)
  const parsed = schema.safeParse(fields)
  if (!parsed.success) {
    const fieldErrors: Partial<Record<ConsultationField, string>> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ConsultationField
      fieldErrors[field] ??= issue.message
    }
    return { kind: 'invalid', fieldErrors }
  }
  // Counted after the checks: a farmer correcting a mistake is not held back by it.
  const turn = await submissions.take(clientId)
  if (!turn.allowed) return { kind: 'limited', retryAfterSeconds: turn.retryAfterSeconds }
  const stored = await storeConsultationRequest(db, parsed.data, {
    locale,
    mail: notice && ((request) => [buildRequestNotice({ ...parsed.data, ...request, locale }, notice)]),
  })
  return { kind: 'stored', reference: stored.reference, token: stored.token, values: parsed.data }
}
