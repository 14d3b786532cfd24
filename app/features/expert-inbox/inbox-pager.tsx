import ChevronLeft from '~icons/lucide/chevron-left'
import ChevronRight from '~icons/lucide/chevron-right'
import { Link } from '~/components/link'
import { expertMessages } from '~/i18n/expert'
import { useCatalogue } from '~/i18n/messages'

interface InboxPagerProps {
  page: number
  pageSize: number
  total: number
  /** The inbox's URL for another page, keeping the filters. */
  hrefFor: (page: number) => string
}

/** Which questions this page shows, and links to the newer and older ones. */
export function InboxPager({ page, pageSize, total, hrefFor }: InboxPagerProps) {
  const t = useCatalogue(expertMessages).inbox
  if (total === 0) return null
  const from = (page - 1) * pageSize + 1
  const to = Math.min(total, page * pageSize)
  const linkClass = 'inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4'
  return (
    <nav aria-label={t.pages} className="flex flex-wrap items-center justify-between gap-3 py-2">
      <p className="text-sm text-stone-600">{t.showing(from, to, total)}</p>
      <div className="flex gap-5">
        {page > 1 && (
          <Link to={hrefFor(page - 1)} className={linkClass}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t.newer}
          </Link>
        )}
        {to < total && (
          <Link to={hrefFor(page + 1)} className={linkClass}>
            {t.older}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </nav>
  )
}
