import type { Ref } from 'react'
import { useCatalogue } from '~/i18n/messages'
import { notify } from '~/components/ui/toaster'
import { ArticleCard, type ArticleCardData } from './article-card'
import { BookmarkButton } from './bookmark-button'
import { useBookmarks } from './use-bookmarks'
import { articlesMessages } from '~/i18n/articles'

interface ArticleGridProps {
  articles: ArticleCardData[]
  headingLevel?: 2 | 3
  /** The list element, for moving focus to the first newly shown card after "Load More". */
  listRef?: Ref<HTMLUListElement>
  /** The grid opens its page: its first card's photo is the largest paint on a phone. */
  opensPage?: boolean
}

/** Article cards, each with its bookmark button. */
export function ArticleGrid({ articles, headingLevel = 3, listRef, opensPage = false }: ArticleGridProps) {
  const t = useCatalogue(articlesMessages)
  const { savedIds, toggle } = useBookmarks()

  async function handleToggle(article: ArticleCardData) {
    const change = await toggle(article.id)
    if (change === 'saved') void notify(t.savedToast, { description: t.savedToastBody })
    else if (change === 'removed') void notify(t.removedToast, { description: article.title })
    else void notify(t.saveFailed, { description: t.saveFailedBody, variant: 'destructive' })
  }

  return (
    <ul ref={listRef} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article.id} className="flex [&>article]:flex-1">
          <ArticleCard
            article={article}
            headingLevel={headingLevel}
            isLargestPaint={opensPage && index === 0}
            actions={
              <BookmarkButton
                title={article.title}
                isSaved={savedIds.includes(article.id)}
                onToggle={() => void handleToggle(article)}
              />
            }
          />
        </li>
      ))}
    </ul>
  )
}
