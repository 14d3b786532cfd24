// zod schemas and types for every entity of the spec. Content modules parse
// their data with these when they load, so a typo fails the build and the tests,
// never a farmer's page. Structure only: no class names, HTML or button labels.
import { z } from 'zod'
import { youtubeThumbnailUrl } from './youtube-thumbnail'

export const SlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case slug')

/** A YouTube video id: 11 letters, digits, `_` or `-`. */
export const YoutubeIdSchema = z.string().regex(/^[A-Za-z0-9_-]{11}$/, '11-character video id')

export const HttpsUrlSchema = z.url({ protocol: /^https$/ })

export const ImageSchema = z.object({
  src: HttpsUrlSchema,
  alt: z.string().trim().min(3),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export type Image = z.infer<typeof ImageSchema>

/**
 * A photo served from our own origin in several widths, as `scripts/optimise-images.mjs` writes
 * them: `{path}-{width}.webp` in `public/`. `width`/`height` give the shape (every copy has it);
 * `src` (the smallest copy) and `srcSet` are derived here so no component builds file names.
 */
const LocalPhotoFieldsSchema = z.object({
  path: z.string().regex(/^\/images\/[a-z0-9]+(?:[/-][a-z0-9]+)*$/, 'a path under /images, no extension'),
  widths: z
    .array(z.number().int().positive())
    .min(1)
    .refine((widths) => widths.every((width, i) => width > (widths[i - 1] ?? 0)), 'ascending widths'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})

function withSources<Photo extends { path: string; widths: number[] }>(photo: Photo) {
  return {
    ...photo,
    src: `${photo.path}-${photo.widths[0]}.webp`,
    srcSet: photo.widths.map((width) => `${photo.path}-${width}.webp ${width}w`).join(', '),
  }
}

export const LocalPhotoSchema = LocalPhotoFieldsSchema.transform(withSources)
export type LocalPhoto = z.infer<typeof LocalPhotoSchema>

/** Names of the icons the interface knows how to draw (lucide icons, mapped in the UI). */
export const IconNameSchema = z.enum([
  'sprout',
  'beef',
  'crosshair',
  'bug',
  'cpu',
  'plane',
  'cloud-sun',
  'layers',
  'wheat',
  'book-open',
  'leaf',
  'users',
  'award',
  'droplets',
  'store',
  'graduation-cap',
  'trending-down',
  'briefcase',
  'bot',
])
export type IconName = z.infer<typeof IconNameSchema>

/** A colour family for a card; the UI maps it to its own classes. */
export const ToneSchema = z.enum(['green', 'amber', 'sky', 'red', 'violet', 'teal', 'lime', 'orange', 'emerald'])
export type Tone = z.infer<typeof ToneSchema>

// ---------------------------------------------------------------- provider

/** Who runs the hub (defaults in provider.ts, overridable by environment variables). */
export const ProviderSchema = z.object({
  hubName: z.string().trim().min(2),
  providerName: z.string().trim().min(2),
  phone: z.string().trim().min(7),
  email: z.email(),
  streetAddress: z.string().trim().min(5),
  /** Where the provider is based (the About page's blurb). */
  homeBase: z.string().trim().min(2),
  social: z.object({
    facebook: HttpsUrlSchema,
    linkedin: HttpsUrlSchema,
    youtube: HttpsUrlSchema,
  }),
})
export type Provider = z.infer<typeof ProviderSchema>

// ---------------------------------------------------------------- topics

/** The spec's nine topics: the home page's Featured Topics, in their order. */
export const FEATURED_TOPIC_SLUGS = [
  'crop-production',
  'animal-production',
  'precision-agriculture',
  'pest-control',
  'smart-farming',
  'drone-spraying',
  'climate-smart-agriculture',
  'soil-health',
  'rice-farming',
] as const
export const FeaturedTopicSlugSchema = z.enum(FEATURED_TOPIC_SLUGS)
export type FeaturedTopicSlug = z.infer<typeof FeaturedTopicSlugSchema>

/**
 * Every topic guide: the nine featured topics, then the guides farmers asked for beyond them
 * (listed under Topic guides on /articles, never on the home page).
 */
export const TOPIC_SLUGS = [
  ...FEATURED_TOPIC_SLUGS,
  'dairy-cows',
  'chickens',
  'harvest-and-storage',
  'farm-chemical-safety',
] as const
export const TopicSlugSchema = z.enum(TOPIC_SLUGS)
export type TopicSlug = z.infer<typeof TopicSlugSchema>

/**
 * What a source is, which decides what it may back (source-rules.ts):
 * - `publisher`: a research institute, university, international body or non-profit publishing its
 *   own work (FAO, WHO, CIMMYT, icipe, IRRI, CABI, a university extension service);
 * - `government`: a government body or the law itself: in Kenya KALRO, PCPB, KCAA, Kenya Law; abroad a
 *   ministry, statutory board or public research institute (GOV.UK, the CDC, India's NDDB);
 * - `journal`: a peer-reviewed paper, cited by its DOI;
 * - `news`: a newspaper, broadcaster, magazine or news site;
 * - `vendor`: a company selling the product or service the guide discusses.
 * Blogs, aggregators and copies on sharing sites are not cited at all.
 */
export const SOURCE_KINDS = ['publisher', 'government', 'journal', 'news', 'vendor'] as const
export const SourceKindSchema = z.enum(SOURCE_KINDS)
export type SourceKind = z.infer<typeof SourceKindSchema>

export const SourceSchema = z.object({
  title: z.string().trim().min(3),
  publisher: z.string().trim().min(2),
  url: HttpsUrlSchema,
  kind: SourceKindSchema,
  /**
   * The passages of the English guide whose figures this source gives, each copied word for word
   * from the body. Every figure of a guide lies in a passage of a publisher, government or journal
   * source; news and vendor sources list none.
   */
  figures: z.array(z.string().trim().min(3)).default([]),
})
export type Source = z.infer<typeof SourceSchema>
export type SourceInput = z.input<typeof SourceSchema>

/**
 * Article topic: a full static text body and up to 3 illustration images (the nine
 * featured topics have their 3; a guide has a photo only where a licensed one exists).
 * `body` is plain text in the shape the presentation rules expect:
 * numbered headings ("1. What is …"), **bold**, "- " bullets, "✓ " check marks,
 * and tip lines ("Tip: …", "Note: …", "Pro tip: …", "Remember: …", "Fun fact: …",
 * "Did You Know? …").
 */
export const TopicGuideSchema = z.object({
  slug: TopicSlugSchema,
  title: z.string().trim().min(3),
  /** One line, shown on the topic card and as the page description. */
  description: z.string().trim().min(20).max(160),
  /** A short paragraph: the reader's intro line and the guide page's lead. */
  summary: z.string().trim().min(40).max(400),
  body: z.string().trim().min(1),
  images: z.array(ImageSchema).max(3),
  sources: z.array(SourceSchema).min(1),
  /**
   * Passages with figures from the provider's own work, which the text gives as the provider's by
   * name: the only figures without a published source (the spec quotes two).
   */
  providerFigures: z.array(z.string().trim().min(3)).default([]),
  updatedOn: z.iso.date(),
  /** When an editor last checked the guide against its sources. */
  reviewedOn: z.iso.date(),
  /** "At a glance": the 5–8 figures a farmer needs in the field; every number in a value also appears in the body. */
  atAGlance: z
    .array(z.object({ label: z.string().trim().min(2), value: z.string().trim().min(1) }))
    .min(5)
    .max(8),
})
export type TopicGuide = z.infer<typeof TopicGuideSchema>
export type TopicGuideInput = z.input<typeof TopicGuideSchema>

/**
 * A guide's words in Kiswahili: the same sections, figures and sources as the
 * English guide of the same slug, said for a Kenyan reader. Sources and photos are shared;
 * only the photos' descriptions are translated, in the English guide's order.
 */
export const TopicGuideTextSchema = TopicGuideSchema.pick({
  slug: true,
  title: true,
  description: true,
  summary: true,
  body: true,
  atAGlance: true,
}).extend({ imageAlts: z.array(z.string().trim().min(10)).max(3) })
export type TopicGuideText = z.infer<typeof TopicGuideTextSchema>
export type TopicGuideTextInput = z.input<typeof TopicGuideTextSchema>

/** How a featured topic's "Watch videos" button behaves. */
export const VideoFlowSchema = z.enum(['crops', 'animals', 'list', 'none'])

/** Featured topic: title, description, icon, link, colours; the rest comes from its guide. */
export const FeaturedTopicSchema = z.object({
  slug: FeaturedTopicSlugSchema,
  icon: IconNameSchema,
  tone: ToneSchema,
  videoFlow: VideoFlowSchema,
})
export type FeaturedTopic = z.infer<typeof FeaturedTopicSchema>

// ---------------------------------------------------------------- articles

export const ARTICLE_CATEGORIES = [
  'Pest Control',
  'Smart Farming',
  'Drone Spraying',
  'Climate-Smart Agriculture',
  'Soil Health',
  'Rice Farming',
] as const
export const ArticleCategorySchema = z.enum(ARTICLE_CATEGORIES)
export type ArticleCategory = z.infer<typeof ArticleCategorySchema>

/** "April 8, 2025": dates are shown as written, but must parse. */
export const DateTextSchema = z
  .string()
  .regex(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/)

export const ArticleSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().trim().min(5),
  excerpt: z.string().trim().min(40).max(300),
  author: z.string().trim().min(2),
  date: DateTextSchema,
  category: ArticleCategorySchema,
  /** The provider's own card photo, 3:2. */
  image: LocalPhotoFieldsSchema.extend({ alt: z.string().trim().min(3) }).transform(withSources),
  slug: SlugSchema,
  externalUrl: HttpsUrlSchema,
})
export type Article = z.infer<typeof ArticleSchema>

// ---------------------------------------------------------------- videos

export const VIDEO_CATEGORIES = [
  'Precision Agriculture',
  'Crop Production',
  'Animal Production',
  'Pest Control',
  'Smart Farming',
  'Drone Spraying',
  'Climate-Smart Agriculture',
  'Soil Health',
  'Rice Farming',
  'Big Data in Farming',
  'Satellite in Agriculture',
  'Vertical Hydroponics',
  'Renewable Energy',
  'Genetic Engineering',
  'AgroFinTech',
] as const
export const VideoCategorySchema = z.enum(VIDEO_CATEGORIES)
export type VideoCategory = z.infer<typeof VideoCategorySchema>

/** Video. The thumbnail is derived from the YouTube id. */
export const VideoSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string().trim().min(3),
    description: z.string().trim().min(30).max(400),
    author: z.string().trim().min(2),
    category: VideoCategorySchema,
    duration: z.string().regex(/^\d{1,2}:\d{2}(:\d{2})?$/, 'duration like 5:31'),
    youtubeId: YoutubeIdSchema,
    slug: SlugSchema,
  })
  .transform((video) => ({ ...video, thumbnail: youtubeThumbnailUrl(video.youtubeId) }))
