import {
  VIDEO_CATEGORIES,
  type TopicSlug,
  type Video,
  type VideoCategory,
  type VideoGroup,
  type VideoLink,
} from '~/content/schema'
import { featuredTopics } from '~/content/home'
import { videoCategoriesSw } from '~/content/sw/categories'
import { swEntry } from '~/content/sw/entry'
import { videoListsSw } from '~/content/sw/video-lists'
import { videosSw } from '~/content/sw/videos'
import { animalVideoGroups, cropVideoGroups, topicVideoLists } from '~/content/video-lists'
import { featuredVideoSlugs, videos } from '~/content/videos'
import type { Locale } from '~/i18n/locale'
import { extractYoutubeId } from '~/lib/youtube'
import type { FlowGroup, FlowVideo, TopicVideoFlow } from './topic-video-flow'
import type { VideoCardData } from './video-card'
import { videoCategorySlug } from './videos-params'

/** A video in Kiswahili: its description; the title stays the YouTube video's own. */
function translated(video: Video): Video {
  return { ...video, description: swEntry(videosSw, video.slug).description }
}

const videosIn: Record<Locale, Video[]> = { en: videos, sw: videos.map(translated) }

/** A category's name in the page's language; the English value stays the filter's key. */
export function videoCategoryLabel(category: VideoCategory, locale: Locale): string {
  return locale === 'en' ? category : videoCategoriesSw[category]
}

/** The category filter's 15 options after All Categories, in the spec's order, with their URL values. */
export function listVideoCategories(locale: Locale) {
  return VIDEO_CATEGORIES.map((category) => ({
    slug: videoCategorySlug(category),
    label: videoCategoryLabel(category, locale),
  }))
}

/**
 * A crop's or animal's name, or a numbered label of the catalogue ("Maize Video 1"), in the
 * page's language; the titles of real YouTube videos have no Kiswahili entry and stay.
 */
function groupName(name: string, locale: Locale): string {
  return locale === 'en' ? name : swEntry(videoListsSw.groups, name).name
}
function linkTitle(title: string, locale: Locale): string {
  return locale === 'en' ? title : (videoListsSw.titles[title] ?? title)
}

export function getVideoBySlug(slug: string | undefined, locale: Locale): Video | undefined {
  return videosIn[locale].find((video) => video.slug === slug)
}

/** The videos of one category, or all of them, in the content's order. */
export function listVideosByCategory(category: VideoCategory | null, locale: Locale): Video[] {
  const all = videosIn[locale]
  return category ? all.filter((video) => video.category === category) : all
}

/** Other videos of the same category, for the end of a video page. */
export function listRelatedVideos(video: Video, locale: Locale, limit = 6): Video[] {
  return videosIn[locale]
    .filter((other) => other.category === video.category && other.slug !== video.slug)
    .slice(0, limit)
}

export interface TopicVideo {
  title: string
  youtubeId: string
}

/**
 * The videos shown on a topic guide's page (its topic video flow, flattened): the
 * first video of each animal for Animal Production, the topic's list for the others, and
 * none for Drone Spraying and Rice Farming. A link without a readable id is left out.
 */
export function listTopicVideos(slug: TopicSlug, locale: Locale): { videos: TopicVideo[]; moreUrl: string | null } {
  if (slug === 'animal-production') {
    return {
      videos: animalVideoGroups.flatMap((group) => playable(groupName(group.name, locale), group.videos[0]?.url)),
      moreUrl: null,
    }
  }
  const list = topicVideoLists.find((entry) => entry.slug === slug)
  if (!list) return { videos: [], moreUrl: null }
  return {
    videos: list.videos.flatMap((video) => playable(linkTitle(video.title, locale), video.url)),
    moreUrl: list.moreUrl,
  }
}

function playable(title: string, url: string | undefined): TopicVideo[] {
  const youtubeId = url ? extractYoutubeId(url) : null
  return youtubeId ? [{ title, youtubeId }] : []
}

/** What a video card shows, and nothing more (loaders return only what the page renders). */
export function toVideoCard(
  { slug, title, author, category, duration, thumbnail, youtubeId }: Video,
  locale: Locale,
): VideoCardData {
  return { slug, title, author, category: videoCategoryLabel(category, locale), duration, thumbnail, youtubeId }
}

/** The pool of 7 home Featured Videos, as the cards show them. */
export function listFeaturedVideos(locale: Locale): VideoCardData[] {
  return featuredVideoSlugs.map((slug) => {
    const video = getVideoBySlug(slug, locale)
    if (!video) throw new Error(`unknown featured video: ${slug}`)
    return toVideoCard(video, locale)
  })
}

/** A featured topic's video flow, or undefined for a topic without videos (Drone Spraying, Rice Farming). */
export function getTopicVideoFlow(slug: string | undefined, locale: Locale): TopicVideoFlow | undefined {
  const flow = featuredTopics.find((topic) => topic.slug === slug)?.videoFlow
  const toFlowGroup = (group: VideoGroup): FlowGroup => ({
    name: groupName(group.name, locale),
    videos: toFlowVideos(group.videos, locale),
  })
  switch (flow) {
    case 'crops':
      return { kind: 'crops', groups: cropVideoGroups.map(toFlowGroup) }
    case 'animals':
      return { kind: 'animals', groups: animalVideoGroups.map(toFlowGroup) }
    case 'list': {
      const list = topicVideoLists.find((entry) => entry.slug === slug)
      return list && { kind: 'list', videos: toFlowVideos(list.videos, locale), moreUrl: list.moreUrl }
    }
    default:
      return undefined
  }
}

/** A link whose id cannot be read is left out rather than shown as a player that never starts. */
function toFlowVideos(links: VideoLink[], locale: Locale): FlowVideo[] {
  return links.flatMap(({ title, url }) => {
    const youtubeId = extractYoutubeId(url)
    return youtubeId ? [{ title: linkTitle(title, locale), youtubeId }] : []
  })
}
