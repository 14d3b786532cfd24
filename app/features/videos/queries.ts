import type { Video } from '~/content/schema'
import { videos } from '~/content/videos'

export function listVideos(): Video[] {
  return videos
}

export function getVideoBySlug(slug: string | undefined): Video | undefined {
  return videos.find((video) => video.slug === slug)
}
