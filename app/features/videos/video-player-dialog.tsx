import { ExternalLink } from 'lucide-react'
import { useRef } from 'react'
import { Dialog, DialogContent, DialogTitle } from '~/components/ui/dialog'
import { useMessages } from '~/i18n/messages'
import { youtubeEmbedUrl, youtubeWatchUrl } from '~/lib/youtube'

export interface PlayableVideo {
  youtubeId: string
  title: string
}

interface VideoPlayerDialogProps {
  /** The video to play; null keeps the player closed (and loads nothing from YouTube). */
  video: PlayableVideo | null
  onClose: () => void
}

/** The modal player (spec §2): the embedded player at /embed/{id} with autoplay, and a close button. */
export function VideoPlayerDialog({ video, onClose }: VideoPlayerDialogProps) {
  const t = useMessages().player
  // The player opens from a page's own button, not a Radix trigger, so Radix has nothing
  // to return focus to on close: remember what had focus when it opened and go back there.
  const openerRef = useRef<HTMLElement | null>(null)
  const contentRef = useRef<HTMLDivElement>(null)
  return (
    <Dialog open={video !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {video && (
        <DialogContent
          ref={contentRef}
          className="max-w-4xl bg-stone-950 text-white"
          aria-describedby={undefined}
          // Radix would focus the first focusable element: the player, whose frame then takes
          // every key, so Escape could no longer close the dialog. Start on the dialog itself.
          onOpenAutoFocus={(event) => {
            openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
            event.preventDefault()
            contentRef.current?.focus()
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            openerRef.current?.focus()
          }}
        >
          <DialogTitle className="px-4 pt-4 pr-16 text-lg text-white sm:px-6">{video.title}</DialogTitle>
          <div className="mt-3 aspect-video w-full bg-black">
            <iframe
              src={youtubeEmbedUrl(video.youtubeId)}
              title={video.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="size-full"
            />
          </div>
          <p className="px-4 py-3 text-sm text-stone-300 sm:px-6">
            {t.notPlaying}{' '}
            <a
              href={youtubeWatchUrl(video.youtubeId)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-white underline"
            >
              {t.openOnYoutube}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </p>
        </DialogContent>
      )}
    </Dialog>
  )
}
