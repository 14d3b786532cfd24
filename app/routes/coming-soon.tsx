import Clock from '~icons/lucide/clock'
import House from '~icons/lucide/house'
import { data } from 'react-router'
import type { Route } from './+types/coming-soon'
import { pagePath } from '~/i18n/locale'
import { comingSoonMessages } from '~/i18n/coming-soon'
import { languageOf, useCatalogue } from '~/i18n/messages'
import { ButtonLink } from '~/components/ui/button'
import { IconBadge } from '~/components/ui/icon-badge'
import { getRootData } from '~/lib/root-data'
import type { HydrationHandle } from '~/lib/hydration/contract'
import { seoMeta } from '~/lib/seo'
import { Link } from '~/components/link'

const pages = ['marketplace', 'drone-services', 'auth'] as const
type ComingSoonPage = (typeof pages)[number]

function isComingSoonPage(value: string): value is ComingSoonPage {
  return (pages as readonly string[]).includes(value)
}

// A reading page like a guide: a message and a way home, so it is served without its
// application script until a press needs it (decision 2).
export const handle = { hydrate: 'on-interaction' } satisfies HydrationHandle

export function meta({ data: loaderData, matches, location }: Route.MetaArgs) {
  const { locale } = languageOf(matches)
  const { siteUrl, provider } = getRootData(matches)
  if (!loaderData) return []
  const page = comingSoonMessages[locale][loaderData.page]
  const tags = seoMeta({
    locale,
    title: page.title,
    description: page.body,
    path: location.pathname,
    siteUrl,
    hubName: provider.hubName,
  })
  // Accounts do not exist yet: their page is for the About page's readers, not for search
  // engines (and so not in the sitemap, which leaves out every page that says noindex).
  return loaderData.page === 'auth' ? [...tags, { name: 'robots', content: 'noindex' }] : tags
}

// One module serves /marketplace, /drone-services and /auth (see routes.ts).
export function loader({ request }: Route.LoaderArgs) {
  const page = pagePath(new URL(request.url).pathname).replace(/^\/|\/$/g, '')
  if (!isComingSoonPage(page)) throw data(null, { status: 404 })
  return { page }
}

export default function ComingSoonRoute({ loaderData }: Route.ComponentProps) {
  const t = useCatalogue(comingSoonMessages)
  const page = t[loaderData.page]
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <IconBadge icon={Clock} size="xl" />
      <p className="mt-6 text-sm font-semibold tracking-[0.2em] text-brand-700 uppercase">{page.title}</p>
      <h1 className="mt-2 text-4xl font-bold text-stone-900">{t.heading}</h1>
      <p className="mt-4 text-lg text-stone-600">{page.body}</p>
      <ButtonLink size="lg" className="mt-8" icon={House}>
        <Link to="/">{t.returnHome}</Link>
      </ButtonLink>
    </section>
  )
}
