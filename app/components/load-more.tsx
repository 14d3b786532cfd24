import { ChevronDown } from 'lucide-react'
import { useEffect, type ReactNode, type RefObject } from 'react'
import { Link, useLocation, useNavigationType } from 'react-router'
import { Button } from '~/components/ui/button'

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
    <Button asChild variant="outline" size="lg">
      <Link to={to} preventScrollReset state={{ focusFrom: shownCount }}>
        {children}
        <ChevronDown aria-hidden="true" />
      </Link>
    </Button>
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
