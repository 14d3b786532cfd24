import { data } from 'react-router'
import type { Route } from './+types/expert.sign-in'
import { RouteErrorBoundary } from '~/components/error-boundary'
import { PageHeader } from '~/components/page-header'
import { checkCredentials, normaliseEmail } from '~/features/experts/accounts.server'
import {
  readCookie,
  serializeCookie,
  SESSION_COOKIE,
  SIGN_IN_CSRF_COOKIE,
  clearCookie,
} from '~/features/experts/cookies.server'
import { createCsrfToken, CSRF_FIELD, tokensMatch } from '~/features/experts/csrf.server'
import { deviceCookie, hasDeviceCookie } from '~/features/experts/device-cookie.server'
import { expertHeaders, expertRedirect } from '~/features/experts/expert-auth.server'
import { createSession, findSession, SESSION_LIFETIME_MS } from '~/features/experts/sessions.server'
import { SignInForm } from '~/features/experts/sign-in-form'
import { expertMessages } from '~/i18n/expert'
import { useCatalogue, languageOf } from '~/i18n/messages'
import { localeOfRequest, localizeHref } from '~/i18n/locale'
import { clientKey, networkBlock } from '~/lib/limits/client-key'
import { isSemaphoreTimeout } from '~/lib/limits/semaphore'
import type { RenderHandle } from '~/lib/page-rendering'

export const handle = { render: 'per-request' } satisfies RenderHandle

export function meta({ matches }: Route.MetaArgs) {
  const { locale } = languageOf(matches)
  return [{ title: expertMessages[locale].signIn.title }, { name: 'robots', content: 'noindex' }]
}

export const headers = expertHeaders

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The sign-in form's double-submit token: the one in its cookie, or a new one (and its cookie). */
function signInToken(request: Request) {
  const existing = readCookie(request, SIGN_IN_CSRF_COOKIE)
  if (existing && TOKEN_PATTERN.test(existing)) return { token: existing, setCookie: [] }
  const token = createCsrfToken()
  return { token, setCookie: [serializeCookie(request, SIGN_IN_CSRF_COOKIE, token)] }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const cookieValue = readCookie(request, SESSION_COOKIE)
  if (cookieValue && (await findSession(context.database, cookieValue))) {
    throw expertRedirect(localizeHref('/expert', localeOfRequest(request)))
  }
  const { token, setCookie } = signInToken(request)
  const headers = new Headers()
  for (const cookie of setCookie) headers.append('Set-Cookie', cookie)
  return data({ csrfToken: token }, { headers })
}

type SignInError = 'forbidden' | 'missing' | 'tooLong' | 'failed' | 'tooMany' | 'busy'

/** The longest address an email can have (RFC 5321), and a password: generated ones are 23 characters. */
const MAX_EMAIL_LENGTH = 254
const MAX_PASSWORD_LENGTH = 256

export async function action({ request, context }: Route.ActionArgs) {
  // A body that is no form at all is treated as an empty form: refused for its missing token.
  const form = await request.formData().catch(() => new FormData())
  const refuse = (error: SignInError, status: number, extra: { email?: string; minutes?: number } = {}) =>
    data(
      { error, ...extra },
      {
        status,
        headers: status === 429 || status === 503 ? { 'Retry-After': String((extra.minutes ?? 1) * 60) } : {},
      },
    )

  if (!tokensMatch(readCookie(request, SIGN_IN_CSRF_COOKIE), form.get(CSRF_FIELD))) return refuse('forbidden', 403)
  const email = form.get('email')
  const password = form.get('password')
  if (typeof email !== 'string' || typeof password !== 'string' || !email.trim() || !password) {
    return refuse('missing', 400, { email: typeof email === 'string' ? email.slice(0, MAX_EMAIL_LENGTH) : undefined })
  }
  // Before anything is counted or hashed: a long password costs the hash more, and fills the limits' store.
  if (email.length > MAX_EMAIL_LENGTH || password.length > MAX_PASSWORD_LENGTH) return refuse('tooLong', 400)

  const account = normaliseEmail(email)
  const attempt = {
    account,
    client: clientKey(context.clientAddress),
    network: networkBlock(context.clientAddress),
    hasDeviceCookie: hasDeviceCookie(request, context.serverKey, account),
  }
  const audited = { account, client: context.clientAddress }
  // Counted before the password is checked: attempts sent at once count like attempts sent one by one.
  const turn = await context.limits.signIn.take(attempt)
  if (!turn.allowed) {
    context.audit.record('sign_in_refused', { ...audited, reason: 'limit' })
    return refuse('tooMany', 429, { email, minutes: Math.ceil(turn.retryAfterMs / 60_000) })
  }
  let release: () => void
  try {
    release = await context.limits.signIn.hashSlot()
  } catch (error) {
    if (!isSemaphoreTimeout(error)) throw error
    await turn.withdrawn()
    context.audit.record('sign_in_refused', { ...audited, reason: 'busy' })
    return refuse('busy', 503, { email })
  }
  const expert = await checkCredentials(context.database, account, password).finally(release)
  if (!expert) {
    context.audit.record('sign_in_failed', audited)
    return refuse('failed', 401, { email })
  }
  await turn.succeeded()
  const session = await createSession(context.database, expert.id)
  context.audit.record('sign_in_succeeded', audited)
  return expertRedirect(localizeHref('/expert', localeOfRequest(request)), [
    serializeCookie(request, SESSION_COOKIE, session.cookieValue, SESSION_LIFETIME_MS / 1000),
    clearCookie(request, SIGN_IN_CSRF_COOKIE),
    deviceCookie(request, context.serverKey, account),
  ])
}

export default function ExpertSignInRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useCatalogue(expertMessages)
  const messages = {
    forbidden: t.forbidden,
    missing: t.signIn.missing,
    tooLong: t.signIn.tooLong,
    failed: t.signIn.failed,
    busy: t.signIn.busy,
    tooMany: t.signIn.tooMany(actionData && 'minutes' in actionData ? (actionData.minutes ?? 1) : 1),
  }
  return (
    <>
      <PageHeader title={t.signIn.title} lead={t.signIn.lead} />
      <div className="mx-auto max-w-md px-4 py-10 sm:py-14">
        <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
          <SignInForm
            csrfToken={loaderData.csrfToken}
            email={actionData && 'email' in actionData ? actionData.email : undefined}
            error={actionData ? messages[actionData.error] : undefined}
          />
        </div>
      </div>
    </>
  )
}

// Its own boundary, so that an error page from here (an unknown request: 404) still carries the
// expert pages' headers (`headers` above): React Router takes them from the boundary's route.
export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
