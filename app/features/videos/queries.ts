import type { Video, VideoGroup, VideoLink } from '~/content/schema'
import { featuredVideoSlugs, videos } from '~/content/videos'
import { featuredTopics } from '~/content/home'
import { animalVideoGroups, cropVideoGroups, topicVideoLists } from '~/content/video-lists'
import { extractYoutubeId } from '~/lib/youtube'
import type { FlowGroup, FlowVideo, TopicVideoFlow } from './topic-video-flow'
import type { VideoCardData } from './video-card'

export function listVideos(): Video[] {
  return videos
}

export function getVideoBySlug(slug: string | undefined): Video | undefined {
  return videos.find((video) => video.slug === slug)
}

/** The pool of 7 home Featured Videos, as the cards show them. */
export function listFeaturedVideos(): VideoCardData[] {
  return featuredVideoSlugs.map((slug) => {
    const video = getVideoBySlug(slug)
    if (!video) throw new Error(`unknown featured video: ${slug}`)
    const { title, author, category, duration, thumbnail, youtubeId } = video
    return { slug, title, author, category, duration, thumbnail, youtubeId }
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
