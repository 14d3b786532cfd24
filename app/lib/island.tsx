import { lazy, memo, Suspense, useEffect, type ComponentType } from 'react'

/** Start loading a section's script this far before it scrolls into view. */
const LOOKAHEAD = '600px 0px'

/**
 * A section below the fold that reads from the server's HTML at once but loads its script
 * only when it comes near the screen (lazy hydration): the browser keeps the server's HTML
 * as it is until then, and data is never spent on the code of sections not scrolled to.
 *
 * On the server the section's module is loaded before rendering (`preload`, awaited by the
 * route's loader) and rendered in place, so the HTML is complete and in order. Props must
 * stay the same between renders (the island is memoised): an update before hydration would
 * make React drop the section's HTML.
 */
export function island<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  let loadedOnServer: ComponentType<P> | undefined
  const preload = async () => {
    if (import.meta.env.SSR) loadedOnServer ??= await load()
  }
  // Start at once on the server, so even a render that skipped the loader finds it ready.
  if (import.meta.env.SSR) preload().catch((error: unknown) => console.error(`island ${name} failed to load`, error))

  const LazySection = lazy(async () => {
    if (!import.meta.env.SSR) await nearViewport(name)
    const Loaded = await load()
    return { default: import.meta.env.SSR ? Loaded : markReady(name, Loaded) }
  })

  function Island(props: P) {
    const Section = loadedOnServer ?? LazySection
    return (
      <div data-island={name}>
        <Suspense fallback={null}>
          <Section {...props} />
        </Suspense>
      </div>
    )
  }
  Island.displayName = `Island(${name})`
  return Object.assign(memo(Island), { preload })
}

function nearViewport(name: string) {
  return new Promise<void>((resolve) => {
    // While hydrating, the server's HTML of the section is in the document. After a
    // client-side navigation it is not (the section renders for the first time): load at once.
    const element = document.querySelector(`[data-island="${name}"]`)
    if (!element || !('IntersectionObserver' in window)) return resolve()
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: LOOKAHEAD },
    )
    observer.observe(element)
  })
}

/** Marks the section live (`data-ready` on its wrapper), for tests and script-only styles. */
function markReady<P extends object>(name: string, Loaded: ComponentType<P>) {
  return function Hydrated(props: P) {
    useEffect(() => {
      document.querySelector(`[data-island="${name}"]`)?.setAttribute('data-ready', '')
    }, [])
    return <Loaded {...props} />
  }
}
