// Reads a view of /articles from its query string. Requests with a query string are
// rendered on demand, so anything a link or a person typed must give a page, never a 500:
// an unknown value falls back to its default.
import { z } from 'zod'
import { ARTICLE_CATEGORIES, type ArticleCategory } from '~/content/schema'
import type { PageSize } from '~/lib/pagination'
import { slugify } from '~/lib/slug'
import type { ArticlesView } from './articles-url'

/** 6 articles, then 3 more per "Load More Articles". */
export const ARTICLES_PAGE: PageSize = { first: 6, step: 3 }

/** Longer queries are cut, not refused: a farmer may paste a whole sentence. */
export const MAX_QUERY_LENGTH = 100

const categoryBySlug = new Map<string, ArticleCategory>(
  ARTICLE_CATEGORIES.map((category) => [slugify(category), category]),
)

const ArticlesParamsSchema = z.object({
  topic: z
    .string()
    .transform((slug) => categoryBySlug.get(slug) ?? null)
    .nullable()
    .catch(null),
  q: z
    .string()
    .transform((text) => text.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim())
    .catch(''),
  show: z.coerce.number().int().min(1).max(1000).catch(ARTICLES_PAGE.first),
  view: z.enum(['all', 'saved']).catch('all'),
})

export interface ArticlesParams {
  topic: ArticleCategory | null
  q: string
  show: number
  view: ArticlesView
}

export function parseArticlesParams(searchParams: URLSearchParams): ArticlesParams {
  return ArticlesParamsSchema.parse({
    topic: searchParams.get('topic'),
    q: searchParams.get('q') ?? '',
    show: searchParams.get('show') ?? undefined,
    view: searchParams.get('view') ?? undefined,
  })
}
