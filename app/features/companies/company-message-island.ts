import { island } from '~/lib/island'

/**
 * A company's "Send a Message" form as an island (issue 18): its code (react-hook-form, zod)
 * loads when it nears the screen or on the first focus, press or keystroke in it; what was typed
 * before then is handed to the form when it starts (lib/hydration/press-keeper.ts).
 */
export const CompanyMessageIsland = island('company-message', () =>
  import('./company-message-section').then((m) => m.CompanyMessageSection),
)
