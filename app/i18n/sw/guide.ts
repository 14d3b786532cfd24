// Kiswahili interface strings of one page or feature; app/i18n/<area>.ts pairs them with the English.
import type { guide as enGuide, guideCallToAction as enGuideCallToAction, share as enShare } from '../en/guide'

export const guide: typeof enGuide = {
  sources: 'Vyanzo',
  sourcesLead: 'Mwongozo huu umetumia vyanzo vifuatavyo:',
  allArticles: 'Makala na miongozo yote',
  updated: 'Imesasishwa',
  atAGlance: 'Kwa ufupi',
  lastReviewed: 'Ilikaguliwa mwisho',
  reportMistake: 'Ripoti kosa',
  howWeCheck: 'Jinsi tunavyokagua miongozo yetu',
  videosHeading: (title: string) => `Video za ${title}`,
  videosLead: 'Gusa video ili uicheze. Video hutumia data ya simu pale tu unapoicheza.',
  play: (title: string) => `Cheza ${title}`,
  moreVideos: 'Video zaidi kwenye YouTube',
  relatedHeading: 'Miongozo inayohusiana',
  readGuide: 'Soma mwongozo',
}

export const guideCallToAction: typeof enGuideCallToAction = {
  heading: 'Uko Tayari Kutumia Mbinu Hizi?',
  body: 'Soma miongozo yetu mingine ya vitendo, au tazama wakulima na wataalamu wakitumia mbinu hizi shambani.',
  exploreArticles: 'Soma Makala Zaidi',
  watchVideos: 'Tazama Video Zinazohusiana',
}

/** The share links of the guide and video pages. */
export const share: typeof enShare = {
  heading: 'Shiriki',
  whatsapp: 'Shiriki kwenye WhatsApp',
  opensInNewTab: '(inafunguka kwenye kichupo kipya)',
  copyLink: 'Nakili kiungo',
  copied: 'Kiungo kimenakiliwa',
  copiedBody: 'Kibandike kwenye ujumbe ili kushiriki ukurasa huu.',
  copyFailed: 'Imeshindikana kunakili kiungo',
  copyFailedBody: (url: string) => `Nakili kiungo hiki mwenyewe: ${url}`,
}
