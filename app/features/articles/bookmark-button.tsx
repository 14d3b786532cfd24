import { useCatalogue } from '~/i18n/messages'
import Bookmark from '~icons/lucide/bookmark'
import BookmarkCheck from '~icons/lucide/bookmark-check'
import { cn } from '~/lib/utils'
import { articlesMessages } from '~/i18n/articles'

interface BookmarkButtonProps {
  title: string
  isSaved: boolean
  onToggle: () => void
}

/** Saves an article on this device, or removes it from Saved (a toggle: aria-pressed). */
export function BookmarkButton({ title, isSaved, onToggle }: BookmarkButtonProps) {
  const t = useCatalogue(articlesMessages)
  const Icon = isSaved ? BookmarkCheck : Bookmark
  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-label={isSaved ? t.unsave(title) : t.save(title)}
      onClick={onToggle}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-full shadow-md transition-colors',
        isSaved ? 'bg-brand-700 text-white hover:bg-brand-800' : 'bg-white/95 text-stone-800 hover:bg-white',
      )}
    >
      <Icon aria-hidden="true" className={cn('size-5', isSaved && 'fill-current')} />
    </button>
  )
}
