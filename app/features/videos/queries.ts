import type { TopicSlug, Video, VideoCategory, VideoGroup, VideoLink } from '~/content/schema'
import { featuredTopics } from '~/content/home'
import { animalVideoGroups, cropVideoGroups, topicVideoLists } from '~/content/video-lists'
import { featuredVideoSlugs, videos } from '~/content/videos'
import { extractYoutubeId } from '~/lib/youtube'
import type { FlowGroup, FlowVideo, TopicVideoFlow } from './topic-video-flow'
import type { VideoCardData } from './video-card'

export function getVideoBySlug(slug: string | undefined): Video | undefined {
  return videos.find((video) => video.slug === slug)
}

/** The videos of one category, or all of them, in the content's order. */
export function listVideosByCategory(category: VideoCategory | null): Video[] {
  return category ? videos.filter((video) => video.category === category) : videos
}

/** Other videos of the same category, for the end of a video page. */
export function listRelatedVideos(video: Video, limit = 6): Video[] {
  return videos.filter((other) => other.category === video.category && other.slug !== video.slug).slice(0, limit)
}

export interface TopicVideo {
  title: string
  youtubeId: string
}

/**
 * The videos shown on a topic guide's page (spec §2 "Topic video flow", flattened): the
 * first video of each animal for Animal Production, the topic's list for the others, and
 * none for Drone Spraying and Rice Farming. A link without a readable id is left out.
 */
export function listTopicVideos(slug: TopicSlug): { videos: TopicVideo[]; moreUrl: string | null } {
  if (slug === 'animal-production') {
    return { videos: animalVideoGroups.flatMap((group) => playable(group.name, group.videos[0]?.url)), moreUrl: null }
  }
  const list = topicVideoLists.find((entry) => entry.slug === slug)
  if (!list) return { videos: [], moreUrl: null }
  return { videos: list.videos.flatMap((video) => playable(video.title, video.url)), moreUrl: list.moreUrl }
}

function playable(title: string, url: string | undefined): TopicVideo[] {
  const youtubeId = url ? extractYoutubeId(url) : null
  return youtubeId ? [{ title, youtubeId }] : []
}

/** What a video card shows, and nothing more (loaders return only what the page renders). */
export function toVideoCard({ slug, title, author, category, duration, thumbnail, youtubeId }: Video): VideoCardData {
  return { slug, title, author, category, duration, thumbnail, youtubeId }
}

/** The pool of 7 home Featured Videos, as the cards show them. */
export function listFeaturedVideos(): VideoCardData[] {
  return featuredVideoSlugs.map((slug) => {
    const video = getVideoBySlug(slug)
    if (!video) throw new Error(`unknown featured video: ${slug}`)
    return toVideoCard(video)
  })
}

/** A featured topic's video flow, or undefined for a topic without videos (Drone Spraying, Rice Farming). */
export function getTopicVideoFlow(slug: string | undefined): TopicVideoFlow | undefined {
  const flow = featuredTopics.find((topic) => topic.slug === slug)?.videoFlow
  switch (flow) {
    case 'crops':
      return { kind: 'crops', groups: cropVideoGroups.map(toFlowGroup) }
    case 'animals':
      return { kind: 'animals', groups: animalVideoGroups.map(toFlowGroup) }
    case 'list': {
      const list = topicVideoLists.find((entry) => entry.slug === slug)
      return list && { kind: 'list', videos: toFlowVideos(list.videos), moreUrl: list.moreUrl }
    }
    default:
      return undefined
  }
}

function toFlowGroup(group: VideoGroup): FlowGroup {
  return { name: group.name, videos: toFlowVideos(group.videos) }
}

/** A link whose id cannot be read is left out rather than shown as a player that never starts. */
function toFlowVideos(links: VideoLink[]): FlowVideo[] {
  return links.flatMap(({ title, url }) => {
    const youtubeId = extractYoutubeId(url)
    return youtubeId ? [{ title, youtubeId }] : []
  })
}
