// The stylesheet on a first visit: a page a browser opens for the first time carries
// its stylesheet inside it, so its first paint waits for no other request. Once that page has loaded, the stylesheet file is
// fetched into the browser's cache and a cookie names it; the next pages link the file, which
// comes from that cache, instead of carrying it again. server/first-visit-stylesheet.ts
// writes the page; this side keeps the file. See docs/decisions/0014-first-visit-stylesheet.md.
import { whenLoadedAndIdle, type AfterLoadWindow } from '~/lib/hydration/after-load'

/** Names the stylesheet file the browser keeps, for the server to link instead of inlining it. */
export const STYLESHEET_COOKIE = 'stylesheet'
/** On the <style> that holds the stylesheet written into a page: the file's address. */
export const INLINE_STYLESHEET_ATTRIBUTE = 'data-stylesheet'
/** As long as the file's hashed name can stay in a cache: a new build names a new file. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** The cookie's value for a stylesheet address: its file name (`/assets/app-1a2b.css` → `app-1a2b.css`). */
export function stylesheetName(href: string): string {
  return href.slice(href.lastIndexOf('/') + 1)
}

type StylesheetWindow = AfterLoadWindow & Pick<Window, 'fetch' | 'location'>

/**
 * On a page that carries its stylesheet, once it has loaded and the browser is idle: fetch the
 * file (into the HTTP cache, where the service worker's precache finds it too) and, once it has
 * arrived whole, set the cookie. Without the file in the cache nothing is promised: no cookie.
 */
export function keepStylesheetForNextPages(win: StylesheetWindow) {
  whenLoadedAndIdle(win, () => {
    const href = win.document
      .querySelector(`style[${INLINE_STYLESHEET_ATTRIBUTE}]`)
      ?.getAttribute(INLINE_STYLESHEET_ATTRIBUTE)
    if (!href) return
    win
      .fetch(href)
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(`${response.status}`))))
      .then(() => {
        const secure = win.location.protocol === 'https:' ? '; Secure' : ''
        win.document.cookie = `${STYLESHEET_COOKIE}=${stylesheetName(href)}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`
      })
      // Offline or refused: the next page carries the stylesheet again, as this one did.
      .catch(() => undefined)
  })
}
