import { island } from '~/lib/hydration/island'

// A company page's sections below its about text, as islands: their HTML comes with
// the page, their code when they near the screen or are used (lib/hydration/island.tsx).

/** The videos: a video pressed before the section's code arrives plays once it has (press keeper). */
export const CompanyVideosIsland = island('company-videos', () =>
  import('./company-videos').then((m) => m.CompanyVideos),
)

/** The article teasers: nothing to press, only their code to spare the first load. */
export const CompanyInsightsIsland = island('company-insights', () =>
  import('./company-insights').then((m) => m.CompanyInsights),
)

/**
 * "Send a Message" (react-hook-form, zod): its code loads when it nears the screen or on the
 * first focus, press or keystroke in it; what was typed before then is handed to the form when
 * it starts (lib/hydration/press-keeper.ts).
 */
export const CompanyMessageIsland = island('company-message', () =>
  import('./company-message-section').then((m) => m.CompanyMessageSection),
)
