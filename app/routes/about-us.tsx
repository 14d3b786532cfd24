import type { Route } from './+types/about-us'
import { PageHeader } from '~/components/page-header'
import { about } from '~/content/about'
import { getMessages, useMessages } from '~/i18n/messages'
import { getRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'

export function meta({ matches }: Route.MetaArgs) {
  const { siteUrl, provider } = getRootData(matches)
  const t = getMessages().pages.about
  return seoMeta({ title: t.title, description: t.description, path: '/about-us', siteUrl, hubName: provider.hubName })
}

export function loader() {
  return { blurb: about.blurb, vision: about.vision, mission: about.mission }
}

export default function AboutUsRoute({ loaderData }: Route.ComponentProps) {
  const t = useMessages().pages.about
  return (
    <>
      <PageHeader title={t.title} lead={loaderData.blurb} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2">
        <p className="text-lg leading-relaxed">{loaderData.vision}</p>
        <p className="text-lg leading-relaxed">{loaderData.mission}</p>
      </div>
    </>
  )
}
