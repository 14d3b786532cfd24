import { island } from '~/lib/hydration/island'

/**
 * The FAQ as an island: its questions come with the page; the accordion's code loads
 * when it nears the screen, and a question pressed before then opens once it has (press keeper).
 */
export const FaqIsland = island('faq', () => import('./faq-accordion').then((m) => m.FaqAccordion))
