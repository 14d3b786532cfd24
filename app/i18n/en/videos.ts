// Interface strings of one area; app/i18n/en.ts puts the areas together.

export const videos = {
  title: 'Video Tutorials',
  description: 'Watch farming video tutorials on crops, livestock, pest control, soil health and farm technology.',
}

export const video = {
  notFound: 'We could not find that video.',
}
