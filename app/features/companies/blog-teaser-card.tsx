import CalendarDays from '~icons/lucide/calendar-days'
import Clock from '~icons/lucide/clock'
import type { BlogTeaser } from '~/content/schema'
import { useCatalogue } from '~/i18n/messages'
import { companySectionsMessages } from '~/i18n/company-sections'

/** A company's article as a teaser: it has no page of its own to open. */
export function BlogTeaserCard({ blog }: { blog: BlogTeaser }) {
  const t = useCatalogue(companySectionsMessages)
  return (
    <article className="flex h-full flex-col rounded-xl border border-t-4 border-stone-200 border-t-brand-600 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-900">{blog.category}</p>
        <p className="inline-flex items-center gap-1 text-stone-600">
          <Clock aria-hidden="true" className="size-4" />
          <span className="sr-only">{t.readTime}: </span>
          {blog.readTime}
        </p>
      </div>
      <h3 className="mt-3 text-lg leading-snug font-bold text-stone-900">{blog.title}</h3>
      <p className="mt-2 flex-1 text-stone-700">{blog.excerpt}</p>
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-stone-100 pt-3 text-sm text-stone-600">
        <span>
          {t.by} <span className="font-semibold text-stone-800">{blog.author}</span>
        </span>
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-4" />
          <span className="sr-only">{t.published}: </span>
          {blog.date}
        </span>
      </p>
    </article>
  )
}
