// Home page content: hero slides, mission cards, statistics,
// featured topics, promo videos and the Ask-an-Expert background. The URLs are the
// catalogue's; the alt texts are general because we describe photos we have not seen.
import { z } from 'zod'
import { FeaturedTopicSchema, HeroSlideSchema, HttpsUrlSchema, MissionCardSchema, StatisticSchema } from './schema'

export const heroSlides = z
  .array(HeroSlideSchema)
  .length(3)
  .parse([
    {
      url: 'https://res.cloudinary.com/dalbjrgto/image/upload/v1748529254/WhatsApp_Image_2025-05-29_at_17.32.56_ea67fa29_ykt8q4.jpg',
      alt: 'Skyfield Aerotech field work with farmers in Kenya',
    },
    {
      url: 'https://res.cloudinary.com/dalbjrgto/image/upload/v1748529255/WhatsApp_Image_2025-05-29_at_17.32.56_c089a9da_f7rbqr.jpg',
      alt: 'The Skyfield Aerotech team on a farm in Kenya',
    },
    {
      url: 'https://res.cloudinary.com/dalbjrgto/image/upload/v1748529254/WhatsApp_Image_2025-05-29_at_17.32.55_e9734a57_kex9ed.jpg',
      alt: 'Skyfield Aerotech drone services in a Kenyan farming area',
    },
  ])

/** Shown instead of a hero slide whose image fails to load. */
export const heroFallbackImage = HttpsUrlSchema.parse(
  'https://images.unsplash.com/photo-1493962853295-0fd70327578a?ixlib=rb-4.0.3&auto=format&fit=crop&w=2340&q=80',
)

export const missionCards = z
  .array(MissionCardSchema)
  .length(4)
  .parse([
    {
      title: 'Expert Knowledge',
      description:
        'Practical advice from agronomists, drone specialists and experienced farmers, written for conditions in Kenya and East Africa.',
      icon: 'book-open',
    },
    {
      title: 'Sustainable Practices',
      description:
        'Methods that protect your soil, water and harvest for the seasons to come, such as careful spraying, composting and crop rotation.',
      icon: 'leaf',
    },
    {
      title: 'Community Support',
      description:
        'A place where farmers, cooperatives and experts learn from each other, ask questions and share what works in the field.',
      icon: 'users',
    },
    {
      title: 'Quality Resources',
      description:
        'Clear articles, video tutorials and guides you can trust, checked against reliable sources and free to use.',
      icon: 'award',
    },
  ])

export const statistics = z
  .array(StatisticSchema)
  .length(4)
  .parse([
    { value: 10000, label: 'Farmers Supported', suffix: '+' },
    { value: 500, label: 'Expert Articles', suffix: '+' },
    { value: 200, label: 'Video Tutorials', suffix: '+' },
    { value: 50, label: 'Agricultural Experts', suffix: '+' },
  ])

/** The nine Featured Topics cards, in the spec's order; titles and texts come from the guides. */
export const featuredTopics = z
  .array(FeaturedTopicSchema)
  .length(9)
  .refine((topics) => new Set(topics.map((topic) => topic.tone)).size === topics.length, 'tones must differ')
  .parse([
    { slug: 'crop-production', icon: 'sprout', tone: 'green', videoFlow: 'crops' },
    { slug: 'animal-production', icon: 'beef', tone: 'amber', videoFlow: 'animals' },
    { slug: 'precision-agriculture', icon: 'crosshair', tone: 'sky', videoFlow: 'list' },
    { slug: 'pest-control', icon: 'bug', tone: 'red', videoFlow: 'list' },
    { slug: 'smart-farming', icon: 'cpu', tone: 'violet', videoFlow: 'list' },
    { slug: 'drone-spraying', icon: 'plane', tone: 'teal', videoFlow: 'none' },
    { slug: 'climate-smart-agriculture', icon: 'cloud-sun', tone: 'lime', videoFlow: 'list' },
    { slug: 'soil-health', icon: 'layers', tone: 'orange', videoFlow: 'list' },
    { slug: 'rice-farming', icon: 'wheat', tone: 'emerald', videoFlow: 'none' },
  ])

const PromoVideoSchema = z.object({ src: HttpsUrlSchema, poster: HttpsUrlSchema })

/** Full-width promotional video below Our Mission. */
export const promoVideo = PromoVideoSchema.parse({
  src: 'https://res.cloudinary.com/dalbjrgto/video/upload/v1748283879/0422_1_fdpyie.mp4',
  poster:
    'https://images.unsplash.com/photo-1464207687429-7505649dae38?ixlib=rb-4.0.3&ixid=M3wxMjA3fDB8MHxwaG90by1wYWdlfHx8fGVufDB8fHx8fA%3D%3D&auto=format&fit=crop&w=2070&q=80',
})

/** Background video of the band that links to /companies. */
export const companiesVideo = PromoVideoSchema.parse({
  src: 'https://res.cloudinary.com/dalbjrgto/video/upload/v1748865602/Black_Elegant_and_Modern_Startup_Pitch_Deck_Presentation_tp59dz.mp4',
  poster: 'https://images.unsplash.com/photo-1473968512647-3e447244af8f?ixlib=rb-4.0.3&auto=format&fit=crop&w=800&q=80',
})

export const askExpertBackground = HttpsUrlSchema.parse('https://images.unsplash.com/photo-1581091226825-a6a2a5aee158')
