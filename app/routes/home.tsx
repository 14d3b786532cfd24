import { Suspense, useState } from 'react'
import type { Route } from './+types/home'
import { RouteErrorBoundary } from '~/components/error-boundary'
import { lazyDialog } from '~/components/lazy-dialog'
import { LoadingOverlay } from '~/components/ui/loading-overlay'
import { HeroCarousel } from '~/features/home/hero-carousel'
import {
  getAskExpertBackground,
  getHero,
  getHomeVideos,
  getStatisticsBackdrop,
  listMissionCards,
  listStatistics,
  listTestimonials,
} from '~/features/home/queries'
import { listRecentArticles } from '~/features/articles/queries'
import type { FeaturedTopicCardData } from '~/features/topics/featured-topics'
import { listFeaturedTopics } from '~/features/topics/queries'
import { listFeaturedVideos } from '~/features/videos/queries'
import { FEATURED_VIDEO_COUNT } from '~/features/videos/featured-videos'
import { pickRandom } from '~/features/videos/random-selection'
import type { PlayableVideo } from '~/features/videos/video-player-dialog'
import { localeOfRequest } from '~/i18n/locale'
import { languageOf, useCatalogue } from '~/i18n/messages'
import { island } from '~/lib/island'
import { getRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'
import { IMAGE_HOSTS, preconnectTo } from '~/lib/image-url'
import { homeMessages } from '~/i18n/home'

// The hero's first photo (the page's largest paint) is on Cloudinary.
export const links: Route.LinksFunction = () => [preconnectTo(IMAGE_HOSTS.cloudinary)]

export function meta({ matches }: Route.MetaArgs) {
  const { locale } = languageOf(matches)
  const { siteUrl, provider } = getRootData(matches)
  const t = homeMessages[locale]
  return seoMeta({
    locale,
    title: provider.hubName,
    description: t.description,
    path: '/',
    siteUrl,
    hubName: provider.hubName,
  })
}

/** What the first paint needs; a guide's text and the video lists load when asked for. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request)
  await Promise.all(islands.map((section) => section.preload()))
  const videoPool = listFeaturedVideos(locale)
  return {
    hero: getHero(locale),
    missionCards: listMissionCards(locale),
    videos: getHomeVideos(),
    topics: listFeaturedTopics(locale),
    recentArticles: listRecentArticles(4, locale),
    featuredVideos: {
      pool: videoPool,
      initialSlugs: pickRandom(videoPool, FEATURED_VIDEO_COUNT).map((video) => video.slug),
    },
    statistics: listStatistics(locale),
    statisticsBackdrop: getStatisticsBackdrop(),
    testimonials: listTestimonials(locale),
    askExpertBackground: getAskExpertBackground(),
  }
}

// Below the hero every section with interactive code is an island: its HTML comes with the
// page, its script only when it nears the screen (lib/island.tsx), so none of it is in the
// first load. The ask-expert banner, at the foot of the page, is one too (0.6 KB less for a
// section most readers never reach). Our Mission has nothing to do in the browser (no control,
// no link): an island whose script a page the server drew never fetches. docs/decisions/0003.
const Mission = island('mission', () => import('~/features/home/mission-section').then((m) => m.MissionSection), {
  loads: 'never',
})
const Promo = island('promo-video', () => import('~/features/home/promo-video').then((m) => m.PromoVideo))
const Topics = island('featured-topics', () =>
  import('~/features/topics/featured-topics').then((m) => m.FeaturedTopics),
)
const Companies = island('companies', () => import('~/features/home/companies-band').then((m) => m.CompaniesBand))
const Articles = island('recent-articles', () =>
  import('~/features/articles/recent-articles').then((m) => m.RecentArticles),
)
const Videos = island('featured-videos', () =>
  import('~/features/videos/featured-videos').then((m) => m.FeaturedVideos),
)
const Statistics = island('statistics', () => import('~/features/home/statistics-band').then((m) => m.StatisticsBand))
const Testimonials = island('testimonials', () =>
  import('~/features/home/testimonials-carousel').then((m) => m.TestimonialsCarousel),
)

const AskExpertBanner = island('ask-expert-banner', () =>
  import('~/features/home/ask-expert-banner').then((m) => m.AskExpertBanner),
)
const islands = [Mission, Promo, Topics, Companies, Articles, Videos, Statistics, Testimonials, AskExpertBanner]

// The dialogs' code (Radix Dialog, the reader, the flow, the player) is fetched on the
// first press, or as soon as a pointer or focus on a Featured Topics button shows intent.
const loadReader = () => import('~/features/topics/article-reader-dialog')
const loadFlow = () => import('~/features/videos/topic-video-flow-dialog')
const loadPlayer = () => import('~/features/videos/video-player-dialog')
const ArticleReaderDialog = lazyDialog(() => loadReader().then((m) => m.ArticleReaderDialog))
const TopicVideoFlowDialog = lazyDialog(() => loadFlow().then((m) => m.TopicVideoFlowDialog))
const VideoPlayerDialog = lazyDialog(() => loadPlayer().then((m) => m.VideoPlayerDialog))
const prepareDialog = (action: 'learn-more' | 'watch-videos') =>
  void (action === 'learn-more' ? loadReader() : loadFlow()).catch(() => {})

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const t = useCatalogue(homeMessages)
  const [reading, setReading] = useState<FeaturedTopicCardData | null>(null)
  const [watching, setWatching] = useState<FeaturedTopicCardData | null>(null)
  const [playing, setPlaying] = useState<PlayableVideo | null>(null)
  const { hero, videos, featuredVideos } = loaderData

  return (
    <>
      <HeroCarousel slides={hero.slides} fallbackImage={hero.fallbackImage} />
      <Mission cards={loaderData.missionCards} />
      <Promo video={videos.promo} />
      <Topics
        topics={loaderData.topics}
        onLearnMore={setReading}
        onWatchVideos={setWatching}
        onIntent={prepareDialog}
      />
      <Companies video={videos.companies} />
      <Articles articles={loaderData.recentArticles} />
      <Videos pool={featuredVideos.pool} initialSlugs={featuredVideos.initialSlugs} onWatch={setPlaying} />
      <Statistics statistics={loaderData.statistics} backdrop={loaderData.statisticsBackdrop} />
      <Testimonials testimonials={loaderData.testimonials} />
      <AskExpertBanner background={loaderData.askExpertBackground} />

      <Suspense fallback={<LoadingOverlay label={t.opening} />}>
        {reading && <ArticleReaderDialog topic={reading} onClose={() => setReading(null)} />}
        {watching && <TopicVideoFlowDialog topic={watching} onClose={() => setWatching(null)} />}
        {playing && <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />}
      </Suspense>
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
