// The URL of a view of /articles. The filter, the search and the count live in the query
// string so a link shares the view and Back works. Plain code, no zod: the
// page's buttons and links build these URLs in the browser.

export type ArticlesView = 'all' | 'saved'

export interface ArticlesUrlParams {
  /** The topic filter's value (e.g. "soil-health"), null for All Topics. */
  topic?: string | null
  q?: string
  /** How many articles to show; left out for the first page. */
  show?: number | null
  view?: ArticlesView
}

/** "/articles?topic=soil-health&q=maize&show=9", with defaults left out. */
export function articlesHref({ topic, q, show, view = 'all' }: ArticlesUrlParams = {}) {
  const search = new URLSearchParams()
  if (view !== 'all') search.set('view', view)
  if (topic) search.set('topic', topic)
  const query = q?.trim()
  if (query) search.set('q', query)
  if (show) search.set('show', String(show))
  const text = search.toString()
  return text ? `/articles?${text}` : '/articles'
}
