import { lazy, useEffect, type ComponentType } from 'react'
import { notify } from '~/components/ui/toaster'
import { useMessages } from '~/i18n/messages'

interface Closable {
  onClose: () => void
}

/** The toast a farmer sees when a dialog's code could not be fetched. */
function reportOpenFailed(message: string) {
  void notify(message, { variant: 'destructive' }).catch(() => {})
}

/**
 * The one way to open a dialog whose code is fetched the first time it opens (React.lazy),
 * with a way back when that fetch fails on a weak connection: instead of throwing to the
 * route's error boundary and losing the page, it shows a toast, closes, and tries again the
 * next time it is opened. Render it inside a Suspense whose fallback is a LoadingOverlay.
 * Focus goes back to the opener through DialogContent (components/ui/dialog.tsx).
 */
export function lazyDialog<P extends Closable>(
  load: () => Promise<ComponentType<P>>,
  /** Instead of the toast, in the page's language, that says the dialog could not be opened. */
  onLoadError?: () => void,
): ComponentType<P> {
  let current = create()

  function create() {
    return lazy(async () => {
      try {
        return { default: await load() }
      } catch (error) {
        console.warn('Could not load a dialog:', error)
        onLoadError?.()
        return { default: Unavailable }
      }
    })
  }

  /** Closes at once; the next opening starts a fresh load. */
  function Unavailable({ onClose }: Closable) {
    const { openFailed } = useMessages().common
    useEffect(() => {
      current = create()
      if (!onLoadError) reportOpenFailed(openFailed)
      onClose()
    }, [onClose, openFailed])
    return null
  }

  return function LazyDialog(props: P) {
    const Dialog = current
    return <Dialog {...props} />
  }
}
