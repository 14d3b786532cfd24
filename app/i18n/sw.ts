import type { Messages } from './messages'
import { offline } from './sw/offline'

// The core interface strings in Kiswahili as it is spoken in Kenya (each page's and feature's
// own are in sw/<area>.ts): the same things the English catalogue (en.ts) says, not a word-for-word rendering. Typed as Messages, so a missing or extra
// key fails the type check; sw.test.ts also refuses a string left in English.
export const sw: Messages = {
  brand: {
    title: 'TUJUE UKULIMA',
    subtitle: 'SKYFIELD AEROTECH',
    homeLink: 'Tujue Ukulima Skyfield Aerotech, ukurasa wa mwanzo',
  },
  skipToContent: 'Ruka hadi maudhui makuu',
  language: {
    /** The language switch's accessible name. */
    switchLabel: 'Lugha',
    en: 'English',
    sw: 'Kiswahili',
    // The suggestion speaks to a reader of the other language, so each catalogue writes it in
    // that language: here in English, for an English browser on a Kiswahili page.
    suggestion: 'This site is also available in English.',
    suggestionAction: 'Read in English',
    suggestionDismiss: 'Dismiss',
  },
  common: {
    close: 'Funga',
    openFailed: 'Imeshindikana kufungua. Angalia muunganisho wako wa intaneti kisha ujaribu tena.',
  },
  player: {
    notPlaying: 'Video haichezi kwenye mtandao wako?',
    openOnYoutube: 'Ifungue kwenye YouTube',
  },
  articleCard: {
    opensInNewTab: '(inafunguka kwenye kichupo kipya)',
    by: 'Na',
  },
  videoCard: {
    watch: 'Tazama',
    watchVideo: (title: string) => `Tazama ${title}`,
    duration: 'Muda',
  },
  nav: {
    label: 'Menyu kuu',
    home: 'Nyumbani',
    aboutUs: 'Kuhusu Sisi',
    articles: 'Makala',
    videos: 'Video',
    askExpert: 'Uliza Mtaalamu',
    services: 'Huduma',
    marketplace: 'Soko',
    droneServices: 'Huduma za Droni',
    menu: 'Menyu',
    mobileLabel: 'Menyu ya simu',
  },
  offline,
  notFound: {
    title: 'Ukurasa haupatikani',
    heading: 'Samahani! Ukurasa haupatikani',
    body: 'Ukurasa unaoutafuta haupo au umehamishwa.',
    returnHome: 'Rudi Ukurasa wa Mwanzo',
  },
  error: {
    title: 'Hitilafu imetokea',
    heading: 'Samahani, kuna hitilafu',
    body: 'Hatukuweza kuonyesha ukurasa huu. Tafadhali jaribu tena baada ya muda mfupi.',
    returnHome: 'Rudi Ukurasa wa Mwanzo',
  },
}
