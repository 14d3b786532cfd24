// Interface strings of one page or feature; app/i18n/<area>.ts pairs them with their Kiswahili.

export const videos = {
  title: 'Video Tutorials',
  description: 'Watch farming video tutorials on crops, livestock, pest control, soil health and farm technology.',
  filterLabel: 'Video categories',
  categoryLabel: 'Category',
  allCategories: 'All Categories',
  apply: 'Show videos',
  listHeading: 'Videos',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? 'video' : 'videos'}`,
  loadMore: 'Load More Videos',
  empty: 'No videos found for this category',
  emptyHelp: 'Try another category, or read our topic guides.',
  browseGuides: 'Browse articles and guides',
  loadingPlayer: 'Loading the player…',
}

export const video = {
  notFound: 'We could not find that video.',
  allVideos: 'All videos',
  play: (title: string) => `Play ${title}`,
  details: 'About this video',
  category: 'Category',
  duration: 'Duration',
  author: 'Author',
  dataNote: 'The video loads only when you press play, so it uses no mobile data until then.',
  relatedHeading: (category: string) => `More ${category} videos`,
}
