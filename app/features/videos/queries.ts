import type { TopicSlug, Video, VideoCategory } from '~/content/schema'
import { animalVideoGroups, topicVideoLists } from '~/content/video-lists'
import { videos } from '~/content/videos'
import { extractYoutubeId } from '~/lib/youtube'

export function listVideos(): Video[] {
  return videos
}

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
