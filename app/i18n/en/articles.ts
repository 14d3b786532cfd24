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
