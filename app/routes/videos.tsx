import { useState } from 'react'
import { useNavigation } from 'react-router'
import type { Route } from './+types/videos'
import { PageHeader } from '~/components/page-header'
import { LazyVideoPlayerDialog } from '~/features/videos/lazy-video-player-dialog'
import { listVideoCategories, listVideosByCategory, toVideoCard } from '~/features/videos/queries'
import { VideoCategoryFilter } from '~/features/videos/video-category-filter'
import { VideoList } from '~/features/videos/video-list'
import type { PlayableVideo } from '~/features/videos/video-player-dialog'
import { parseVideosParams, VIDEOS_PAGE } from '~/features/videos/videos-params'
import { videosHref } from '~/features/videos/videos-url'
import { localeOfRequest } from '~/i18n/locale'
import { languageOf, useCatalogue } from '~/i18n/messages'
import { pageWindow } from '~/lib/pagination'
import { slugify } from '~/lib/slug'
import { getRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'
import { cn } from '~/lib/utils'
import { videosMessages } from '~/i18n/videos'
import type { RenderHandle } from '~/lib/page-rendering'

// The page cache keeps one page per value of these (lib/page-rendering.ts).
export const handle = { query: ['category', 'show'] } satisfies RenderHandle

export function meta({ matches }: Route.MetaArgs) {
  const { locale } = languageOf(matches)
  const { siteUrl, provider } = getRootData(matches)
  const t = videosMessages[locale]
  return seoMeta({
    locale,
    title: t.title,
    description: t.description,
    path: '/videos',
    siteUrl,
    hubName: provider.hubName,
  })
}

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request)
  const params = parseVideosParams(new URL(request.url).searchParams)
  const category = params.category ? slugify(params.category) : null
  const matching = listVideosByCategory(params.category, locale)
  const page = pageWindow(matching.length, params.show, VIDEOS_PAGE)
  return {
    categories: listVideoCategories(locale),
    category,
    videos: matching.slice(0, page.visibleCount).map((video) => toVideoCard(video, locale)),
    total: matching.length,
    nextHref: page.hasMore ? videosHref({ category, show: page.nextCount }) : null,
  }
}

export default function VideosRoute({ loaderData }: Route.ComponentProps) {
  const t = useCatalogue(videosMessages)
  const navigation = useNavigation()
  const isLoading = navigation.state === 'loading' && navigation.location.pathname === '/videos'
  const [playing, setPlaying] = useState<PlayableVideo | null>(null)
  return (
    <>
      <PageHeader title={t.title} lead={t.description} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <VideoCategoryFilter categories={loaderData.categories} category={loaderData.category} />
        <div aria-busy={isLoading} className={cn('mt-8 transition-opacity', isLoading && 'opacity-60')}>
          <VideoList
            videos={loaderData.videos}
            total={loaderData.total}
            nextHref={loaderData.nextHref}
            onWatch={setPlaying}
          />
        </div>
      </div>
      <LazyVideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </>
  )
}
