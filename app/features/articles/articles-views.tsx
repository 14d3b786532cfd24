import { useCatalogue } from '~/i18n/messages'
import Bookmark from '~icons/lucide/bookmark'
import LayoutGrid from '~icons/lucide/layout-grid'
import { cn } from '~/lib/utils'
import { articlesHref, type ArticlesView } from './articles-url'
import { useBookmarks } from './use-bookmarks'
import { Link } from '~/components/link'
import { articlesMessages } from '~/i18n/articles'

/** Links between all articles and the ones saved on this device. */
export function ArticlesViews({ view }: { view: ArticlesView }) {
  const t = useCatalogue(articlesMessages)
  const { savedIds } = useBookmarks()
  const tabs = [
    { view: 'all', href: articlesHref(), label: t.allArticles, Icon: LayoutGrid },
    { view: 'saved', href: articlesHref({ view: 'saved' }), label: t.saved, Icon: Bookmark },
  ] as const
  return (
    <nav aria-label={t.viewsLabel}>
      <ul className="inline-flex rounded-lg bg-stone-100 p-1">
        {tabs.map(({ view: tabView, href, label, Icon }) => {
          const isCurrent = tabView === view
          return (
            <li key={tabView}>
              <Link
                to={href}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex h-10 items-center gap-2 rounded-md px-4 text-sm font-semibold',
                  isCurrent ? 'bg-white text-brand-900 shadow-sm' : 'text-stone-700 hover:text-stone-900',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
                {tabView === 'saved' && savedIds.length > 0 && (
                  <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{savedIds.length}</span>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
