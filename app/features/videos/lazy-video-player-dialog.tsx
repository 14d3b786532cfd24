import { Suspense } from 'react'
import { lazyDialog } from '~/components/lazy-dialog'
import { LoadingOverlay } from '~/components/ui/loading-overlay'
import { useCatalogue } from '~/i18n/messages'
import type { PlayableVideo } from './video-player-dialog'
import { videosMessages } from '~/i18n/videos'

// The player dialog (Radix Dialog and the embed) loads only when a video is played,
// keeping it out of the pages' first load.
const loadPlayer = () => import('./video-player-dialog')
const VideoPlayerDialog = lazyDialog(() => loadPlayer().then((module) => module.VideoPlayerDialog))

/** Starts fetching the player's code early, e.g. when a Watch button is pointed at or focused. */
export function preloadVideoPlayer() {
  void loadPlayer().catch(() => {})
}

interface LazyVideoPlayerDialogProps {
  video: PlayableVideo | null
  onClose: () => void
}

/** VideoPlayerDialog through the one lazy dialog pattern; a small notice shows while it arrives. */
export function LazyVideoPlayerDialog({ video, onClose }: LazyVideoPlayerDialogProps) {
  const t = useCatalogue(videosMessages)
  if (!video) return null
  return (
    <Suspense fallback={<LoadingOverlay label={t.loadingPlayer} />}>
      <VideoPlayerDialog video={video} onClose={onClose} />
    </Suspense>
  )
}
