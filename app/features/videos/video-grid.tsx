import type { Ref } from 'react'
import { preloadVideoPlayer } from './lazy-video-player-dialog'
import { VideoCard, type VideoCardData } from './video-card'

interface VideoGridProps {
  videos: VideoCardData[]
  onWatch: (video: VideoCardData) => void
  headingLevel?: 2 | 3
  listRef?: Ref<HTMLUListElement>
  /** The grid opens its page (/videos): the first still is the largest paint there, so it loads first. */
  isAtTop?: boolean
}

/** Video cards in a responsive grid. */
export function VideoGrid({ videos, onWatch, headingLevel = 3, listRef, isAtTop = false }: VideoGridProps) {
  return (
    <ul
      ref={listRef}
      onPointerOver={preloadVideoPlayer}
      onFocus={preloadVideoPlayer}
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {videos.map((video, index) => (
        <li key={video.slug} className="flex [&>article]:flex-1">
          <VideoCard
            video={video}
            onWatch={onWatch}
            headingLevel={headingLevel}
            isLargestPaint={isAtTop && index === 0}
          />
        </li>
      ))}
    </ul>
  )
}
