// The home page's strings shown by its islands and dialogs (the sections below the first screen,
// the guide reader and the video flow): loaded with the first of them, not with the page.

export const homeSections = {
  promoVideo: {
    label: 'Skyfield Aerotech at work in the field',
    unsupported: 'Your browser does not support the video tag.',
    play: 'Play the video',
    pause: 'Pause the video',
  },
  topics: {
    heading: 'Featured Topics',
    lead: 'Practical guides and videos on the subjects farmers ask us about most.',
    learnMore: 'Learn more',
    watchVideos: 'Watch videos',
    about: (title: string) => `about ${title}`,
    of: (title: string) => `of ${title}`,
    noVideos: 'Videos coming soon',
  },
  reader: {
    subtitle: 'Comprehensive guide to modern agricultural practices',
    loading: 'Loading the guide…',
    failed: 'We could not load this guide. Check your connection and try again.',
    retry: 'Try again',
  },
  videoFlow: {
    title: (topic: string) => `${topic} videos`,
    chooseCrop: 'Choose a crop to see its videos.',
    chooseAnimal: 'Choose an animal to see its videos.',
    chooseVideo: 'Choose a video to watch.',
    videoCount: (count: number) => (count === 1 ? '1 video' : `${count} videos`),
    backToCrops: 'Back to crops',
    backToAnimals: 'Back to animals',
    watch: 'Watch',
    watchVideo: (title: string) => `Watch ${title}`,
    moreVideos: (topic: string) => `More ${topic} videos on YouTube`,
    opensInNewTab: '(opens in a new tab)',
    loading: 'Loading the videos…',
    failed: 'We could not load the videos. Check your connection and try again.',
    retry: 'Try again',
  },
  companies: {
    heading: 'Agricultural Innovation Partners',
    body: 'Meet the companies working with farmers on drones, community development and crop insurance.',
    browse: 'Browse Companies',
    videoLabel: 'Our partners at work',
  },
  recentArticles: {
    heading: 'Recent Articles',
    lead: 'Fresh reading from researchers and practitioners, picked for farmers in East Africa.',
    viewAll: 'View all articles',
  },
  featuredVideos: {
    heading: 'Featured Videos',
    lead: 'Short tutorials to watch when you have a moment and a connection.',
    viewAll: 'View all videos',
  },
  statistics: {
    heading: 'Our Impact in Numbers',
  },
  testimonials: {
    heading: 'What Farmers Say',
    lead: 'Farmers and cooperative leaders on what the hub has changed for them.',
    carousel: 'Farmer testimonials',
    rating: (rating: number, max: number) => `Rated ${rating} out of ${max}`,
  },
  mission: {
    heading: 'Our Mission',
    lead: 'We educate and empower farmers in Kenya and East Africa through education, innovation and community.',
  },
  askExpertBanner: {
    heading: 'Have a Farming Question?',
    body: 'Our agricultural experts are ready to help with pests, soil, crops, livestock and more. Ask in English or Kiswahili.',
    askNow: 'Ask an Expert Now',
    browseFaqs: 'Browse FAQs',
  },
  opening: 'Opening…',
}
