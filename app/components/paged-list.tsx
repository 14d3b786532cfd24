import type { ReactNode, RefObject } from 'react'
import { LoadMoreLink, useFocusAfterLoadMore } from '~/components/load-more'

interface PagedListProps {
  /** The hidden heading's id and text: screen reader users land on the list by it. */
  headingId: string
  heading: string
  /** How many are shown of how many ("Showing 12 of 40"); announced as it changes. */
  shownCount: number
  status: string
  /** What stands in for the list when the filter holds nothing. */
  empty: ReactNode
  /** The link that shows more, while some are hidden. */
  nextHref: string | null
  loadMoreLabel: string
  /** The list's element: after Load More, focus moves to its first new item. */
  listRef: RefObject<HTMLUListElement | null>
  /** The list itself, holding `listRef`. */
  children: ReactNode
}

/** One page of a filtered list: its hidden heading, its count, the empty message and Load More. */
export function PagedList({
  headingId,
  heading,
  shownCount,
  status,
  empty,
  nextHref,
  loadMoreLabel,
  listRef,
  children,
}: PagedListProps) {
  useFocusAfterLoadMore(listRef)
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      <p role="status" className="mb-4 text-sm text-stone-600">
        {shownCount > 0 && status}
      </p>
      {shownCount === 0 ? empty : children}
      {nextHref && (
        <div className="mt-10 flex justify-center">
          <LoadMoreLink to={nextHref} shownCount={shownCount}>
            {loadMoreLabel}
          </LoadMoreLink>
        </div>
      )}
    </section>
  )
}
