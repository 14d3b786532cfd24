import ChevronDown from '~icons/lucide/chevron-down'
import { useEffect, type ReactNode, type RefObject } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import { ButtonLink } from '~/components/ui/button'
import { Link } from '~/components/link'

interface LoadMoreLinkProps {
  /** The same list with a larger count in its URL. */
  to: string
  /** How many items are shown now: the first new one gets the focus. */
  shownCount: number
  children: ReactNode
}

/**
 * "Load More" as a link: it works before any script runs, the count lands in the URL
 * (Back shows fewer again), and the page keeps its scroll position.
 */
export function LoadMoreLink({ to, shownCount, children }: LoadMoreLinkProps) {
  return (
    <ButtonLink variant="outline" size="lg" trailingIcon={ChevronDown}>
      <Link to={to} preventScrollReset state={{ focusFrom: shownCount }}>
        {children}
      </Link>
    </ButtonLink>
  )
}

function readFocusFrom(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('focusFrom' in state)) return null
  return typeof state.focusFrom === 'number' ? state.focusFrom : null
}

/**
 * After "Load More", moves the focus to the first newly shown item's link, so keyboard and
 * screen reader users carry on where the new items start (the button may have gone).
 */
export function useFocusAfterLoadMore(listRef: RefObject<HTMLElement | null>) {
  const location = useLocation()
  const navigationType = useNavigationType()
  useEffect(() => {
    if (navigationType !== 'PUSH') return
    const focusFrom = readFocusFrom(location.state)
    if (focusFrom === null) return
    listRef.current?.children[focusFrom]?.querySelector<HTMLElement>('a[href]')?.focus()
  }, [location.key, location.state, navigationType, listRef])
}

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
