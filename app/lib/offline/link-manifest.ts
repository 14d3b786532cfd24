// The web app manifest is linked by the inline script every page carries
// (lib/hydration/press-keeper.boot.ts), once the page has loaded, been painted and started, and
// the browser is idle (lib/hydration/after-load.ts), instead of in the HTML.
// - Chromium checks whether a page can be installed as soon as it has loaded: it fetches the
//   manifest and its 192 px icon then, when the 'on-load' pages start fetching their
//   script and every page its photos below the first screen.
// - On slow 4G those two requests shared the connection with the home page's first photo and
//   delayed its largest paint (docs/decisions/0030-content-first.md).
// Offering to install is never urgent: the offer comes a moment later, the same as the worker's.
import { whenLoadedAndIdle, type AfterLoadWindow } from '~/lib/hydration/after-load'

/** The English manifest; each language's is at its own path (public/sw/manifest.webmanifest). */
export const MANIFEST_PATH = '/manifest.webmanifest'
/**
 * On `<html>`: the address of the page's manifest, in its language (root.tsx). React keeps it in
 * step when the reader moves to the other language within the app.
 */
export const MANIFEST_ATTRIBUTE = 'data-manifest'

/** Links the page's manifest once the page is loaded, painted, started and idle, and keeps it in step. */
export function linkManifestWhenIdle(win: AfterLoadWindow) {
  whenLoadedAndIdle(win, () => {
    const { document } = win
    const root = document.documentElement
    const href = root.getAttribute(MANIFEST_ATTRIBUTE)
    if (!href) return
    const link = document.createElement('link')
    link.rel = 'manifest'
    link.href = href
    document.head.append(link)
    if (!win.MutationObserver) return
    new win.MutationObserver(() => {
      link.href = root.getAttribute(MANIFEST_ATTRIBUTE) ?? href
    }).observe(root, { attributes: true, attributeFilter: [MANIFEST_ATTRIBUTE] })
  })
}
