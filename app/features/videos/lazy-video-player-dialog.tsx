import { LoaderCircle } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useMessages } from '~/i18n/messages'
import type { PlayableVideo } from './video-player-dialog'

// The player dialog (Radix Dialog and the embed) loads only when a video is played,
// keeping it out of the pages' first load.
const VideoPlayerDialog = lazy(() =>
  import('./video-player-dialog').then((module) => ({ default: module.VideoPlayerDialog })),
)

/** Starts fetching the player's code early, e.g. when a Watch button is pointed at or focused. */
export function preloadVideoPlayer() {
  void import('./video-player-dialog')
}

interface LazyVideoPlayerDialogProps {
  video: PlayableVideo | null
  onClose: () => void
}

/**
 * VideoPlayerDialog, fetched on first use; a small notice shows while it arrives. On close
 * the focus goes back to the control that opened it (Radix only does that for its own
 * DialogTrigger, and a Watch button is not one).
 */
export function LazyVideoPlayerDialog({ video, onClose }: LazyVideoPlayerDialogProps) {
  const opener = useRef<HTMLElement | null>(null)
  const isOpen = video !== null
  useEffect(() => {
    if (isOpen) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    } else {
      opener.current?.focus()
      opener.current = null
    }
  }, [isOpen])

  if (!video) return null
  return (
    <Suspense fallback={<PlayerLoading />}>
      <VideoPlayerDialog video={video} onClose={onClose} />
    </Suspense>
  )
}

function PlayerLoading() {
  const t = useMessages().pages.videos
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/70">
      <p role="status" className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-3 font-semibold">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700" />
        {t.loadingPlayer}
      </p>
    </div>
  )
}