export type Video = z.infer<typeof VideoSchema>
export type VideoInput = z.input<typeof VideoSchema>

/** One entry of a crop, animal or topic video list: a title and a YouTube link. */
export const VideoLinkSchema = z.object({
  title: z.string().trim().min(2),
  url: HttpsUrlSchema,
})
export type VideoLink = z.infer<typeof VideoLinkSchema>

/** Video category of the crop flow, e.g. "Maize Production" with 11 videos. */
export const VideoGroupSchema = z.object({
  name: z.string().trim().min(2),
  videos: z.array(VideoLinkSchema).min(1),
})
export type VideoGroup = z.infer<typeof VideoGroupSchema>

/** The list a topic's "Watch videos" shows when it is neither crops nor animals. */
export const TopicVideoListSchema = z.object({
  slug: TopicSlugSchema,
  videos: z.array(VideoLinkSchema).min(1),
  /** Where to find more on the video site. */
  moreUrl: HttpsUrlSchema,
})
export type TopicVideoList = z.infer<typeof TopicVideoListSchema>

// ---------------------------------------------------------------- home

export const HeroSlideSchema = z.object({ url: HttpsUrlSchema, alt: z.string().trim().min(3) })
export type HeroSlide = z.infer<typeof HeroSlideSchema>

export const MissionCardSchema = z.object({
  title: z.string().trim().min(3),
  description: z.string().trim().min(20),
  icon: IconNameSchema,
})
export type MissionCard = z.infer<typeof MissionCardSchema>

