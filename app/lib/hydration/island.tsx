import { lazy, memo, Suspense, useEffect, useState, type ComponentType } from 'react'
import { ISLAND_ATTRIBUTE, ISLAND_READY_ATTRIBUTE, ISLAND_WAKE } from './contract'
import { onRouterActivity } from './router-activity'

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
 * make React drop the section's HTML. In development and tests a changed prop is reported as
 * an error naming it (island.test.tsx), so the mistake cannot pass unnoticed; the other rule
 * it depends on, `progressiveChunkSize` in entry.server.tsx, is checked by e2e/home/page.spec.ts.
 */
export function island<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  { outlivesPage = false, loads = 'near-screen' }: IslandOptions = {},
) {
  let loadedOnServer: ComponentType<P> | undefined
  const preload = async () => {
    if (import.meta.env.SSR) loadedOnServer ??= await load()
  }
  // Start at once on the server, so even a render that skipped the loader finds it ready.
  if (import.meta.env.SSR) preload().catch((error: unknown) => console.error(`island ${name} failed to load`, error))

  const lazySection = () =>
    lazy(async () => {
      if (!import.meta.env.SSR) await whenWanted(name, { outlivesPage, loads })
      const Loaded = import.meta.env.SSR ? await load() : await loadWhenConnected(load)
      return { default: import.meta.env.SSR ? Loaded : markReady(name, Loaded) }
    })

  function Island(props: P) {
    // One lazy section per island drawn, not one for the module: a section still waiting for the
    // screen when the reader left the page waited on HTML that was gone, and stayed empty when the
    // reader came back (Back, or the Home link). Drawn again, it has no HTML to keep: it loads at once.
    const [LazySection] = useState(lazySection)
    const Section = loadedOnServer ?? LazySection
    return (
      <div {...{ [ISLAND_ATTRIBUTE]: name }}>
        <Suspense fallback={null}>
          <Section {...props} />
        </Suspense>
      </div>
    )
  }
  Island.displayName = `Island(${name})`
  return Object.assign(
    memo(Island, (previous, next) => sameProps(name, previous, next)),
    { preload },
  )
}

interface IslandOptions {
  /**
   * A part of the page's frame (the footer), which stays on the page across navigations: its
   * script also loads at the router's first change of state. A navigation gives the frame new
   * context values (the location, the loader data), and React cannot hand them to a section
   * still waiting for its script: it throws the section's HTML away, and the footer was gone
   * from the next page until it neared the screen again (e2e/footer-island.spec.ts). Loaded as
   * the navigation starts, it is back with the page. Sections of a page need not: a navigation
   * away removes them.
   */
  outlivesPage?: boolean
  /**
   * When its script loads on a page the server drew (where the browser draws the section itself,
   * after a client-side navigation, it loads at once), besides a press the press keeper holds:
   * - 'near-screen' (the default): as it comes within 600 px of the screen.
   * - 'on-intent': at the first pointer over it or focus in it. For a control always on the screen
   *   that few readers use and only a press needs (the desktop Services menu: on a phone it is
   *   hidden, and its script never loads there unless the reader navigates, see `outlivesPage`).
   * - 'never': a section with nothing to do in the browser (Our Mission: headings, text and
   *   icons, no control, no link) keeps the server's HTML, and its script is not fetched. Just
   *   below the hero, always within the look-ahead, it would load with the page all the same.
   *   It must hold no link or control: React would never hydrate them (a link would load the next
   *   page whole).
   * Either of the last two must keep the same props as long as the page is shown (every island's
   * rule, for longer): an update would make React drop the HTML.
   */
  loads?: 'near-screen' | 'on-intent' | 'never'
}

/**
 * A section's script that cannot load (no signal on a page opened offline) leaves
 * the section as the server drew it: a section still loading keeps its server HTML, whose
 * links work without script, where a failed load would replace the whole page with an error.
 * It tries again when the browser is back online.
 */
async function loadWhenConnected<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load()
    } catch {
      await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }))
    }
  }
}

/** Shallow equality of an island's props; in development, a changed prop is an error that names it. */
function sameProps<P extends object>(name: string, previous: P, next: P) {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]) as Set<keyof P>
  const changed = [...keys].filter((key) => !Object.is(previous[key], next[key]))
  if (changed.length > 0 && import.meta.env.DEV) {
    console.error(
      `Island "${name}" was given new props (${changed.join(', ')}): before it hydrates, React would drop its HTML. ` +
        'Pass loader data and stable callbacks (state setters, module-level functions).',
    )
  }
  return changed.length === 0
}

/**
 * Resolves when the section's script is wanted (`loads`), or at once when a press on one of its
 * controls asks for it (the press keeper sets ISLAND_WAKE; see lib/hydration/press-keeper.ts),
 * or, for a section that outlives the page, when the router starts to change the page.
 */
function whenWanted(name: string, { outlivesPage, loads }: Required<IslandOptions>) {
  return new Promise<void>((resolve) => {
    // While hydrating, the server's HTML of the section is in the document. After a
    // client-side navigation it is not (the section renders for the first time): load at once.
    const element = document.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`)
    if (!element || element.hasAttribute(ISLAND_WAKE)) return resolve()
    const watchesScreen = loads === 'near-screen'
    if (watchesScreen && !('IntersectionObserver' in window)) return resolve()
    const observer = watchesScreen
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) wake()
          },
          { rootMargin: LOOKAHEAD },
        )
      : undefined
    const events = [ISLAND_WAKE, ...(loads === 'on-intent' ? ['pointerenter', 'focusin'] : [])]
    const stopListening = outlivesPage ? onRouterActivity(wake) : () => {}
    function wake() {
      observer?.disconnect()
      stopListening()
      for (const type of events) element?.removeEventListener(type, wake)
      resolve()
    }
    for (const type of events) element.addEventListener(type, wake)
    observer?.observe(element)
  })
}

/** Marks the section live (ISLAND_READY_ATTRIBUTE on its wrapper): a held press is replayed then. */
function markReady<P extends object>(name: string, Loaded: ComponentType<P>) {
  return function Hydrated(props: P) {
    useEffect(() => {
      document.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`)?.setAttribute(ISLAND_READY_ATTRIBUTE, '')
    }, [])
    return <Loaded {...props} />
  }
}
