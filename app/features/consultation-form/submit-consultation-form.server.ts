// The action of every page with the consultation form (/ask-expert, /contact, in either
// language), for the form's fetcher and for a browser without script alike: the fields are
// read, checked (parseConsultationForm), counted against the client's allowance, stored with
// the experts' notice (storeConsultationRequest), and answered as the page shows them.
import { data, type AppLoadContext } from 'react-router'
import { consultationMessages } from '~/i18n/consultation'
import { localeOfRequest, type Locale } from '~/i18n/locale'
import {
  consultationStatusPath,
  expertsMailbox,
  storeConsultationRequest,
} from '~/lib/consultation-requests/consultation-requests.server'
import { africasTalkingSettings, getEnv } from '~/lib/env.server'
import { clientKey } from '~/lib/limits/client-key'
import { getProvider } from '~/lib/provider.server'
import type { ConsultationField, ConsultationFormAnswer, ConsultationOutcome } from './consultation-answer'
import {
  createConsultationFormSchema,
  emptyConsultationForm,
  HONEYPOT_FIELD,
  type ConsultationFormInput,
  type ConsultationFormValues,
} from './consultation-form-schema'
import { buildConsultationMailto } from './consultation-mail'

type Fields = Record<string, string>
/** Every outcome but the browser's own (no answer came). */
type ServerOutcome = Exclude<ConsultationOutcome, { kind: 'offline' }>

export async function submitConsultationForm(request: Request, context: AppLoadContext) {
  const locale = localeOfRequest(request)
  const fields = await readFormFields(request)
  const parsed = parseConsultationForm(fields, locale)
  const outcome = parsed.kind === 'valid' ? await acceptConsultationRequest(parsed.values, locale, context) : parsed
  return answerConsultationForm(outcome, fields, parsed.kind === 'valid' ? parsed.values : undefined, locale)
}

/** A body that is no form at all reads as an empty form: answered with the fields it lacks. */
async function readFormFields(request: Request): Promise<Fields> {
  const form = await request.formData().catch(() => new FormData())
  const fields: Fields = {}
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value
  return fields
}

/** The browser's checks again, with their messages in the page's language; a filled honeypot is refused. */
export function parseConsultationForm(
  fields: Fields,
  locale: Locale,
): { kind: 'valid'; values: ConsultationFormValues } | Extract<ConsultationOutcome, { kind: 'invalid' | 'refused' }> {
  if (fields[HONEYPOT_FIELD]) return { kind: 'refused' }
  const parsed = createConsultationFormSchema(consultationMessages[locale].errors).safeParse(fields)
  if (parsed.success) return { kind: 'valid', values: parsed.data }
  const fieldErrors: Partial<Record<ConsultationField, string>> = {}
  for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as ConsultationField] ??= issue.message
  return { kind: 'invalid', fieldErrors }
}

/** Counted after the checks, so a farmer correcting a mistake is not held back; then stored. */
async function acceptConsultationRequest(
  values: ConsultationFormValues,
  locale: Locale,
  context: AppLoadContext,
): Promise<ServerOutcome> {
  const client = clientKey(context.clientAddress)
  const turn = await context.limits.consultations.take(client)
  if (!turn.allowed) return { kind: 'limited', retryAfterSeconds: turn.retryAfterSeconds }
  try {
    const stored = await storeConsultationRequest(
      context.database,
      // Consent to an SMS counts only where one can be sent: the form offers it only then.
      { ...values, smsConsent: values.smsConsent && africasTalkingSettings(getEnv()) !== undefined, locale },
      { notifyExperts: expertsMailbox(getEnv()) },
    )
    return { kind: 'stored', reference: stored.reference, statusPath: consultationStatusPath(stored.token, locale) }
  } catch (error) {
    context.logger.error({ err: error }, 'A consultation request could not be stored')
    await context.limits.consultations.giveBack(client).catch(() => undefined)
    return { kind: 'unavailable' }
  }
}

const HTTP_STATUS: Record<ServerOutcome['kind'], number> = {
  // The page is the confirmation.
  stored: 200,
  invalid: 400,
  refused: 400,
  limited: 429,
  unavailable: 503,
}

/** The outcome, the words to draw again (none once stored) and, for a complete form, its mail link. */
function answerConsultationForm(
  outcome: ServerOutcome,
  fields: Fields,
  values: ConsultationFormValues | undefined,
  locale: Locale,
) {
  const mailto = values && buildConsultationMailto(values, getProvider(getEnv()).email, consultationMessages[locale])
  const answer: ConsultationFormAnswer = {
    outcome,
    values: outcome.kind === 'stored' ? emptyConsultationForm : keptValues(fields),
    mailto,
  }
  return data(answer, {
    status: HTTP_STATUS[outcome.kind],
    headers: outcome.kind === 'limited' ? { 'Retry-After': String(outcome.retryAfterSeconds) } : undefined,
  })
}

function keptValues(fields: Fields): ConsultationFormInput {
  return {
    name: fields.name ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    topic: fields.topic ?? '',
    message: fields.message ?? '',
    smsConsent: fields.smsConsent === 'on',
  }
}
