// "Load More" paging of the /articles and /videos grids: a first page, then a
// fixed step per click. The count lives in the URL (?show=), so it is read back from there.

export interface PageSize {
  /** How many items the first page shows. */
  first: number
  /** How many more each "Load More" adds. */
  step: number
}

export interface PageWindow {
  /** How many items to show now. */
  visibleCount: number
  /** Whether some items are still hidden (the Load More control shows only then). */
  hasMore: boolean
  /** The count to ask for when Load More is used. */
  nextCount: number
}

/**
 * The items to show for a requested count: never fewer than the first page, never more
 * than there are. A count from an old or edited link is taken as it is, within those bounds.
 */
export function pageWindow(total: number, requested: number, size: PageSize): PageWindow {
  const wanted = Math.max(size.first, Math.floor(requested))
  const visibleCount = Math.min(total, wanted)
  return { visibleCount, hasMore: visibleCount < total, nextCount: Math.min(total, visibleCount + size.step) }
}
