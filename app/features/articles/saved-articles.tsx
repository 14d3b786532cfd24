import BookmarkPlus from '~icons/lucide/bookmark-plus'
import { lazy, Suspense } from 'react'
import { useCatalogue } from '~/i18n/messages'
import { ButtonLink } from '~/components/ui/button'
import { ArticleGrid } from './article-grid'
import type { ArticleCardData } from './article-card'
import { articlesHref } from './articles-url'
import { useSavedIds } from './use-bookmarks'
import { Link } from '~/components/link'
import { articlesMessages } from '~/i18n/articles'

// The guides saved for offline reading: their code loads with the Saved view, not with every Articles page.
const SavedOfflineGuides = lazy(() =>
  import('./saved-offline-guides').then((module) => ({ default: module.SavedOfflineGuides })),
)

/** The "Saved" view: the articles saved on this device, most recently saved first. */
export function SavedArticles({ articles }: { articles: ArticleCardData[] }) {
  const t = useCatalogue(articlesMessages)
  const savedIds = useSavedIds()
  const saved = (savedIds ?? []).flatMap((id) => articles.find((article) => article.id === id) ?? [])

  return (
    <>
      <section aria-labelledby="saved-heading">
        <h2 id="saved-heading" className="text-2xl font-bold text-stone-900">
          {t.savedHeading}
        </h2>
        {savedIds === null ? (
          <p className="mt-2 text-stone-600">{t.savedLoading}</p>
        ) : saved.length === 0 ? (
          <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-stone-300 px-6 py-12 text-center">
            <BookmarkPlus aria-hidden="true" className="size-10 text-brand-700" />
            <p className="mt-4 text-lg font-semibold text-stone-900">{t.savedEmpty}</p>
            <p className="mt-1 text-stone-600">{t.savedEmptyHelp}</p>
            <ButtonLink variant="outline" className="mt-6">
              <Link to={articlesHref()}>{t.browseArticles}</Link>
            </ButtonLink>
          </div>
        ) : (
          <>
            <p className="mt-2 text-stone-600">{t.savedIntro}</p>
            <div className="mt-6">
              <ArticleGrid articles={saved} />
            </div>
          </>
        )}
      </section>
      <Suspense fallback={null}>
        <SavedOfflineGuides />
      </Suspense>
    </>
  )
}
