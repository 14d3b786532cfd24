// Interface strings of one page or feature; app/i18n/<area>.ts pairs them with their Kiswahili.

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
