import Pause from '~icons/lucide/pause'
import Play from '~icons/lucide/play'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Image } from '~/components/ui/image'
import { useCatalogue } from '~/i18n/messages'
import { useDataSaver } from '~/lib/data-saver/context'
import { useHydrated } from '~/lib/hydration/use-hydrated'
import { cn } from '~/lib/utils'
import { FULL_WIDTH_PHOTO_WIDTHS, responsiveImage } from '~/lib/image-url'
import { usePrefersReducedMotion } from './use-reduced-motion'
import { mayAutoloadVideo, readConnection } from './video-policy'
import { homeSectionsMessages } from '~/i18n/home-sections'

interface BackgroundVideoProps {
  src: string
  poster: string
  /** What the video shows, for screen readers. */
  label: string
  className?: string
  /** Text and links over the video. */
  children?: ReactNode
}

/**
 * A looping, muted, autoplaying video that costs no data until it may: the server
 * sends only the poster; in the browser the video is attached when it scrolls into view on
 * a connection that is not data-saving or slow, and otherwise waits for the play button.
 * A pause button stops the motion (WCAG 2.2.2).
 */
export function BackgroundVideo({ src, poster, label, className, children }: BackgroundVideoProps) {
  const t = useCatalogue(homeSectionsMessages).promoVideo
  const isHydrated = useHydrated()
  // Data saver: the video never loads and no button offers it; the drawn poster stays.
  const isDataSaverOn = useDataSaver()
  const prefersReducedMotion = usePrefersReducedMotion()
  const mayAutoload = isHydrated && !isDataSaverOn && mayAutoloadVideo(readConnection(), prefersReducedMotion)
  const frameRef = useRef<HTMLDivElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  const [isInView, setIsInView] = useState(false)
  const [isRequested, setIsRequested] = useState(false)
  const [isPaused, setIsPaused] = useState(false)
  const [hasFailed, setHasFailed] = useState(false)
  const isAttached = isRequested || (mayAutoload && isInView)

  useEffect(() => {
    const frame = frameRef.current
    if (!mayAutoload || !frame) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setIsInView(true)
        observer.disconnect()
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(frame)
    return () => observer.disconnect()
  }, [mayAutoload])

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    // React does not always write `muted` before the browser decides on autoplay.
    video.muted = true
    if (isPaused) video.pause()
    else video.play().catch(() => setIsPaused(true))
  }, [isAttached, isPaused])

  function handleFailure() {
    console.warn('Video failed to load:', src)
    setHasFailed(true)
  }

  const isPlaying = isAttached && !isPaused
  return (
    <div ref={frameRef} className={cn('relative overflow-hidden bg-brand-950', className)}>
      <Image
        // The band's whole width, below the fold: lazy, and the browser takes the copy that fits.
        {...responsiveImage(poster, FULL_WIDTH_PHOTO_WIDTHS, '100vw')}
        alt=""
        width={1600}
        height={900}
        className="absolute inset-0 size-full object-cover"
        fallback={<div aria-hidden="true" className="absolute inset-0 bg-gradient-to-br from-brand-800 to-brand-950" />}
      />
      {isAttached && (
        <video
          ref={videoRef}
          autoPlay
          loop
          muted
          playsInline
          preload="auto"
          aria-label={label}
          className="absolute inset-0 size-full object-cover"
        >
          <source src={src} type="video/mp4" onError={handleFailure} />
          {t.unsupported}
        </video>
      )}
      {children}
      {/* Only once the page's script runs: before that the button could do nothing. */}
      {isHydrated && !isDataSaverOn && !hasFailed && (
        <button
          type="button"
          onClick={() => {
            setIsRequested(true)
            setIsPaused(isPlaying)
          }}
          className="absolute right-4 bottom-4 z-10 inline-grid h-11 items-center rounded-full bg-white/90 px-4 font-semibold text-stone-900 shadow hover:bg-white sm:right-6 sm:bottom-6"
        >
          {/* Both labels share one cell, the hidden one keeping the button as wide as the wider: it
              never moves as the video starts and stops (layout shifts). */}
          <span
            aria-hidden={isPlaying}
            className={cn('col-start-1 row-start-1 inline-flex items-center gap-2', isPlaying && 'invisible')}
          >
            <Play aria-hidden="true" className="size-5 fill-current" />
            {t.play}
          </span>
          <span
            aria-hidden={!isPlaying}
            className={cn('col-start-1 row-start-1 inline-flex items-center gap-2', !isPlaying && 'invisible')}
          >
            <Pause aria-hidden="true" className="size-5" />
            {t.pause}
          </span>
        </button>
      )}
    </div>
  )
}
