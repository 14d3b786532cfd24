import BookOpen from '~icons/lucide/book-open'
import MessageSquarePlus from '~icons/lucide/message-square-plus'
import Trash from '~icons/lucide/trash'
import { data, useLocation } from 'react-router'
import type { Route } from './+types/ask-expert.requests.$token'
import { RouteErrorBoundary } from '~/components/error-boundary'
import { Link } from '~/components/link'
import { PageHeader } from '~/components/page-header'
import { Button, ButtonLink } from '~/components/ui/button'
import { ConsultationProgress } from '~/features/consultation-status/consultation-progress'
import { formatConsultationTime } from '~/features/consultation-status/consultation-time'
import { localeOfRequest } from '~/i18n/locale'
import { languageOf, useCatalogue } from '~/i18n/messages'
import { findConsultationRequestByToken } from '~/lib/consultation-requests/consultation-requests.server'
import { CONSULTATION_ANCHOR } from '~/lib/consultation-anchor'
import { getRootData } from '~/lib/root-data'
import { consultationMessages } from '~/i18n/consultation'
import { consultationStatusMessages } from '~/i18n/consultation-status'

// The link is the farmer's key: never cached by a proxy, never indexed, never sent on as a referrer.
const PRIVATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
  'Referrer-Policy': 'no-referrer',
}

export function headers() {
  return PRIVATE_HEADERS
}

export function meta({ matches }: Route.MetaArgs) {
  const { locale } = languageOf(matches)
  const { provider } = getRootData(matches)
  const t = consultationStatusMessages[locale]
  return [
    { title: `${t.title} | ${provider.hubName}` },
    { name: 'description', content: t.description },
    { name: 'robots', content: 'noindex' },
    // The header covers the page as loaded; this covers it reached by the app's own navigation,
    // so the link's token is not sent on as a Referer by the next page's requests.
    { name: 'referrer', content: 'no-referrer' },
  ]
}

/** A farmer's consultation request, read by its private link; an unknown or malformed token is the site's plain 404. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const found = await findConsultationRequestByToken(context.database, params.token)
  if (!found) throw data(null, { status: 404, headers: PRIVATE_HEADERS })
  const locale = localeOfRequest(request)
  const t = consultationMessages[locale]
  return {
    reference: found.reference,
    status: found.status,
    topic: t.topics[found.topic],
    message: found.message,
    reply: found.reply,
    asked: formatConsultationTime(found.createdAt, locale),
    answered: found.answeredAt ? formatConsultationTime(found.answeredAt, locale) : undefined,
  }
}

export default function ConsultationStatusRoute({ loaderData: consultation }: Route.ComponentProps) {
  const t = useCatalogue(consultationStatusMessages)
  const { pathname, search } = useLocation()
  // Set by the deletion's answer when the box was not ticked (ask-expert.requests.$token.delete.ts).
  const needsConfirm = new URLSearchParams(search).has('confirm')
  return (
    <>
      <PageHeader
        title={t.title}
        lead={
          <>
            {t.reference}{' '}
            <span className="font-mono font-bold whitespace-nowrap text-white">{consultation.reference}</span>
          </>
        }
      />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
        <ConsultationProgress status={consultation.status} />

        <section aria-labelledby="question-heading" className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
          <h2 id="question-heading" className="text-xl font-bold text-stone-900">
            {t.questionHeading}
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            {consultation.topic} · {t.asked(consultation.asked)}
          </p>
          <p className="mt-4 whitespace-pre-line text-stone-800">{consultation.message}</p>
        </section>

        <section aria-labelledby="reply-heading" className="rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
          <h2 id="reply-heading" className="text-xl font-bold text-brand-900">
            {t.replyHeading}
          </h2>
          {consultation.reply ? (
            <>
              {consultation.answered && (
                <p className="mt-1 text-sm text-stone-700">{t.answered(consultation.answered)}</p>
              )}
              <p className="mt-4 whitespace-pre-line text-stone-900">{consultation.reply}</p>
            </>
          ) : (
            <p className="mt-2 text-stone-700">{t.waiting}</p>
          )}
        </section>

        <p className="text-sm text-stone-600">{t.privateNote}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink variant="outline" icon={MessageSquarePlus}>
            <Link to={`/ask-expert#${CONSULTATION_ANCHOR}`}>{t.another}</Link>
          </ButtonLink>
          <ButtonLink variant="outline" icon={BookOpen}>
            <Link to="/articles">{t.guides}</Link>
          </ButtonLink>
        </div>

        <section aria-labelledby="delete-heading" className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
          <h2 id="delete-heading" className="text-xl font-bold text-stone-900">
            {t.deleteHeading}
          </h2>
          <p className="mt-2 text-stone-700">{t.deleteExplain}</p>
          {/* A resource route's action: the page's own would be refused by React Router's origin check,
              as a browser sends "Origin: null" from a page whose referrer policy is no-referrer. */}
          <form method="post" action={`${pathname}/delete`} className="mt-4 space-y-4">
            <label className="flex min-h-11 items-center gap-3 text-stone-900">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                required
                aria-invalid={needsConfirm || undefined}
                aria-describedby={needsConfirm ? 'delete-error' : undefined}
                className="size-5"
              />
              {t.deleteConfirm}
            </label>
            {needsConfirm && (
              <p id="delete-error" role="alert" className="text-sm font-semibold text-red-700">
                {t.deleteNeedsConfirm}
              </p>
            )}
            <Button type="submit" variant="outline">
              <Trash aria-hidden="true" className="size-5" />
              {t.deleteButton}
            </Button>
          </form>
        </section>
      </div>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
