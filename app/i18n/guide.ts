// A guide as its page and the home page's reader show it, and the share links of the guide and
// video pages: not loaded by the articles page. Both languages, picked with useCatalogue (messages.ts).

import { guide as enGuide, guideCallToAction as enGuideCallToAction, share as enShare } from './en/guide'
import type { Catalogue } from './messages'
import { guide as swGuide, guideCallToAction as swGuideCallToAction, share as swShare } from './sw/guide'

export const guideMessages = { en: enGuide, sw: swGuide } satisfies Catalogue<typeof enGuide>
export const guideCallToActionMessages = { en: enGuideCallToAction, sw: swGuideCallToAction } satisfies Catalogue<
  typeof enGuideCallToAction
>
export const shareMessages = { en: enShare, sw: swShare } satisfies Catalogue<typeof enShare>
