import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router'

/** Where React Router's useScrollRestoration keeps the positions (its SCROLL_RESTORATION_STORAGE_KEY). */
export const SCROLL_POSITIONS_KEY = 'react-router-scroll-positions'

/**
 * React Router's <ScrollRestoration>, but its inline script reads the stored positions only when
 * there can be one: on a reload or a return (the history entry has its key). A page opened afresh
 * gets its key and nothing else. The first read of sessionStorage in a page waits on the browser
 * process, and the script runs as the parser reaches the end of <body>: on most
 * pages before the first paint. On a new page there is nothing to read: the key was just made.
 */
export function ScrollRestoration({ nonce }: { nonce?: string }) {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY })
  return (
    <script
      nonce={nonce}
      // The browser keeps the server's script as it is; React never re-runs it.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: `(${restoreScroll.toString()})(${JSON.stringify(SCROLL_POSITIONS_KEY)})` }}
    />
  )
}

/** Runs inline, as the parser reaches it: it may use nothing from this module. */
export function restoreScroll(storageKey: string) {
  const key: unknown = window.history.state?.key
  if (!key) {
    window.history.replaceState({ key: Math.random().toString(32).slice(2) }, '')
    return
  }
  try {
    const positions: Record<string, unknown> = JSON.parse(sessionStorage.getItem(storageKey) || '{}')
    const y = positions[String(key)]
    if (typeof y === 'number') window.scrollTo(0, y)
  } catch (error) {
    console.error(error)
    sessionStorage.removeItem(storageKey)
  }
}
