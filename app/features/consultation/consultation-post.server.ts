// The consultation form's two ways to the server, both onto submitConsultation: the page's
// plain POST when no script runs (/ask-expert and /contact declare `action` with
// postConsultationForm), and the form's JSON call (routes/api.consultations.ts) otherwise.
import { data, type AppLoadContext } from 'react-router'
import { localizeHref, type Locale } from '~/i18n/locale'
import { getEnv } from '~/lib/env.server'
import { clientKey } from '~/lib/limits/client-key'
import { getProvider } from '~/lib/provider.server'
import { buildConsultationMailto } from './consultation-mail'
import { STATUS_PAGE_PREFIX, type ConsultationOutcome } from './consultation-outcome'
import { createConsultationSchema, emptyConsultation, type ConsultationInput } from './consultation-schema'
import { submitConsultation } from './submit.server'
import { consultationMessages } from '~/i18n/consultation'

const HTTP_STATUS: Record<ConsultationOutcome['kind'], number> = {
  stored: 201,
  invalid: 400,
  refused: 400,
  limited: 429,
  unavailable: 503,
}

/** Stores the request and says what became of it; a database failure is `unavailable`, logged. */
export async function answerConsultation(
  fields: Record<string, unknown>,
  locale: Locale,
  context: AppLoadContext,
): Promise<ConsultationOutcome> {
  const env = getEnv()
  try {
    const result = await submitConsultation(fields, {
      db: context.database,
      locale,
      clientId: clientKey(context.clientAddress),
      submissions: context.limits.consultations,
      notice: env.SMTP_URL ? { to: getProvider(env).email, siteUrl: env.SITE_URL } : undefined,
    })
    if (result.kind !== 'stored') return result
    return {
      kind: 'stored',
      reference: result.reference,
      statusPath: localizeHref(`${STATUS_PAGE_PREFIX}${result.token}`, locale),
    }
  } catch (error) {
    console.error('A consultation request could not be stored:', error)
    return { kind: 'unavailable' }
  }
}

export function statusOf(outcome: ConsultationOutcome) {
  return HTTP_STATUS[outcome.kind]
}

export function retryAfterHeader(outcome: ConsultationOutcome): Record<string, string> {
  return outcome.kind === 'limited' ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {}
}

/** What a page's action returns: the outcome, the farmer's words to show again, the mail link. */
export interface ConsultationActionData {
  consultation: {
    outcome: ConsultationOutcome
    values: ConsultationInput
    /** The pre-filled mail link, when the request was complete enough to write one. */
    mailto?: string
  }
}

/** The action of a page with the consultation form, for a POST made without script. */
export async function postConsultationForm(request: Request, context: AppLoadContext, locale: Locale) {
  const form = await request.formData()
  const fields: Record<string, string> = {}
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value
  const outcome = await answerConsultation(fields, locale, context)
  const t = consultationMessages[locale]
  const complete = createConsultationSchema(t.errors).safeParse(fields)
  const mailto =
    complete.success && outcome.kind !== 'refused'
      ? buildConsultationMailto(complete.data, getProvider(getEnv()).email, t)
      : undefined
  const values = outcome.kind === 'stored' ? emptyConsultation : keepValues(fields)
  return data<ConsultationActionData>(
    { consultation: { outcome, values, mailto } },
    // A page answers 200 for a stored request: it is the confirmation page.
    { status: outcome.kind === 'stored' ? 200 : statusOf(outcome), headers: retryAfterHeader(outcome) },
  )
}

function keepValues(fields: Record<string, string>): ConsultationInput {
  return {
    name: fields.name ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    topic: fields.topic ?? '',
    message: fields.message ?? '',
  }
}
