import { data } from 'react-router'
import type { Route } from './+types/videos.$slug'
import { RouteErrorBoundary } from '~/components/error-boundary'
import { PageHeader } from '~/components/page-header'
import { getVideoBySlug } from '~/features/videos/queries'
import { getMessages } from '~/i18n/messages'
import { getRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'

export function meta({ data: loaderData, matches, location }: Route.MetaArgs) {
  const { siteUrl, provider } = getRootData(matches)
  if (!loaderData) return [{ title: `${getMessages().notFound.title} | ${provider.hubName}` }]
  const { video } = loaderData
  return seoMeta({
    title: video.title,
    description: video.description,
    path: location.pathname,
    siteUrl,
    hubName: provider.hubName,
    image: video.thumbnail,
    type: 'video.other',
  })
}

export function loader({ params }: Route.LoaderArgs) {
  const video = getVideoBySlug(params.slug)
  if (!video) throw data(null, { status: 404 })
  return { video }
}

export default function VideoRoute({ loaderData }: Route.ComponentProps) {
  const { video } = loaderData
  return (
    <PageHeader title={video.title} lead={video.description}>
      <p className="mt-4 text-sm text-brand-100">
        {video.category} · {video.duration} · {video.author}
      </p>
    </PageHeader>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
