// Every page rendered at start-up is served with its application module inert, in
// <script type="text/plain" id="deferred-app">, for the press keeper (an inline script every page
// carries: app/lib/hydration/press-keeper.ts) to start:
// - pages whose route declares `handle.hydrate: 'on-interaction'` (the topic guides, video pages,
//   the 404 page) at the first press of a control that needs it: most farmers only read them;
// - every other page once it has loaded: the ~120 KB gzip of React and React Router
//   then never competes with the page's HTML and first photo for a slow connection, and a press
//   before that is held and made again once the page is live.
// See docs/decisions/0002-deferred-hydration.md.
import type { HydrationMode } from '~/lib/hydration/contract'
import { DEFERRED_APP_ID, PRESS_KEEPER_ID, START_AFTER_LOAD_ATTRIBUTE } from '~/lib/hydration/contract'
import { PageShapeError } from './page-html'

const MODULE_PRELOAD = /<link rel="modulepreload" href="\/assets\/[^"]+"\/?>/g
const APP_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/

/** Turns a page into one whose application module waits for the press keeper, as `mode` says. */
export function deferHydration(html: string, path: string, mode: HydrationMode): string {
  const match = APP_MODULE_SCRIPT.exec(html)
  if (!match) {
    throw new PageShapeError(
      `${path}: no <script type="module" async> with the application module, so its hydration cannot be deferred. ` +
        'Has React Router changed how it writes <Scripts>? See server/deferred-hydration.ts.',
    )
  }
  const start = mode === 'on-load' ? ` ${START_AFTER_LOAD_ATTRIBUTE}=""` : ''
  const inert = `<script type="text/plain" id="${DEFERRED_APP_ID}"${start}>${match[1]}</script>`
  return withoutModulePreloads(html).replace(match[0], () => inert)
}

/** Every page must carry the press keeper, or presses before hydration would be lost. */
export function assertPressKeeper(html: string, path: string) {
  if (!html.includes(`<script id="${PRESS_KEEPER_ID}"`)) {
    throw new PageShapeError(`${path}: the press keeper script (#${PRESS_KEEPER_ID}) is missing from the page.`)
  }
}

/**
 * Content first: a pre-rendered page's module preloads (about 130 KB of script) would compete
 * with its stylesheet and images for a slow connection's bandwidth. Measured with `npm run perf`:
 * the home page's LCP 3.4 s → 2.5 s when they went (the script still loaded with the page then).
 */
function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '')
}
