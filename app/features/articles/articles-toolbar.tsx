import { Search } from 'lucide-react'
import type { FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '~/components/ui/button'
import { useMessages } from '~/i18n/messages'
import { articlesHref } from './articles-url'

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
  const t = useMessages().pages.articles
  const navigate = useNavigate()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => {
      const value = form.get(name)
      return typeof value === 'string' ? value : ''
    }
    void navigate(articlesHref({ topic: text('topic'), q: text('q') }), { preventScrollReset: true })
  }

  return (
    <form
      method="get"
      action="/articles"
      role="search"
      aria-label={t.searchFormLabel}
      onSubmit={handleSubmit}
      className="flex flex-col gap-4 md:flex-row md:items-end"
    >
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor="articles-search" className="text-sm font-semibold text-stone-800">
          {t.searchLabel}
        </label>
        <div className="flex gap-2">
          <input
            // A new URL (Back, a link) puts its own query in the box.
            key={query}
            id="articles-search"
            type="search"
            name="q"
            defaultValue={query}
            placeholder={t.searchPlaceholder}
            maxLength={100}
            enterKeyHint="search"
            className="h-11 min-w-0 flex-1 rounded-lg border border-stone-400 bg-white px-4 text-base text-stone-900 placeholder:text-stone-500"
          />
          <Button type="submit">
            <Search aria-hidden="true" />
            {t.searchButton}
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-1 md:w-64">
        <label htmlFor="articles-topic" className="text-sm font-semibold text-stone-800">
          {t.topicLabel}
        </label>
        <select
          key={topic ?? ''}
          id="articles-topic"
          name="topic"
          defaultValue={topic ?? ''}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          className="h-11 rounded-lg border border-stone-400 bg-white px-3 text-base text-stone-900"
        >
          <option value="">{t.allTopics}</option>
          {topics.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  )
}
