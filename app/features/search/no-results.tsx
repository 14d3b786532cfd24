import { useCatalogue } from '~/i18n/messages'
import SearchX from '~icons/lucide/search-x'
import { Link } from '~/components/link'
import { articlesMessages } from '~/i18n/articles'

interface NoResultsProps {
  query: string
  guides: { slug: string; title: string }[]
  clearHref: string
}

/** Nothing matched: say so plainly and offer every topic guide instead. */
export function NoResults({ query, guides, clearHref }: NoResultsProps) {
  const t = useCatalogue(articlesMessages)
  return (
    <div className="rounded-xl border border-dashed border-stone-300 px-6 py-10">
      <div className="flex flex-col items-center text-center">
        <SearchX aria-hidden="true" className="size-10 text-brand-700" />
        <h2 className="mt-4 text-xl font-bold text-stone-900">{t.noResults(query)}</h2>
        <p className="mt-2 max-w-xl text-stone-600">{t.noResultsHelp}</p>
      </div>
      <ul
        aria-label={t.guideResultsHeading}
        className="mx-auto mt-6 grid max-w-3xl gap-2 sm:grid-cols-2 lg:grid-cols-3"
      >
        {guides.map((guide) => (
          <li key={guide.slug}>
            <Link
              to={`/articles/${guide.slug}`}
              className="block rounded-lg bg-brand-50 px-4 py-3 font-semibold text-brand-900 hover:bg-brand-100"
            >
              {guide.title}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center">
        <Link to={clearHref} className="font-semibold text-brand-800 underline">
          {t.clearSearch}
        </Link>
      </p>
    </div>
  )
}
