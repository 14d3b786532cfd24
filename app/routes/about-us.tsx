import MapPin from '~icons/lucide/map-pin'
import type { Route } from './+types/about-us'
import { Backdrop } from '~/components/backdrop'
import { PageHeader } from '~/components/page-header'
import { AboutCallToAction } from '~/features/about/about-call-to-action'
import { EcosystemSection } from '~/features/about/ecosystem-section'
import { ImpactSection } from '~/features/about/impact-section'
import { getAbout, getAboutBackdrops, listTeam } from '~/features/about/queries'
import { TeamSection } from '~/features/about/team-section'
import { VisionMission } from '~/features/about/vision-mission'
import { localeOfRequest } from '~/i18n/locale'
import { languageOf, useCatalogue } from '~/i18n/messages'
import { getRootData, useRootData } from '~/lib/root-data'
import type { HydrationHandle } from '~/lib/hydration/contract'
import { seoMeta } from '~/lib/seo'
import { aboutMessages } from '~/i18n/about'

// A reading page like a guide: text, photos and links, so it is served without its
// application script until a press needs it (decision 2).
export const handle = { hydrate: 'on-interaction' } satisfies HydrationHandle

export function meta({ matches }: Route.MetaArgs) {
  const { locale } = languageOf(matches)
  const { siteUrl, provider } = getRootData(matches)
  const t = aboutMessages[locale]
  return seoMeta({
    locale,
    title: t.title,
    description: t.description,
    path: '/about-us',
    siteUrl,
    hubName: provider.hubName,
  })
}

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request)
  const { blurb, vision, mission, ecosystem, impact } = getAbout(locale)
  return { blurb, vision, mission, ecosystem, impact, team: listTeam(locale), backdrops: getAboutBackdrops() }
}

export default function AboutUsRoute({ loaderData }: Route.ComponentProps) {
  const t = useCatalogue(aboutMessages)
  const { provider } = useRootData()
  return (
    <>
      <PageHeader
        title={t.title}
        lead={loaderData.blurb}
        // The page's largest paint on a phone and a wide screen: the whole first band. Placed at its
        // bottom right, so the name lettered on the photo's left is mostly cut off behind the title.
        backdrop={
          <Backdrop
            photo={loaderData.backdrops.hero}
            loading="eager"
            fetchPriority="high"
            className="object-[80%_100%]"
          />
        }
      >
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold text-white ring-1 ring-white/20">
          <MapPin aria-hidden="true" className="size-4 text-accent-400" />
          {t.basedIn(provider.homeBase)}
        </p>
      </PageHeader>
      <VisionMission vision={loaderData.vision} mission={loaderData.mission} />
      <EcosystemSection parts={loaderData.ecosystem} backdrop={loaderData.backdrops.ecosystem} />
      <TeamSection members={loaderData.team} />
      <ImpactSection items={loaderData.impact} />
      <AboutCallToAction />
    </>
  )
}
