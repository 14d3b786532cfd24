import type { FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '~/components/ui/button'
import { useCatalogue } from '~/i18n/messages'
import { videosHref } from './videos-url'
import { useLocalizedHref } from '~/components/link'
import { videosMessages } from '~/i18n/videos'

interface VideoCategoryFilterProps {
  categories: { slug: string; label: string }[]
  /** The current category's value, null for All Categories. */
  category: string | null
}

/**
 * The category filter as a GET form: choosing a category applies it at once (and starts
 * again from the first page); without script, the Show videos button submits it.
 */
export function VideoCategoryFilter({ categories, category }: VideoCategoryFilterProps) {
  const t = useCatalogue(videosMessages)
  const navigate = useNavigate()
  const localize = useLocalizedHref()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('category')
    void navigate(localize(videosHref({ category: typeof value === 'string' ? value : null })), {
      preventScrollReset: true,
    })
  }

  return (
    <form
      method="get"
      action={localize('/videos')}
      aria-label={t.filterLabel}
      onSubmit={handleSubmit}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="flex w-full flex-col gap-1 sm:w-72">
        <label htmlFor="videos-category" className="text-sm font-semibold text-stone-800">
          {t.categoryLabel}
        </label>
        <select
          key={category ?? ''}
          id="videos-category"
          name="category"
          defaultValue={category ?? ''}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          className="h-11 rounded-lg border border-stone-400 bg-white px-3 text-base text-stone-900"
        >
          <option value="">{t.allCategories}</option>
          {categories.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <Button type="submit">{t.apply}</Button>
      </noscript>
    </form>
  )
}
