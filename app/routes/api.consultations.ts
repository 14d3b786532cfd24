// POST /api/consultations: the consultation form's JSON call when its script runs
// (features/consultation/consultation-post.server.ts; without script the page's own action
// takes the form). Answers 201 with the reference and the private status link, or a code
// and a message: 400 invalid or refused, 429 too many, 503 when it could not be stored.
import type { Route } from './+types/api.consultations'
import { answerConsultation, retryAfterHeader, statusOf } from '~/features/consultation/consultation-post.server'
import { isLocale } from '~/i18n/locale'
import { consultationMessages } from '~/i18n/consultation'

export function loader() {
  return Response.json(
    { error: 'method_not_allowed', message: 'Use POST.' },
    { status: 405, headers: { Allow: 'POST' } },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST') return loader()
  const body = await readJsonObject(request)
  const locale = isLocale(body?.locale) ? body.locale : 'en'
  const t = consultationMessages[locale]
  if (!body) return Response.json({ error: 'bad_request', message: t.api.notJson }, { status: 400 })
  const outcome = await answerConsultation(body, locale, context)
  return Response.json(outcome, {
    status: statusOf(outcome),
    headers: { 'Cache-Control': 'no-store', ...retryAfterHeader(outcome) },
  })
}

/** A JSON object body, or undefined: a cross-site form cannot send JSON without a preflight we never answer. */
async function readJsonObject(request: Request): Promise<Record<string, unknown> | undefined> {
  const contentType = request.headers.get('content-type')
  if (!contentType || !/^application\/json\b/i.test(contentType)) return undefined
  try {
    const parsed: unknown = JSON.parse(await request.text())
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
