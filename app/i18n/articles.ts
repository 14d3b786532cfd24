// The articles page, the guide pages and the guide reader, and the share links.
// Both languages, picked with useCatalogue (messages.ts).

import {
  articles as enArticles,
  guide as enGuide,
  guideCallToAction as enGuideCallToAction,
  share as enShare,
} from './en/articles'
import type { Catalogue } from './messages'
import {
  articles as swArticles,
  guide as swGuide,
  guideCallToAction as swGuideCallToAction,
  share as swShare,
} from './sw/articles'

export const articlesMessages = { en: enArticles, sw: swArticles } satisfies Catalogue<typeof enArticles>
export const guideMessages = { en: enGuide, sw: swGuide } satisfies Catalogue<typeof enGuide>
export const guideCallToActionMessages = { en: enGuideCallToAction, sw: swGuideCallToAction } satisfies Catalogue<
  typeof enGuideCallToAction
>
export const shareMessages = { en: enShare, sw: swShare } satisfies Catalogue<typeof enShare>
