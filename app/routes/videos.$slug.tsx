import ArrowLeft from '~icons/lucide/arrow-left'
import Clock from '~icons/lucide/clock'
import Tag from '~icons/lucide/tag'
import User from '~icons/lucide/user'
import { useState, type ReactNode } from 'react'
import { data, useLocation } from 'react-router'
import type { Route } from './+types/videos.$slug'
import { RouteErrorBoundary } from '~/components/error-boundary'
import { PageHeader } from '~/components/page-header'
import { ShareLinks } from '~/components/share-links'
import { InlineVideoPlayer } from '~/features/videos/inline-video-player'
import { LazyVideoPlayerDialog } from '~/features/videos/lazy-video-player-dialog'
import { getVideoBySlug, listRelatedVideos, toVideoCard, videoCategoryLabel } from '~/features/videos/queries'
import { VideoGrid } from '~/features/videos/video-grid'
import { buildVideoJsonLd } from '~/features/videos/video-json-ld'
import type { PlayableVideo } from '~/features/videos/video-player-dialog'
import { videoCategorySlug } from '~/features/videos/videos-params'
import { videosHref } from '~/features/videos/videos-url'
import { localeOfRequest } from '~/i18n/locale'
import { languageOf, useCatalogue } from '~/i18n/messages'
import type { HydrationHandle } from '~/lib/hydration/contract'
import { getRootData, useRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'
import { youtubeEmbedUrl } from '~/lib/youtube'
import { Link } from '~/components/link'
import { videoMessages } from '~/i18n/videos'

// A reading page: served without its application script, which loads on the first press of a
// control that needs it (server/deferred-hydration.ts, docs/decisions/0002-deferred-hydration.md).
export const handle = { hydrate: 'on-interaction' } satisfies HydrationHandle

export function meta({ data: loaderData, matches, location }: Route.MetaArgs) {
  const { locale, messages } = languageOf(matches)
  const { siteUrl, provider } = getRootData(matches)
  if (!loaderData) return [{ title: `${messages.notFound.title} | ${provider.hubName}` }]
  const { video } = loaderData
  const embedUrl = new URL(youtubeEmbedUrl(video.youtubeId))
  embedUrl.search = ''
  return [
    ...seoMeta({
      locale,
      title: video.title,
      description: video.description,
      path: location.pathname,
      siteUrl,
      hubName: provider.hubName,
      image: video.thumbnail,
      type: 'video.other',
    }),
    {
      'script:ld+json': buildVideoJsonLd({
        title: video.title,
        description: video.description,
        duration: video.duration,
        thumbnail: video.thumbnail,
        embedUrl: embedUrl.href,
        url: `${siteUrl}${location.pathname}`,
        author: video.author,
      }),
    },
  ]
}

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request)
  const video = getVideoBySlug(params.slug, locale)
  if (!video) throw data(null, { status: 404 })
  const { slug, title, description, author, category, duration, thumbnail, youtubeId } = video
  return {
    // The category's name in the page's language; its link keeps the English value.
    video: {
      slug,
      title,
      description,
      author,
      category: videoCategoryLabel(category, locale),
      duration,
      thumbnail,
      youtubeId,
    },
    categoryHref: videosHref({ category: videoCategorySlug(category) }),
    related: listRelatedVideos(video, locale).map((other) => toVideoCard(other, locale)),
  }
}

export default function VideoRoute({ loaderData }: Route.ComponentProps) {
  const t = useCatalogue(videoMessages)
  const { siteUrl } = useRootData()
  const { pathname } = useLocation()
  const [playing, setPlaying] = useState<PlayableVideo | null>(null)
  const { video, categoryHref, related } = loaderData

  return (
    <>
      <article>
        <PageHeader title={video.title}>
          <p className="mt-4 text-sm">
            <Link to="/videos" className="inline-flex items-center gap-1 font-semibold text-white underline">
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t.allVideos}
            </Link>
          </p>
        </PageHeader>
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          {/* Re-mount per video, so moving to a related video's page starts from its thumbnail. */}
          <InlineVideoPlayer key={video.slug} video={video} />
          <div className="space-y-6">
            <section aria-labelledby="details-heading">
              <h2 id="details-heading" className="text-xl font-bold text-stone-900">
                {t.details}
              </h2>
              <p className="mt-3 leading-relaxed text-stone-800">{video.description}</p>
              <dl className="mt-4 space-y-2 text-stone-800">
                <Detail icon={<Tag aria-hidden="true" className="size-4" />} term={t.category}>
                  <Link to={categoryHref} className="font-semibold text-brand-800 underline">
                    {video.category}
                  </Link>
                </Detail>
                <Detail icon={<Clock aria-hidden="true" className="size-4" />} term={t.duration}>
                  {video.duration}
                </Detail>
                <Detail icon={<User aria-hidden="true" className="size-4" />} term={t.author}>
                  {video.author}
                </Detail>
              </dl>
            </section>
            <ShareLinks title={video.title} url={`${siteUrl}${pathname}`} />
          </div>
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="bg-brand-50">
          <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
            <h2 id="related-heading" className="text-2xl font-bold text-stone-900">
              {t.relatedHeading(video.category)}
            </h2>
            <div className="mt-6">
              <VideoGrid videos={related} onWatch={setPlaying} />
            </div>
          </div>
        </section>
      )}
      <LazyVideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </>
  )
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt className="inline-flex items-center gap-2 font-semibold text-stone-600">
        {icon}
        {term}:
      </dt>
      <dd>{children}</dd>
    </div>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
