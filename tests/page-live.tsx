import { render } from '@testing-library/react'
import { useHydrated } from '~/lib/hydration/use-hydrated'

function LiveProbe() {
  return useHydrated() ? <p>The page is live</p> : null
}

/**
 * Waits until the page counts as hydrated (`useHydrated`), as it is in the browser by the time
 * a farmer can use a section: a component rendered on its own in a test otherwise starts as the
 * server drew it.
 */
export async function untilPageIsLive() {
  const { findByText, unmount } = render(<LiveProbe />)
  await findByText('The page is live')
  unmount()
}
