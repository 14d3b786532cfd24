import { Suspense, useState } from 'react'
import { lazyDialog } from '~/components/lazy-dialog'
import { LoadingOverlay } from '~/components/ui/loading-overlay'
import { FeaturedVideos } from '~/features/videos/featured-videos'
import type { VideoCardData } from '~/features/videos/video-card'
import type { PlayableVideo } from '~/features/videos/video-player-dialog'
import { homeSectionsMessages } from '~/i18n/home-sections'
import { useCatalogue } from '~/i18n/messages'

// The player's code is fetched on the first press; composed here, in the island's own chunk (see topics-section.tsx).
const VideoPlayerDialog = lazyDialog(() =>
  import('~/features/videos/video-player-dialog').then((m) => m.VideoPlayerDialog),
)

/** Featured Videos, with the player a Watch button opens. */
export function VideosSection({ pool, initialSlugs }: { pool: VideoCardData[]; initialSlugs: string[] }) {
  const t = useCatalogue(homeSectionsMessages)
  const [playing, setPlaying] = useState<PlayableVideo | null>(null)
  return (
    <>
      <FeaturedVideos pool={pool} initialSlugs={initialSlugs} onWatch={setPlaying} />
      <Suspense fallback={<LoadingOverlay label={t.opening} />}>
        {playing && <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />}
      </Suspense>
    </>
  )
}
