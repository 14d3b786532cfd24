import CalendarDays from '~icons/lucide/calendar-days'
import ExternalLink from '~icons/lucide/external-link'
import type { ReactNode } from 'react'
import { Image } from '~/components/ui/image'
import type { Article } from '~/content/schema'
import { useMessages } from '~/i18n/messages'

export type ArticleCardData = Pick<
  Article,
  'id' | 'title' | 'excerpt' | 'author' | 'date' | 'image' | 'externalUrl'
> & {
  /** The category's name in the page's language. */
  category: string
}

interface ArticleCardProps {
  article: ArticleCardData
  /** Extra controls for the card's corner (e.g. the bookmark button on /articles). */
  actions?: ReactNode
  headingLevel?: 2 | 3
  /** The card whose photo is its page's largest paint: fetched at once, ahead of the rest. */
  isLargestPaint?: boolean
}

/** An article teaser; the title opens its external source in a new tab. */
export function ArticleCard({ article, actions, headingLevel = 3, isLargestPaint = false }: ArticleCardProps) {
  const t = useMessages().articleCard
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <Image
        src={article.image.src}
        srcSet={article.image.srcSet}
        // One column on a phone, two from `sm`, three or four from `lg` (at most about 400 pixels).
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        // The title beside it names the article, so the photo needs no text of its own.
        alt=""
        width={article.image.width}
        height={article.image.height}
        loading={isLargestPaint ? 'eager' : 'lazy'}
        fetchPriority={isLargestPaint ? 'high' : undefined}
        className="aspect-[3/2] w-full bg-brand-50 object-cover"
        fallback={
          <div aria-hidden="true" className="aspect-[3/2] w-full bg-gradient-to-br from-brand-100 to-brand-200" />
        }
      />
      {actions && <div className="absolute top-2 right-2">{actions}</div>}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <span className="self-start rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
          {article.category}
        </span>
        <Heading className="text-lg leading-snug font-bold text-stone-900">
          <a
            href={article.externalUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="hover:text-brand-800 hover:underline"
          >
            {article.title}
            <ExternalLink aria-hidden="true" className="ml-1 inline size-4 align-baseline text-stone-500" />
            <span className="sr-only"> {t.opensInNewTab}</span>
          </a>
        </Heading>
        <p className="text-stone-700">{article.excerpt}</p>
        <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-sm text-stone-600">
          <span>
            {t.by} {article.author}
          </span>
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-4" />
            {article.date}
          </span>
        </p>
      </div>
    </article>
  )
}
