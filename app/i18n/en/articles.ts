// Interface strings of one page or feature; app/i18n/<area>.ts pairs them with their Kiswahili.

export const articles = {
  title: 'Articles & Resources',
  description:
    'Practical farming guides and articles for Kenyan farmers: pest control, soil health, smart farming, drone spraying and more.',
  searchFormLabel: 'Articles and guides',
  searchLabel: 'Search articles and guides',
  searchPlaceholder: 'e.g. maize, lime, armyworm',
  searchButton: 'Search',
  topicLabel: 'Topic',
  allTopics: 'All Topics',
  viewsLabel: 'Article lists',
  allArticles: 'All articles',
  saved: 'Saved',
  listHeading: 'Articles',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? 'article' : 'articles'}`,
  loadMore: 'Load More Articles',
  empty: 'No articles found for this category',
  guidesHeading: 'Topic guides',
  guidesLead: 'Our own step-by-step guides, written for farms in Kenya and East Africa.',
  // Search (beyond the spec: the search box works).
  resultsHeading: (query: string) => `Search results for “${query}”`,
  resultsSummary: (guides: number, articles: number) =>
    `${guides} ${guides === 1 ? 'guide' : 'guides'} and ${articles} ${articles === 1 ? 'article' : 'articles'} found`,
  guideResultsHeading: 'Topic guides',
  articleResultsHeading: 'Articles',
  inSection: 'Section:',
  noResults: (query: string) => `No results for “${query}”`,
  noResultsHelp: 'Check the spelling, try a shorter or different word, or browse our topic guides:',
  clearSearch: 'Clear search',
  // Bookmarks (beyond the spec: the bookmark button works).
  save: (title: string) => `Save ${title}`,
  unsave: (title: string) => `Remove ${title} from saved`,
  savedToast: 'Article saved',
  savedToastBody: 'Find it under Saved on the Articles page.',
  removedToast: 'Article removed from Saved',
  saveFailed: 'We could not save this article on your device',
  saveFailedBody: 'Your browser is blocking storage for this site. Check its privacy settings and try again.',
  savedHeading: 'Saved articles',
  savedIntro: 'Articles you saved on this device.',
  savedEmpty: 'You have not saved any articles yet.',
  savedEmptyHelp: 'Use the bookmark button on an article to keep it here.',
  savedLoading: 'Your saved articles are kept on this device and appear here once the page has loaded.',
  browseArticles: 'Browse all articles',
}

export const guide = {
  sources: 'Sources',
  sourcesLead: 'This guide draws on the following sources:',
  allArticles: 'All articles and guides',
  updated: 'Updated',
  atAGlance: 'At a glance',
  lastReviewed: 'Last reviewed',
  reportMistake: 'Report a mistake',
  howWeCheck: 'How we check our guides',
  videosHeading: (title: string) => `${title} videos`,
  videosLead: 'Tap a video to play it. Videos use mobile data only when you play them.',
  play: (title: string) => `Play ${title}`,
  moreVideos: 'More videos on YouTube',
  relatedHeading: 'Related guides',
  readGuide: 'Read the guide',
}

export const guideCallToAction = {
  heading: 'Ready to Implement These Practices?',
  body: 'Read more of our practical guides, or watch farmers and experts put these methods to work.',
  exploreArticles: 'Explore More Articles',
  watchVideos: 'Watch Related Videos',
}

/** The share links of the guide and video pages. */
export const share = {
  heading: 'Share',
  whatsapp: 'Share on WhatsApp',
  opensInNewTab: '(opens in a new tab)',
  copyLink: 'Copy link',
  copied: 'Link copied',
  copiedBody: 'Paste it into a message to share this page.',
  copyFailed: 'Could not copy the link',
  copyFailedBody: (url: string) => `Copy it by hand: ${url}`,
}
