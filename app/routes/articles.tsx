import { Link } from 'react-router'
import type { Route } from './+types/articles'
import { PageHeader } from '~/components/page-header'
import { listTopicGuides } from '~/features/topics/queries'
import { getMessages, useMessages } from '~/i18n/messages'
import { getRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'

export function meta({ matches }: Route.MetaArgs) {
  const { siteUrl, provider } = getRootData(matches)
  const t = getMessages().pages.articles
  return seoMeta({ title: t.title, description: t.description, path: '/articles', siteUrl, hubName: provider.hubName })
}

export function loader() {
  return {
    guides: listTopicGuides().map(({ slug, title, description }) => ({ slug, title, description })),
  }
}

export default function ArticlesRoute({ loaderData }: Route.ComponentProps) {
  const t = useMessages().pages.articles
  return (
    <>
      <PageHeader title={t.title} lead={t.description} />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6" aria-labelledby="guides-heading">
        <h2 id="guides-heading" className="text-2xl font-bold text-stone-900">
          {t.guidesHeading}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.guides.map((guide) => (
            <li key={guide.slug} className="rounded-xl border border-stone-200 p-5">
              <Link to={`/articles/${guide.slug}`} className="text-lg font-semibold text-brand-800 hover:underline">
                {guide.title}
              </Link>
              <p className="mt-2 text-stone-600">{guide.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
