// Kiswahili interface strings of one page or feature; app/i18n/<area>.ts pairs them with the English.
import type { videos as enVideos, video as enVideo } from '../en/videos'
import { swNumber } from '../sw-number'

export const videos: typeof enVideos = {
  title: 'Mafunzo ya Video',
  description:
    'Tazama mafunzo ya video ya kilimo kuhusu mazao, mifugo, udhibiti wa wadudu waharibifu, afya ya udongo na teknolojia ya kilimo.',
  filterLabel: 'Makundi ya video',
  categoryLabel: 'Kundi',
  allCategories: 'Makundi Yote',
  apply: 'Onyesha video',
  listHeading: 'Video',
  // "video" is the same word in the singular and the plural.
  showing: (shown: number, total: number) => `Inaonyesha video ${swNumber(shown)} kati ya ${swNumber(total)}`,
  loadMore: 'Pakia Video Zaidi',
  empty: 'Hakuna video zilizopatikana katika kundi hili',
  emptyHelp: 'Jaribu kundi jingine, au soma miongozo yetu ya mada.',
  browseGuides: 'Pitia makala na miongozo',
  loadingPlayer: 'Inapakia kicheza video…',
}

export const video: typeof enVideo = {
  notFound: 'Hatukuweza kupata video hiyo.',
  allVideos: 'Video zote',
  play: (title: string) => `Cheza ${title}`,
  details: 'Kuhusu video hii',
  category: 'Kundi',
  duration: 'Muda',
  author: 'Mtayarishaji',
  dataNote: 'Video hupakia pale tu unapobonyeza cheza, kwa hiyo haitumii data ya simu hadi wakati huo.',
  relatedHeading: (category: string) => `Video zaidi za ${category}`,
}
