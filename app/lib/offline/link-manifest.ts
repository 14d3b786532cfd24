// The web app manifest (issue 17) is linked by the inline script every page carries
// (lib/hydration/press-keeper.boot.ts), once the page has loaded, been painted and started, and
// the browser is idle (lib/after-load.ts), instead of in the HTML (issue 18).
// - Chromium checks whether a page can be installed as soon as it has loaded: it fetches the
//   manifest and its 192 px icon (6.7 KB) then, when the 'on-load' pages start fetching their
//   script and every page its photos below the first screen.
// - In Lighthouse's simulation of slow 4G those two requests shared the connection with the home
//   page's first photo: its largest paint came at 1.38–1.52 s, and at 1.08–1.15 s without them and
//   the favicon's request (root.tsx) (4 runs each, alternating).
// Offering to install is never urgent: the offer comes a moment later, the same as the worker's.
import { isLocale, localizeHref } from '~/i18n/locale'
import { whenLoadedAndIdle, type AfterLoadWindow } from '~/lib/after-load'

/** The English manifest; each language's is at its own path (public/sw/manifest.webmanifest). */
export const MANIFEST_PATH = '/manifest.webmanifest'

/** The manifest of the language a page is in, from its `<html lang>`: a Kiswahili page installs the Kiswahili app. */
export function manifestHref(lang: string): string {
  // A language's tag is its locale's code (i18n/locale.ts: LANGUAGE_TAGS).
  return localizeHref(MANIFEST_PATH, isLocale(lang) ? lang : 'en')
}

/**
 * Links the manifest once the page is loaded, painted, started and idle, and keeps it in the
 * page's language: a move to the other language within the app changes `<html lang>`.
 */
export function linkManifestWhenIdle(win: AfterLoadWindow) {
  whenLoadedAndIdle(win, () => {
    const { document } = win
    const root = document.documentElement
    const link = document.createElement('link')
    link.rel = 'manifest'
    link.href = manifestHref(root.lang)
    document.head.append(link)
    if (!win.MutationObserver) return
    new win.MutationObserver(() => {
      const href = manifestHref(root.lang)
      if (link.getAttribute('href') !== href) link.href = href
    }).observe(root, { attributes: true, attributeFilter: ['lang'] })
  })
}
