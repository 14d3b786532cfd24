import { Link } from 'react-router'
import type { Route } from './+types/videos'
import { PageHeader } from '~/components/page-header'
import { listVideos } from '~/features/videos/queries'
import { getMessages, useMessages } from '~/i18n/messages'
import { getRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'

export function meta({ matches }: Route.MetaArgs) {
  const { siteUrl, provider } = getRootData(matches)
  const t = getMessages().pages.videos
  return seoMeta({ title: t.title, description: t.description, path: '/videos', siteUrl, hubName: provider.hubName })
}

export function loader() {
  return { videos: listVideos().map(({ slug, title, category, duration }) => ({ slug, title, category, duration })) }
}

export default function VideosRoute({ loaderData }: Route.ComponentProps) {
  const t = useMessages().pages.videos
  return (
    <>
      <PageHeader title={t.title} lead={t.description} />
      <ul className="mx-auto grid max-w-7xl gap-4 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {loaderData.videos.map((video) => (
          <li key={video.slug} className="rounded-xl border border-stone-200 p-5">
            <Link to={`/videos/${video.slug}`} className="font-semibold text-brand-800 hover:underline">
              {video.title}
            </Link>
            <p className="mt-1 text-sm text-stone-600">
              {video.category} · {video.duration}
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}
