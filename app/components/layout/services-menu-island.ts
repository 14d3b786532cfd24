import { island } from '~/lib/hydration/island'

/**
 * The desktop Services menu: its button and hidden links come with every page's HTML,
 * its script at the first pointer over it, focus in it or press on it (the press keeper holds the
 * press until the menu runs). On a phone the menu is hidden: its script loads there only when the
 * reader navigates, since it stays in the top bar across pages (see `outlivesPage`).
 */
export const ServicesMenuIsland = island('services-menu', () => import('./services-menu').then((m) => m.ServicesMenu), {
  outlivesPage: true,
  loads: 'on-intent',
})
