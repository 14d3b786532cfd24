import { data } from 'react-router'
import type { Route } from './+types/expert.sign-out'
import { clearCookie, readCookie, SESSION_COOKIE } from '~/features/experts/cookies.server'
import { tokensMatch, CSRF_FIELD } from '~/features/experts/csrf.server'
import { EXPERT_HEADERS, expertRedirect, signInPath } from '~/features/experts/expert-auth.server'
import { deleteSession, findSession } from '~/features/experts/sessions.server'
import { expertMessages } from '~/i18n/expert'
import { localeOfRequest } from '~/i18n/locale'

// Signing out is a POST with the session's CSRF token, so no link or image elsewhere can do it.
export function loader() {
  return data(null, { status: 405, headers: { ...EXPERT_HEADERS, Allow: 'POST' } })
}

export async function action({ request, context }: Route.ActionArgs) {
  const cookieValue = readCookie(request, SESSION_COOKIE)
  const session = cookieValue ? await findSession(context.database, cookieValue) : undefined
  if (!cookieValue || !session) return expertRedirect(signInPath(request), [clearCookie(request, SESSION_COOKIE)])
  // A body that is no form at all is treated as an empty form: refused for its missing token.
  const form = await request.formData().catch(() => new FormData())
  if (!tokensMatch(session.csrfToken, form.get(CSRF_FIELD))) {
    return new Response(expertMessages[localeOfRequest(request)].forbidden, {
      status: 403,
      headers: { ...EXPERT_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  await deleteSession(context.database, cookieValue)
  context.audit.record('signed_out', { account: session.expert.email, client: context.clientAddress })
  return expertRedirect(signInPath(request), [clearCookie(request, SESSION_COOKIE)])
}
