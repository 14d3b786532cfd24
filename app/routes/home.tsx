import { Link } from 'react-router'
import type { Route } from './+types/home'
import { Button } from '~/components/ui/button'
import { getMessages, useMessages } from '~/i18n/messages'
import { getRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'

export function meta({ matches }: Route.MetaArgs) {
  const { siteUrl, provider } = getRootData(matches)
  const t = getMessages().pages.home
  return seoMeta({ title: provider.hubName, description: t.description, path: '/', siteUrl, hubName: provider.hubName })
}

export default function HomeRoute() {
  const t = useMessages().pages.home
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <div className="mx-auto flex min-h-[60vh] max-w-7xl flex-col justify-center px-4 py-16 sm:px-6">
        <p className="text-sm font-semibold tracking-[0.25em] text-accent-400">{t.eyebrow}</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">{t.heading}</h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">{t.subheading}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Button asChild size="lg" variant="accent">
            <Link to="/articles">{t.browseArticles}</Link>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <Link to="/ask-expert">{t.askExpert}</Link>
          </Button>
        </div>
      </div>
    </section>
  )
}
