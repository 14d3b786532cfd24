import BuildingComplex from '~icons/lucide/building-complex'
import { useCallback, useState } from 'react'
import { data, isRouteErrorResponse, useRouteError } from 'react-router'
import type { Route } from './+types/companies.$companyId'
import { RouteErrorBoundary } from '~/components/error-boundary'
import { ButtonLink } from '~/components/ui/button'
import type { CompanyVideo } from '~/content/schema'
import { CompanyContactInfo } from '~/features/companies/company-contact-info'
import { CompanyHero } from '~/features/companies/company-hero'
import { organizationJsonLd } from '~/features/companies/company-json-ld'
import { CompanyInsightsIsland, CompanyMessageIsland, CompanyVideosIsland } from '~/features/companies/company-islands'
import { getCompany } from '~/features/companies/queries'
import { LazyVideoPlayerDialog } from '~/features/videos/lazy-video-player-dialog'
import type { PlayableVideo } from '~/features/videos/video-player-dialog'
import { localeOfRequest } from '~/i18n/locale'
import { languageOf, useCatalogue } from '~/i18n/messages'
import { getRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'
import { Link } from '~/components/link'
import { companyMessages } from '~/i18n/companies'

const MESSAGE_FORM_ID = 'company-message'
/** What follows the hero: the first paint waits until the parser has reached it (links below). */
const DETAILS_ID = 'company-details'

// The first paint waits until the parser is past the hero (HTML's rel=expect, as root.tsx does for
// <main>): on a busy machine the hero was drawn half parsed, and its row anchored to the bottom grew
// upward as the tagline and facts arrived (a layout shift of 0.0096 at 1280 px).
export function links(): Route.LinkDescriptors {
  return [{ rel: 'expect', href: `#${DETAILS_ID}`, ...{ blocking: 'render' } }]
}

export function meta({ data: loaderData, matches, location }: Route.MetaArgs) {
  const { locale } = languageOf(matches)
  const { siteUrl, provider } = getRootData(matches)
  if (!loaderData) return [{ title: `${companyMessages[locale].notFoundTitle} | ${provider.hubName}` }]
  const { company } = loaderData
  return [
    ...seoMeta({
      locale,
      title: company.name,
      description: company.tagline,
      path: location.pathname,
      siteUrl,
      hubName: provider.hubName,
      image: company.coverImage,
    }),
    { 'script:ld+json': organizationJsonLd(company, `${siteUrl}${location.pathname}`) },
  ]
}

export async function loader({ params, request }: Route.LoaderArgs) {
  // Below the about text the sections are islands: their code loads when they near the
  // screen or are used, so it is not in the first load.
  await Promise.all([CompanyVideosIsland, CompanyInsightsIsland, CompanyMessageIsland].map((s) => s.preload()))
  const company = getCompany(params.companyId, localeOfRequest(request))
  if (!company) throw data(null, { status: 404 })
  return { company }
}

export default function CompanyRoute({ loaderData }: Route.ComponentProps) {
  const { company } = loaderData
  const t = useCatalogue(companyMessages)
  // A chosen video opens the player; closing it clears the choice.
  const [selectedVideo, setSelectedVideo] = useState<PlayableVideo | null>(null)

  // Stable: an island's props must stay the same between renders.
  const handleWatch = useCallback(
    (video: CompanyVideo) => setSelectedVideo({ youtubeId: video.id, title: video.title }),
    [],
  )

  return (
    <>
      <CompanyHero company={company} />
      <div id={DETAILS_ID} className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:gap-12">
        <section aria-labelledby="about" className="lg:col-span-2">
          <h2 id="about" className="text-2xl font-bold text-stone-900 sm:text-3xl">
            {t.aboutTitle}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-stone-700">{company.description}</p>
        </section>
        <CompanyContactInfo company={company} formId={MESSAGE_FORM_ID} />
      </div>
      <CompanyVideosIsland videos={company.videos} onWatch={handleWatch} />
      <CompanyInsightsIsland blogs={company.blogs} />
      {/* Loader data as is: an island's props must stay the same when a chosen video re-renders the page. */}
      <CompanyMessageIsland company={company} formId={MESSAGE_FORM_ID} />
      {/* The player (and the dialog code under it) loads only when a farmer picks a video. */}
      <LazyVideoPlayerDialog video={selectedVideo} onClose={() => setSelectedVideo(null)} />
    </>
  )
}

/** An unknown company id gets the spec's own "Company Not Found" page (status 404). */
export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <CompanyNotFound />
  return <RouteErrorBoundary />
}

function CompanyNotFound() {
  const t = useCatalogue(companyMessages)
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <BuildingComplex aria-hidden="true" className="size-14 text-brand-700" />
      <h1 className="mt-4 text-3xl font-bold text-stone-900">{t.notFoundTitle}</h1>
      <p className="mt-4 text-lg text-stone-600">{t.notFoundBody}</p>
      <ButtonLink size="lg" className="mt-8">
        <Link to="/companies">{t.backToCompanies}</Link>
      </ButtonLink>
    </section>
  )
}
