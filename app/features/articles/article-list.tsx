import { useRef } from 'react'
import { LoadMoreLink, useFocusAfterLoadMore } from '~/components/load-more'
import { useMessages } from '~/i18n/messages'
import type { ArticleCardData } from './article-card'
import { ArticleGrid } from './article-grid'

interface ArticleListProps {
  articles: ArticleCardData[]
  /** How many articles the current filter holds. */
  total: number
  /** The link that shows more, while some are hidden. */
  nextHref: string | null
}

/** One page of the (filtered) articles, its count, the empty message and Load More Articles. */
export function ArticleList({ articles, total, nextHref }: ArticleListProps) {
  const t = useMessages().pages.articles
  const listRef = useRef<HTMLUListElement>(null)
  useFocusAfterLoadMore(listRef)
  return (
    <section aria-labelledby="articles-heading">
      <h2 id="articles-heading" className="sr-only">
        {t.listHeading}
      </h2>
      <p role="status" className="mb-4 text-sm text-stone-600">
        {articles.length > 0 && t.showing(articles.length, total)}
      </p>
      {articles.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 px-6 py-12 text-center text-lg text-stone-700">
          {t.empty}
        </p>
      ) : (
        <ArticleGrid articles={articles} listRef={listRef} />
      )}
      {nextHref && (
        <div className="mt-10 flex justify-center">
          <LoadMoreLink to={nextHref} shownCount={articles.length}>
            {t.loadMore}
          </LoadMoreLink>
        </div>
      )}
    </section>
  )
}
