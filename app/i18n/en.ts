import { offline } from './en/offline'

// The core of the interface strings in English, what every page's first load needs (the brand,
// the navigation, the topics' names, the error pages…): the spec's texts, word for word. The
// footer's and the data saver's are areas of their own (footer.ts, data-saver.ts): they are
// shown only by lazy chunks (the footer island, the lean pages' photos).
// The Kiswahili catalogue (sw.ts) has exactly this shape. A page's or a feature's own strings
// are in en/<area>.ts, paired with their Kiswahili in i18n/<area>.ts and imported by the module
// that shows them, so no page loads another page's strings (messages.ts, docs/decisions/0006).
export const en = {
  brand: {
    title: 'TUJUE UKULIMA',
    subtitle: 'SKYFIELD AEROTECH',
    homeLink: 'Tujue Ukulima Skyfield Aerotech, home',
  },
  skipToContent: 'Skip to main content',
  language: {
    /** The language switch's accessible name. */
    switchLabel: 'Language',
    en: 'English',
    sw: 'Kiswahili',
    // The suggestion speaks to a reader of the other language, so each catalogue writes it in
    // that language: here in Kiswahili, for a Kiswahili browser on an English page.
    suggestion: 'Tovuti hii inapatikana pia kwa Kiswahili.',
    suggestionAction: 'Soma kwa Kiswahili',
    suggestionDismiss: 'Funga',
  },
  common: {
    close: 'Close',
    openFailed: 'This could not be opened. Check your connection and try again.',
  },
  player: {
    notPlaying: 'Video not playing on your connection?',
    openOnYoutube: 'Open it on YouTube',
  },
  articleCard: {
    opensInNewTab: '(opens in a new tab)',
    by: 'By',
  },
  videoCard: {
    watch: 'Watch',
    watchVideo: (title: string) => `Watch ${title}`,
    duration: 'Duration',
  },
  nav: {
    label: 'Main',
    home: 'Home',
    aboutUs: 'About Us',
    articles: 'Articles',
    videos: 'Videos',
    askExpert: 'Ask an Expert',
    services: 'Services',
    marketplace: 'Marketplace',
    droneServices: 'Drone Services',
    menu: 'Menu',
    mobileLabel: 'Mobile',
  },
  offline,
  notFound: {
    title: 'Page not found',
    heading: 'Oops! Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    returnHome: 'Return to Home',
  },
  error: {
    title: 'Something went wrong',
    heading: 'Something went wrong',
    body: 'We could not show this page. Please try again in a moment.',
    returnHome: 'Return to Home',
  },
}
