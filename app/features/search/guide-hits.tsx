import { useCatalogue } from '~/i18n/messages'
import BookOpen from '~icons/lucide/book-open'
import { Link } from '~/components/link'
import { articlesMessages } from '~/i18n/articles'

export interface GuideHit {
  slug: string
  title: string
  heading: string | null
  anchor: string | null
  excerpt: string
}

/** Topic guides that matched a search, each linking to the matching section. */
export function GuideHits({ hits }: { hits: GuideHit[] }) {
  const t = useCatalogue(articlesMessages)
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {hits.map((hit) => (
        <li key={hit.slug} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <h3 className="flex items-start gap-2 text-lg font-bold text-stone-900">
            <BookOpen aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <Link
              to={`/articles/${hit.slug}${hit.anchor ? `#${hit.anchor}` : ''}`}
              className="hover:text-brand-800 hover:underline"
            >
              {hit.title}
            </Link>
          </h3>
          {hit.heading && (
            <p className="mt-1 text-sm font-semibold text-brand-800">
              {t.inSection} {hit.heading}
            </p>
          )}
          <p className="mt-2 text-stone-700">{hit.excerpt}</p>
        </li>
      ))}
    </ul>
  )
}
