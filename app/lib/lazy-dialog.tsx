import { lazy, useEffect, type ComponentType } from 'react'

interface Closable {
  onClose: () => void
}

/**
 * A dialog whose code is fetched the first time it opens (React.lazy), with a way back
 * when that fetch fails on a weak connection: instead of throwing to the route's error
 * boundary and losing the page, it reports the failure, closes, and tries again the next
 * time it is opened.
 */
export function lazyDialog<P extends Closable>(
  load: () => Promise<ComponentType<P>>,
  onLoadError: () => void,
): ComponentType<P> {
  let current = create()

  function create() {
    return lazy(async () => {
      try {
        return { default: await load() }
      } catch (error) {
        console.warn('Could not load a dialog:', error)
        onLoadError()
        return { default: Unavailable }
      }
    })
  }

  /** Closes at once; the next opening starts a fresh load. */
  function Unavailable({ onClose }: Closable) {
    useEffect(() => {
      current = create()
      onClose()
    }, [onClose])
    return null
  }

  return function LazyDialog(props: P) {
    const Dialog = current
    return <Dialog {...props} />
  }
}
