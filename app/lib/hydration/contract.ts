// The contract between the server's HTML, the press keeper (an inline script that runs before
// any application code) and the React app. Each name below is written by one side and read by
// another; change it here and everything that depends on it follows.
// See docs/decisions/0002-deferred-hydration.md and 0003-home-lazy-hydration.md.

/** Set on <html> by root.tsx once React has hydrated the page: its handlers are attached. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

/**
 * How a route's page becomes interactive, declared by the route module:
 * `export const handle = { hydrate: 'on-interaction' } satisfies HydrationHandle`.
 * Either way the page is served with its application script inert, in
 * <script type="text/plain" id={DEFERRED_APP_ID}>, which the press keeper starts:
 * - 'on-load' (the default): once the page has loaded (its HTML, styles and first photos are in:
 *   the script never competes with them for a slow connection), or APP_START_DEADLINE_MS after
 *   the HTML at the latest, or at the first press of a control that needs it. Marked with
 *   START_AFTER_LOAD_ATTRIBUTE.
 * - 'on-interaction': at the first press of a control that needs it. For reading pages: most
 *   farmers only read them.
 */
export type HydrationMode = 'on-load' | 'on-interaction'
export interface HydrationHandle {
  hydrate?: HydrationMode
}

/** The inert copy of the application module. */
export const DEFERRED_APP_ID = 'deferred-app'

/** On the inert module of an 'on-load' page: start it once the page has loaded. */
export const START_AFTER_LOAD_ATTRIBUTE = 'data-start-after-load'

/**
 * An 'on-load' page's script starts this long after its HTML has been read even if a photo is
 * still arriving: a slow photo must not keep the page's controls waiting for long.
 */
export const APP_START_DEADLINE_MS = 3000

/**
 * Set on <html> by the inline script, with an event of the same name on the window, once the page
 * has loaded, been painted, started its script (an 'on-load' page) and the browser is idle
 * (lib/hydration/after-load.ts): for application code that waits for that moment without carrying the code
 * that tells it.
 */
export const PAGE_IDLE = 'data-page-idle'

/**
 * On a control the inline script carries out itself (the offer of the reader's language): the
 * press keeper lets its press through, rather than holding it and starting the application.
 */
export const WORKS_WITHOUT_APP_ATTRIBUTE = 'data-works-without-app'

/**
 * The offer of the page in the reader's own language (components/layout/language-suggestion.tsx),
 * in every page's HTML, hidden; the inline script shows it, and hides it for good
 * (lib/language-offer.ts).
 */
export const LANGUAGE_OFFER_ID = 'language-offer'

/** The press keeper's own <script> element, so the server can check every page carries it. */
export const PRESS_KEEPER_ID = 'press-keeper'

/** A section that hydrates on its own (lib/hydration/island.tsx) carries its name in this attribute… */
export const ISLAND_ATTRIBUTE = 'data-island'
/** …gets this one once its script has loaded and it is interactive… */
export const ISLAND_READY_ATTRIBUTE = 'data-ready'
/** …and this one (with an event of the same name) when a press asks it to load at once. */
export const ISLAND_WAKE = 'data-wake'

/**
 * On a field or button the server draws disabled, as it cannot work without script (the chat's
 * box and Send): the inline script enables it as soon as the page is parsed, before the
 * application starts. Words typed are kept and a press is held until it is live (press-keeper.ts).
 */
export const EARLY_INPUT_ATTRIBUTE = 'data-early-input'

/** On a box where Enter sends (the chat's): before it is live, Enter is held as a press of its form's Send. */
export const ENTER_SENDS_ATTRIBUTE = 'data-enter-sends'

/** What the press keeper holds a press for: controls that do nothing without script. */
export const CONTROL_SELECTOR = 'button,[role=button],[data-needs-app]'

/** On a menu that is a native <details>: Escape closes it, live page or not (close-menu-on-escape.ts). */
export const CLOSES_ON_ESCAPE_ATTRIBUTE = 'data-closes-on-escape'

/** Marks images that could not load, drawn as a tinted box by app.css instead of a broken icon. */
export const BROKEN_IMAGE_ATTRIBUTE = 'data-broken'
