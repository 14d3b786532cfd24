import type { Route } from './+types/home'
import { RouteErrorBoundary } from '~/components/error-boundary'
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
import { listFeaturedTopics } from '~/features/topics/queries'
import { listFeaturedVideos } from '~/features/videos/queries'
import { FEATURED_VIDEO_COUNT } from '~/features/videos/featured-videos'
import { pickRandom } from '~/features/videos/random-selection'
import { localeOfRequest } from '~/i18n/locale'
import { languageOf } from '~/i18n/messages'
import { island } from '~/lib/hydration/island'
import { getRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'
import { homeMessages } from '~/i18n/home'

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
// page, its script only when it nears the screen (lib/hydration/island.tsx), so none of it is in
// the first load (docs/decisions/0003). The ask-expert banner, at the foot of the page, is one too:
// most readers never reach it (docs/decisions/0038). Our Mission has nothing to do in the browser
// (no control, no link): an island whose script a page the server drew never fetches
// (docs/decisions/0039).
const Mission = island('mission', () => import('~/features/home/mission-section').then((m) => m.MissionSection), {
  loads: 'never',
})
const Promo = island('promo-video', () => import('~/features/home/promo-video').then((m) => m.PromoVideo))
// Featured Topics and Featured Videos bring the dialogs they open (routes/home/*-section.tsx).
const Topics = island('featured-topics', () => import('./home/topics-section').then((m) => m.TopicsSection))
const Companies = island('companies', () => import('~/features/home/companies-band').then((m) => m.CompaniesBand))
const Articles = island('recent-articles', () =>
  import('~/features/articles/recent-articles').then((m) => m.RecentArticles),
)
const Videos = island('featured-videos', () => import('./home/videos-section').then((m) => m.VideosSection))
const Statistics = island('statistics', () => import('~/features/home/statistics-band').then((m) => m.StatisticsBand))
const Testimonials = island('testimonials', () =>
  import('~/features/home/testimonials-carousel').then((m) => m.TestimonialsCarousel),
)

const AskExpertBanner = island('ask-expert-banner', () =>
  import('~/features/home/ask-expert-banner').then((m) => m.AskExpertBanner),
)
const islands = [Mission, Promo, Topics, Companies, Articles, Videos, Statistics, Testimonials, AskExpertBanner]

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { hero, videos, featuredVideos } = loaderData

  return (
    <>
      <HeroCarousel slides={hero.slides} fallbackImage={hero.fallbackImage} />
      <Mission cards={loaderData.missionCards} />
      <Promo video={videos.promo} />
      <Topics topics={loaderData.topics} />
      <Companies video={videos.companies} />
      <Articles articles={loaderData.recentArticles} />
      <Videos pool={featuredVideos.pool} initialSlugs={featuredVideos.initialSlugs} />
      <Statistics statistics={loaderData.statistics} backdrop={loaderData.statisticsBackdrop} />
      <Testimonials testimonials={loaderData.testimonials} />
      <AskExpertBanner background={loaderData.askExpertBackground} />
    </>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
