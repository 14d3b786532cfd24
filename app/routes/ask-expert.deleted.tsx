import MessageSquarePlus from '~icons/lucide/message-square-plus'
import type { Route } from './+types/ask-expert.deleted'
import { Link } from '~/components/link'
import { PageHeader } from '~/components/page-header'
import { ButtonLink } from '~/components/ui/button'
import { consultationStatusMessages } from '~/i18n/consultation-status'
import { languageOf, useCatalogue } from '~/i18n/messages'
import type { HydrationHandle } from '~/lib/hydration/contract'
import { CONSULTATION_ANCHOR } from '~/lib/consultation-anchor'
import { getRootData } from '~/lib/root-data'

// Where a farmer lands once their request is deleted (the status page's form): a message, and
// the way to ask again. Nothing on it needs script.
export const handle = { hydrate: 'on-interaction' } satisfies HydrationHandle

export function meta({ matches }: Route.MetaArgs) {
  const { locale } = languageOf(matches)
  const { provider } = getRootData(matches)
  return [
    { title: `${consultationStatusMessages[locale].deletedTitle} | ${provider.hubName}` },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function RequestDeletedRoute() {
  const t = useCatalogue(consultationStatusMessages)
  return (
    <>
      <PageHeader title={t.deletedTitle} />
      <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
        <p className="text-lg text-stone-800">{t.deletedBody}</p>
        <ButtonLink variant="outline" icon={MessageSquarePlus}>
          <Link to={`/ask-expert#${CONSULTATION_ANCHOR}`}>{t.another}</Link>
        </ButtonLink>
      </div>
    </>
  )
}
