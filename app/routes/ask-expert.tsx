import type { Route } from './+types/ask-expert'
import { PageHeader } from '~/components/page-header'
import { getMessages, useMessages } from '~/i18n/messages'
import { getRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'

export function meta({ matches }: Route.MetaArgs) {
  const { siteUrl, provider } = getRootData(matches)
  const t = getMessages().pages.askExpert
  return seoMeta({
    title: t.title,
    description: t.description,
    path: '/ask-expert',
    siteUrl,
    hubName: provider.hubName,
  })
}

export default function AskExpertRoute() {
  const t = useMessages().pages.askExpert
  return <PageHeader title={t.title} lead={t.description} />
}
