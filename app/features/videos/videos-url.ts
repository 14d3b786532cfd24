// The URL of a view of /videos: the category and the count live in the query string, so a
// link shares the view and Back works. Plain code: the page's links build these in the browser.

export interface VideosUrlParams {
  /** The category filter's value (e.g. "soil-health"), null for All Categories. */
  category?: string | null
  /** How many videos to show; left out for the first page. */
  show?: number | null
}

export function videosHref({ category, show }: VideosUrlParams = {}) {
  const search = new URLSearchParams()
  if (category) search.set('category', category)
  if (show) search.set('show', String(show))
  const text = search.toString()
  return text ? `/videos?${text}` : '/videos'
}
