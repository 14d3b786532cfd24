import Search from '~icons/lucide/search'
import type { FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '~/components/ui/button'
import { Field, toolbarControlClass } from '~/components/ui/field'
import { useCatalogue } from '~/i18n/messages'
import { cn } from '~/lib/utils'
import { articlesHref } from './articles-url'
import { useLocalizedHref } from '~/components/link'
import { articlesMessages } from '~/i18n/articles'

interface ArticlesToolbarProps {
  topics: { slug: string; label: string }[]
  /** The topic filter's current value, null for All Topics. */
  topic: string | null
  query: string
}

/**
 * The search box and the topic filter, one GET form: without script, Search submits both;
 * with script, choosing a topic applies it at once. Either way the view lands in the URL,
 * and a new filter or search starts again from the first page.
 */
export function ArticlesToolbar({ topics, topic, query }: ArticlesToolbarProps) {
  const t = useCatalogue(articlesMessages)
  const navigate = useNavigate()
  const localize = useLocalizedHref()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => {
      const value = form.get(name)
      return typeof value === 'string' ? value : ''
    }
    void navigate(localize(articlesHref({ topic: text('topic'), q: text('q') })), { preventScrollReset: true })
  }

  return (
    <form
      method="get"
      action={localize('/articles')}
      role="search"
      aria-label={t.searchFormLabel}
      onSubmit={handleSubmit}
      className="flex flex-col gap-4 md:flex-row md:items-end"
    >
      <Field label={t.searchLabel} className="flex-1">
        {(field) => (
          <div className="flex gap-2">
            <input
              {...field}
              // A new URL (Back, a link) puts its own query in the box.
              key={query}
              type="search"
              name="q"
              defaultValue={query}
              placeholder={t.searchPlaceholder}
              maxLength={100}
              enterKeyHint="search"
              className={cn(toolbarControlClass, 'min-w-0 flex-1 px-4')}
            />
            <Button type="submit">
              <Search aria-hidden="true" />
              {t.searchButton}
            </Button>
          </div>
        )}
      </Field>
      <Field label={t.topicLabel} className="md:w-64">
        {(field) => (
          <select
            {...field}
            key={topic ?? ''}
            name="topic"
            defaultValue={topic ?? ''}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
            className={cn(toolbarControlClass, 'px-3')}
          >
            <option value="">{t.allTopics}</option>
            {topics.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </form>
  )
}
