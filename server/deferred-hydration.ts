// Pages whose route declares `handle.hydrate: 'on-interaction'` (the topic guides and video
// pages) are served without their application script: the page is complete HTML, and most
// farmers only read it and follow links. The script (~110 KB gzip of React and React Router)
// loads when the reader presses a control that needs it: the press keeper, inlined in every
// page (app/lib/hydration/press-keeper.ts), starts it and presses the control again once the
// page is interactive. See docs/decisions/0002-deferred-hydration.md.
import { DEFERRED_APP_ID, PRESS_KEEPER_ID } from '~/lib/hydration/contract'

const MODULE_PRELOAD = /<link rel="modulepreload" href="\/assets\/[^"]+"\/?>/g
const APP_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/

/** The page's HTML no longer has the shape these rewrites rely on: stop rather than serve dead buttons. */
export class PageShapeError extends Error {
  override name = 'PageShapeError'
}

/** Turns a page into one whose application script waits for the reader's first press. */
export function deferHydration(html: string, path: string): string {
  const match = APP_MODULE_SCRIPT.exec(html)
  if (!match) {
    throw new PageShapeError(
      `${path}: no <script type="module" async> with the application module, so its hydration cannot be deferred. ` +
        'Has React Router changed how it writes <Scripts>? See server/deferred-hydration.ts.',
    )
  }
  const inert = `<script type="text/plain" id="${DEFERRED_APP_ID}">${match[1]}</script>`
  return withoutModulePreloads(html).replace(match[0], () => inert)
}

/** Every page must carry the press keeper, or presses before hydration would be lost. */
export function assertPressKeeper(html: string, path: string) {
  if (!html.includes(`<script id="${PRESS_KEEPER_ID}"`)) {
    throw new PageShapeError(`${path}: the press keeper script (#${PRESS_KEEPER_ID}) is missing from the page.`)
  }
}

/**
 * Content first: a pre-rendered page's module preloads (about 130 KB of script) would
 * compete with its stylesheet and images for a slow connection's bandwidth. Without them
 * the application script still loads, from the module script at the end of the page.
 * Measured with `npm run perf`: the home page's LCP 3.4 s → 2.5 s (see the README).
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '')
}
