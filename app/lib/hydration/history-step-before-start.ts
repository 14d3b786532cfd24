// Runs in the browser before anything else, inlined in every page's <head> (press-keeper.boot.ts).
import { HYDRATED_ATTRIBUTE } from './contract'

/**
 * A step Back or Forward to an entry the app had opened in place (a page it drew after a
 * client-side navigation, before a reload or a discarded tab brought the document back) stays
 * in the same document: the browser changes the address and fires popstate, and leaves the
 * drawing to the app. Until the app is live nobody draws it: the reader saw the old page under
 * the new address, and the app, once started, read the new address, found another page's HTML
 * and showed "Something went wrong" (React's hydration error). Until the page is live, such a
 * step loads the address afresh. A step between anchors of one page (#main) changes only the
 * fragment, which the browser scrolls to itself: left alone.
 */
export function loadAfreshOnHistoryStepBeforeStart(win: Window) {
  const { pathname, search } = win.location
  const onPopState = () => {
    if (win.document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) {
      win.removeEventListener('popstate', onPopState)
      return
    }
    if (win.location.pathname !== pathname || win.location.search !== search) win.location.reload()
  }
  win.addEventListener('popstate', onPopState)
}
