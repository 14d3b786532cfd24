import ArrowLeft from '~icons/lucide/arrow-left'
import { useState } from 'react'
import { data, useLocation } from 'react-router'
import type { Route } from './+types/articles.$slug'
import { RouteErrorBoundary } from '~/components/error-boundary'
import { PageHeader } from '~/components/page-header'
import { ShareLinks } from '~/components/share-links'
import { GuideBody } from '~/features/topics/guide-body'
import { AtAGlance } from '~/features/topics/at-a-glance'
import { GuideCallToAction } from '~/features/topics/guide-call-to-action'
import { GuidePicture } from '~/features/topics/guide-picture'
import { GuideReview } from '~/features/topics/guide-review'
import { buildGuideJsonLd } from '~/features/topics/guide-json-ld'
import { GuideSources } from '~/features/topics/guide-sources'
import { getTopicGuide, listRelatedGuides } from '~/features/topics/queries'
import { RelatedGuides } from '~/features/topics/related-guides'
import { SaveForOffline } from '~/features/topics/save-for-offline'
import { formatGuideDate } from '~/features/topics/review-date'
import { LazyVideoPlayerDialog } from '~/features/videos/lazy-video-player-dialog'
import { listTopicVideos } from '~/features/videos/queries'
import { TopicVideos } from '~/features/videos/topic-videos'
import type { PlayableVideo } from '~/features/videos/video-player-dialog'
import { localeOfRequest } from '~/i18n/locale'
import { languageOf, useLanguage } from '~/i18n/messages'
import type { HydrationHandle } from '~/lib/hydration/contract'
import { getRootData, useRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'
import { Link } from '~/components/link'
import { guideMessages } from '~/i18n/guide'

// A reading page: served without its application script, which loads on the first press of a
// control that needs it (server/deferred-hydration.ts, docs/decisions/0002-deferred-hydration.md).
export const handle = { hydrate: 'on-interaction' } satisfies HydrationHandle

export function meta({ data: loaderData, matches, location }: Route.MetaArgs) {
  const { locale, messages } = languageOf(matches)
  const { siteUrl, provider } = getRootData(matches)
  if (!loaderData) return [{ title: `${messages.notFound.title} | ${provider.hubName}` }]
  const { guide } = loaderData
  const image = guide.images[0]?.src
  return [
    ...seoMeta({
      locale,
      title: guide.title,
      description: guide.description,
      path: location.pathname,
      siteUrl,
      hubName: provider.hubName,
      image,
      type: 'article',
    }),
    {
      'script:ld+json': buildGuideJsonLd({
        title: guide.title,
        description: guide.description,
        image,
        updatedOn: guide.updatedOn,
        url: `${siteUrl}${location.pathname}`,
        organization: { name: provider.providerName, url: siteUrl },
      }),
    },
  ]
}

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request)
  const guide = getTopicGuide(params.slug, locale)
  if (!guide) throw data(null, { status: 404 })
  const { slug, title, description, summary, body, images, sources, updatedOn, reviewedOn, atAGlance } = guide
  const topicVideos = listTopicVideos(slug, locale)
  return {
    guide: {
      slug,
      title,
      description,
      summary,
      body,
      images,
      // The page shows each source's title, publisher and link; the passages it backs are for the content tests.
      sources: sources.map(({ title, publisher, url }) => ({ title, publisher, url })),
      updatedOn,
      reviewedOn,
      atAGlance,
    },
    videos: topicVideos.videos,
    moreVideosUrl: topicVideos.moreUrl,
    related: listRelatedGuides(guide, locale).map((other) => ({
      slug: other.slug,
      title: other.title,
      description: other.description,
      image: other.images[0],
    })),
  }
}

export default function TopicGuideRoute({ loaderData }: Route.ComponentProps) {
  const { locale } = useLanguage()
  const t = guideMessages[locale]
  const { siteUrl } = useRootData()
  const { pathname } = useLocation()
  const [playing, setPlaying] = useState<PlayableVideo | null>(null)
  const { guide, videos, moreVideosUrl, related } = loaderData
  const [headerImage, ...illustrations] = guide.images

  return (
    <>
      <article>
        <PageHeader title={guide.title} lead={guide.description}>
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-brand-100">
            <Link to="/articles" className="inline-flex items-center gap-1 font-semibold text-white underline">
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t.allArticles}
            </Link>
            <span>
              {t.updated} <time dateTime={guide.updatedOn}>{formatGuideDate(guide.updatedOn, locale)}</time>
            </span>
          </p>
        </PageHeader>
        <div className="mx-auto max-w-3xl space-y-12 px-4 py-8 sm:px-6 sm:py-12">
          <div className="space-y-6">
            <p className="text-xl leading-relaxed text-stone-800">{guide.summary}</p>
            <ShareLinks title={guide.title} url={`${siteUrl}${pathname}`} />
            <SaveForOffline guide={{ path: pathname, title: guide.title, images: guide.images }} />
          </div>
          <AtAGlance items={guide.atAGlance}>
            <GuideReview slug={guide.slug} reviewedOn={guide.reviewedOn} />
          </AtAGlance>
          {headerImage && <HeaderImage image={headerImage} />}
          <GuideBody body={guide.body} images={illustrations} />
          {videos.length > 0 && (
            <section aria-labelledby="videos-heading">
              <h2 id="videos-heading" className="text-2xl font-bold text-stone-900">
                {t.videosHeading(guide.title)}
              </h2>
              <p className="mt-2 text-stone-600">{t.videosLead}</p>
              <TopicVideos videos={videos} moreUrl={moreVideosUrl} onPlay={setPlaying} />
            </section>
          )}
          <GuideCallToAction />
          <GuideSources sources={guide.sources} />
        </div>
      </article>
      {related.length > 0 && (
        <div className="bg-brand-50">
          <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
            <RelatedGuides guides={related} />
          </div>
        </div>
      )}
      <LazyVideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </>
  )
}

/**
 * The guide's own photo, after its summary and At a glance: the first screen is the text a farmer
 * came for, drawn without waiting for a connection to the photo host and a photo's bytes
 * (LCP on slow 4G). Lazy, so it costs nothing until the reader scrolls near it.
 */
function HeaderImage({ image }: { image: { src: string; alt: string; width: number; height: number } }) {
  return (
    <GuidePicture
      image={image}
      loading="lazy"
      // The reading column: 48rem less its padding from `md`, the screen less 1rem each side below.
      sizes="(min-width: 768px) 720px, calc(100vw - 2rem)"
      className="aspect-[16/9] w-full rounded-xl bg-brand-50 object-cover"
      placeholderClassName="flex aspect-[16/9] w-full items-center justify-center rounded-xl bg-gradient-to-br from-brand-100 to-brand-200 text-brand-700"
      iconClassName="size-12"
    />
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
