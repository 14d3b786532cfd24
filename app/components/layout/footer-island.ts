import { island } from '~/lib/hydration/island'

/**
 * The footer: at the bottom of every page, so its HTML comes with the page and its
 * script only when it nears the screen, or when the router starts a navigation (it stays on the
 * screen across pages; see `outlivesPage`). Its links work as plain links until then, and the
 * data saver switch is a plain form.
 */
export const FooterIsland = island('footer', () => import('./site-footer').then((m) => m.PageFooter), {
  outlivesPage: true,
})