export const StatisticSchema = z.object({
  value: z.number().int().positive(),
  label: z.string().trim().min(3),
  suffix: z.string(),
})
export type Statistic = z.infer<typeof StatisticSchema>

export const TestimonialSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().trim().min(2),
  role: z.string().trim().min(2),
  image: HttpsUrlSchema,
  quote: z.string().trim().min(40),
  rating: z.number().int().min(1).max(5),
})
export type Testimonial = z.infer<typeof TestimonialSchema>

// ---------------------------------------------------------------- companies

export const CompanyVideoSchema = z
  .object({
    id: YoutubeIdSchema,
    title: z.string().trim().min(3),
    description: z.string().trim().min(20).max(200),
  })
  .transform((video) => ({ ...video, thumbnail: youtubeThumbnailUrl(video.id) }))
export type CompanyVideo = z.infer<typeof CompanyVideoSchema>

export const BlogTeaserSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().trim().min(5),
  excerpt: z.string().trim().min(40).max(300),
  author: z.string().trim().min(2),
  date: DateTextSchema,
  category: z.string().trim().min(2),
  readTime: z.string().regex(/^\d+ min read$/),
})
export type BlogTeaser = z.infer<typeof BlogTeaserSchema>

export const CompanySchema = z.object({
  id: SlugSchema,
  name: z.string().trim().min(2),
  description: z.string().trim().min(80),
  tagline: z.string().trim().min(10).max(120),
  logo: HttpsUrlSchema,
  coverImage: HttpsUrlSchema,
  specialty: z.string().trim().min(3),
  established: z.number().int().min(1900).max(2100),
  location: z.string().trim().min(3),
  contact: z.object({ phone: z.string().trim().min(7), email: z.email() }),
  videos: z.array(CompanyVideoSchema),
  blogs: z.array(BlogTeaserSchema),
})
export type Company = z.infer<typeof CompanySchema>
export type CompanyInput = z.input<typeof CompanySchema>

// ---------------------------------------------------------------- people and pages

export const TeamMemberSchema = z.object({
  name: z.string().trim().min(2),
  position: z.string().trim().min(2),
  description: z.string().trim().min(60),
  /** A square portrait; without one (or when it cannot load) the UI shows the initials. */
  image: LocalPhotoSchema.optional(),
})
export type TeamMember = z.infer<typeof TeamMemberSchema>

export const FaqItemSchema = z.object({
  question: z.string().trim().min(10),
  answer: z.string().trim().min(30),
})
export type FaqItem = z.infer<typeof FaqItemSchema>

export const EcosystemPartSchema = z.object({
  title: z.string().trim().min(3),
  description: z.string().trim().min(30),
  icon: IconNameSchema,
  href: z.string().startsWith('/'),
})

export const ImpactSchema = z.object({
  title: z.string().trim().min(3),
  description: z.string().trim().min(20),
  icon: IconNameSchema,
})

export const AboutSchema = z.object({
  blurb: z.string().trim().min(60),
  vision: z.string().trim().min(40),
  mission: z.string().trim().min(40),
  ecosystem: z.array(EcosystemPartSchema).length(3),
  impact: z.array(ImpactSchema).length(4),
})
export type About = z.infer<typeof AboutSchema>
