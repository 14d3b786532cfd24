import { data } from 'react-router'
import type { Route } from './+types/articles.$slug'
import { RouteErrorBoundary } from '~/components/error-boundary'
import { PageHeader } from '~/components/page-header'
import { getTopicGuide } from '~/features/topics/queries'
import { getMessages, useMessages } from '~/i18n/messages'
import { getRootData } from '~/lib/root-data'
import { seoMeta } from '~/lib/seo'

export function meta({ data: loaderData, matches, location }: Route.MetaArgs) {
  const { siteUrl, provider } = getRootData(matches)
  if (!loaderData) return [{ title: `${getMessages().notFound.title} | ${provider.hubName}` }]
  const { guide } = loaderData
  return seoMeta({
    title: guide.title,
    description: guide.description,
    path: location.pathname,
    siteUrl,
    hubName: provider.hubName,
    image: guide.images[0]?.src,
    type: 'article',
  })
}

export function loader({ params }: Route.LoaderArgs) {
  const guide = getTopicGuide(params.slug)
  if (!guide) throw data(null, { status: 404 })
  return {
    guide: {
      title: guide.title,
      description: guide.description,
      summary: guide.summary,
      images: guide.images,
      sources: guide.sources,
    },
  }
}

export default function TopicGuideRoute({ loaderData }: Route.ComponentProps) {
  const t = useMessages().pages.guide
  const { guide } = loaderData
  return (
    <article>
      <PageHeader title={guide.title} lead={guide.summary} />
      <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6" aria-labelledby="sources-heading">
        <h2 id="sources-heading" className="text-xl font-bold">
          {t.sources}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5">
          {guide.sources.map((source) => (
            <li key={source.url}>
              <a href={source.url} className="text-brand-800 underline" rel="noopener noreferrer" target="_blank">
                {source.title}
              </a>{' '}
              ({source.publisher})
            </li>
          ))}
        </ul>
      </section>
    </article>
  )
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
