import { island } from '~/lib/hydration/island'

/**
 * The consultation card as an island: its HTML comes with the page and the form works
 * without script (it posts to the page's action); its code (react-hook-form, zod, the draft kept
 * on the device) loads when it nears the screen or on the first focus, press or keystroke in it.
 * What was typed before then is handed to the form when it starts (lib/hydration/press-keeper.ts).
 */
export const ConsultationIsland = island('consultation', () =>
  import('./consultation-card').then((m) => m.ConsultationCard),
)
