import type { Route } from './+types/expert'
import { RouteErrorBoundary } from '~/components/error-boundary'
import { PageHeader } from '~/components/page-header'
import { listInbox, summariseInbox } from '~/features/expert-inbox/inbox.server'
import { InboxFilters } from '~/features/expert-inbox/inbox-filters'
import { InboxList } from '~/features/expert-inbox/inbox-list'
import { InboxPager } from '~/features/expert-inbox/inbox-pager'
import { INBOX_PAGE_SIZE, inboxHref, parseInboxParams } from '~/features/expert-inbox/inbox-params'
import { InboxSummary } from '~/features/expert-inbox/inbox-summary'
import { ageInMinutes, isLate } from '~/features/expert-inbox/waiting-time'
import { ExpertBar } from '~/features/experts/expert-bar'
import { expertHeaders, requireExpert } from '~/features/experts/expert-auth.server'
import { expertMessages } from '~/i18n/expert'
import { useCatalogue, languageOf } from '~/i18n/messages'
import type { RenderHandle } from '~/lib/page-rendering'

export const handle = { render: 'per-request' } satisfies RenderHandle

export function meta({ matches }: Route.MetaArgs) {
  const { locale } = languageOf(matches)
  return [{ title: expertMessages[locale].inbox.title }, { name: 'robots', content: 'noindex' }]
}

export const headers = expertHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireExpert(request, context.database)
  const params = parseInboxParams(new URL(request.url).searchParams)
  const now = new Date()
  const [inbox, summary] = await Promise.all([listInbox(context.database, params), summariseInbox(context.database)])
  const oldestAgeMinutes = summary.oldestUnansweredAt ? ageInMinutes(summary.oldestUnansweredAt, now) : undefined
  return {
    expert: { name: session.expert.name },
    csrfToken: session.csrfToken,
    params,
    total: inbox.total,
    entries: inbox.items.map((item) => {
      const ageMinutes = ageInMinutes(item.createdAt, now)
      return {
        id: item.id,
        reference: item.reference,
        name: item.name,
        topic: item.topic,
        status: item.status,
        excerpt: item.excerpt,
        ageMinutes,
        isLate: isLate(item.status, ageMinutes),
        channel: item.channel,
      }
    }),
    summary: {
      unanswered: summary.unanswered,
      oldestAgeMinutes,
      isOldestLate: oldestAgeMinutes !== undefined && isLate('received', oldestAgeMinutes),
    },
  }
}

export default function ExpertInboxRoute({ loaderData }: Route.ComponentProps) {
  const t = useCatalogue(expertMessages)
  const { params } = loaderData
  return (
    <>
      <ExpertBar name={loaderData.expert.name} csrfToken={loaderData.csrfToken} />
      <PageHeader title={t.inbox.title} />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        <InboxSummary {...loaderData.summary} />
        <InboxFilters status={params.status} topic={params.topic} />
        <section aria-label={t.inbox.title} className="space-y-3">
          <InboxList entries={loaderData.entries} />
          <InboxPager
            page={params.page}
            pageSize={INBOX_PAGE_SIZE}
            total={loaderData.total}
            hrefFor={(page) => inboxHref({ ...params, page })}
          />
        </section>
      </div>
    </>
  )
}

// Its own boundary, so that an error page from here (an unknown request: 404) still carries the
// expert pages' headers (`headers` above): React Router takes them from the boundary's route.
export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
