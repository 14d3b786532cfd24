import { Dialog, DialogContent, DialogTitle } from '~/components/ui/dialog'
import { useMessages } from '~/i18n/messages'
import { OpenOnYoutubeLink, YoutubeEmbed } from './youtube-embed'

export interface PlayableVideo {
  youtubeId: string
  title: string
}

interface VideoPlayerDialogProps {
  /** The video to play; null keeps the player closed (and loads nothing from YouTube). */
  video: PlayableVideo | null
  onClose: () => void
}

/** The modal player: the embedded player at /embed/{id} with autoplay, and a close button. */
export function VideoPlayerDialog({ video, onClose }: VideoPlayerDialogProps) {
  const t = useMessages().player
  return (
    <Dialog open={video !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {video && (
        <DialogContent
          width="4xl"
          tone="dark"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Radix would focus the first focusable element, the player's iframe, where
            // Escape no longer reaches the dialog: focus the dialog itself instead.
            event.preventDefault()
            if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus()
          }}
        >
          <DialogTitle className="px-4 pt-4 pr-16 text-lg text-white sm:px-6">{video.title}</DialogTitle>
          <div className="mt-3 aspect-video w-full bg-black">
            <YoutubeEmbed youtubeId={video.youtubeId} title={video.title} />
          </div>
          <p className="px-4 py-3 text-sm text-stone-300 sm:px-6">
            {t.notPlaying} <OpenOnYoutubeLink youtubeId={video.youtubeId} className="text-white" />
          </p>
        </DialogContent>
      )}
    </Dialog>
  )
}
