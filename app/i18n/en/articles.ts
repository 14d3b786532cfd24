// Interface strings of one area; app/i18n/en.ts puts the areas together.

export const articles = {
  title: 'Articles & Resources',
  description:
    'Practical farming guides and articles for Kenyan farmers: pest control, soil health, smart farming, drone spraying and more.',
  guidesHeading: 'Topic guides',
}

export const guide = {
  sources: 'Sources',
}

export const guideCallToAction = {
  heading: 'Ready to Implement These Practices?',
  body: 'Read more of our practical guides, or watch farmers and experts put these methods to work.',
  exploreArticles: 'Explore More Articles',
  watchVideos: 'Watch Related Videos',
}
