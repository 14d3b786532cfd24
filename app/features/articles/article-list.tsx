import { useRef } from 'react'
import { PagedList } from '~/components/load-more'
import { useCatalogue } from '~/i18n/messages'
import type { ArticleCardData } from './article-card'
import { ArticleGrid } from './article-grid'
import { articlesMessages } from '~/i18n/articles'

interface ArticleListProps {
  articles: ArticleCardData[]
  /** How many articles the current filter holds. */
  total: number
  /** The link that shows more, while some are hidden. */
  nextHref: string | null
}

/** One page of the (filtered) articles, its count, the empty message and Load More Articles. */
export function ArticleList({ articles, total, nextHref }: ArticleListProps) {
  const t = useCatalogue(articlesMessages)
  const listRef = useRef<HTMLUListElement>(null)
  return (
    <PagedList
      headingId="articles-heading"
      heading={t.listHeading}
      shownCount={articles.length}
      status={t.showing(articles.length, total)}
      empty={
        <p className="rounded-xl border border-dashed border-stone-300 px-6 py-12 text-center text-lg text-stone-700">
          {t.empty}
        </p>
      }
      nextHref={nextHref}
      loadMoreLabel={t.loadMore}
      listRef={listRef}
    >
      {/* Below the page's heading and filters: its first photo is what a phone shows largest. */}
      <ArticleGrid articles={articles} listRef={listRef} opensPage />
    </PagedList>
  )
}
