import { offline } from './en/offline'

// The core of the interface strings in English, what every page shows (the brand, the
// navigation, the footer, the data saver, the error pages…): the spec's texts, word for word.
// The Kiswahili catalogue (sw.ts) has exactly this shape. A page's or a feature's own strings
// are in en/<area>.ts, paired with their Kiswahili in i18n/<area>.ts and imported by the module
// that shows them, so no page loads another page's strings (messages.ts, docs/decisions/0006).
export const en = {
  brand: {
    title: 'TUJUE UKULIMA',
    subtitle: 'SKYFIELD AEROTECH',
    homeLink: 'Tujue Ukulima home',
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
  /** Data saver (issue 17): the footer switch, the tap-to-load photos and the page's saving. */
  dataSaver: {
    title: 'Data saver',
    on: 'On: photos further down load when you tap them, and videos do not play by themselves.',
    off: 'Off: every photo loads with the page.',
    turnOn: 'Turn on data saver',
    turnOff: 'Turn off data saver',
    showPhoto: (size: string) => `Show photo (${size})`,
    saved: (size: string) => `About ${size} saved on this page`,
  },
  footer: {
    blurb: 'Empowering farmers through knowledge, innovation, and community.',
    social: 'Follow us',
    facebook: 'Facebook',
    linkedin: 'LinkedIn',
    youtube: 'YouTube',
    quickLinks: 'Quick Links',
    home: 'Home',
    articles: 'Articles',
    videoTutorials: 'Video Tutorials',
    askExpert: 'Ask an Expert',
    marketplace: 'Marketplace',
    droneServices: 'Drone Services',
    topics: 'Topics',
    contactUs: 'Contact Us',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    howWeCheck: 'How we check our guides',
    copyright: (year: number, hubName: string) => `© ${year} ${hubName}. All rights reserved.`,
  },
  topics: {
    'crop-production': 'Crop Production',
    'animal-production': 'Animal Production',
    'precision-agriculture': 'Precision Agriculture',
    'pest-control': 'Pest Control',
    'smart-farming': 'Smart Farming',
    'drone-spraying': 'Drone Spraying',
    'climate-smart-agriculture': 'Climate-Smart Agriculture',
    'soil-health': 'Soil Health',
    'rice-farming': 'Rice Farming',
  },
  comingSoon: {
    heading: 'Coming Soon',
    returnHome: 'Return to Home',
    marketplace: {
      title: 'Marketplace',
      body: 'A digital marketplace where you can buy quality inputs and sell your harvest is on its way. Until then, our guides and experts are here to help.',
    },
    'drone-services': {
      title: 'Drone Services',
      body: 'Online booking for drone spraying, mapping and crop scouting is coming soon. To book a service today, call or email us.',
    },
    auth: {
      title: 'Sign in',
      body: 'Farmer accounts are coming soon. Everything on the hub is free to read without an account.',
    },
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
