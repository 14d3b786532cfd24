import type { UseEmblaCarouselType } from 'embla-carousel-react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useState, type RefObject } from 'react'
import { useMessages } from '~/i18n/messages'
import { cn } from '~/lib/utils'

export type CarouselApi = UseEmblaCarouselType[1]

/**
 * Previous/next state of a carousel, and its arrow keys: Left and Right scroll while focus
 * is anywhere inside `region` (its buttons, its links). With `loop` the buttons are never
 * disabled; without it they are at the ends (spec §4).
 */
export function useCarouselNavigation(api: CarouselApi, region: RefObject<HTMLElement | null>, loop: boolean) {
  const [edges, setEdges] = useState({ canPrevious: loop, canNext: loop })

  useEffect(() => {
    if (!api) return
    const update = () => setEdges({ canPrevious: api.canScrollPrev(), canNext: api.canScrollNext() })
    api.on('init', update).on('reInit', update).on('select', update)
    return () => {
      api.off('init', update).off('reInit', update).off('select', update)
    }
  }, [api])

  useEffect(() => {
    const element = region.current
    if (!api || !element) return
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') api.scrollPrev()
      else if (event.key === 'ArrowRight') api.scrollNext()
      else return
      event.preventDefault()
    }
    element.addEventListener('keydown', handleKeyDown)
    return () => element.removeEventListener('keydown', handleKeyDown)
  }, [api, region])

  return edges
}

interface CarouselButtonsProps {
  api: CarouselApi
  canPrevious: boolean
  canNext: boolean
  /** Called after a button scrolls (the hero restarts its autoplay timer). */
  onNavigate?: () => void
  className?: string
  tone?: 'light' | 'dark'
}

/** The visible previous and next buttons of a carousel. */
export function CarouselButtons({
  api,
  canPrevious,
  canNext,
  onNavigate,
  className,
  tone = 'dark',
}: CarouselButtonsProps) {
  const t = useMessages().pages.home.carousel
  const buttonClass = cn(
    'inline-flex size-11 items-center justify-center rounded-full shadow transition-colors disabled:opacity-40',
    tone === 'light'
      ? 'bg-white/90 text-stone-900 hover:bg-white'
      : 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  )
  return (
    <div className={cn('flex gap-3', className)}>
      <button
        type="button"
        className={buttonClass}
        disabled={!canPrevious}
        aria-label={t.previous}
        onClick={() => {
          api?.scrollPrev()
          onNavigate?.()
        }}
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </button>
      <button
        type="button"
        className={buttonClass}
        disabled={!canNext}
        aria-label={t.next}
        onClick={() => {
          api?.scrollNext()
          onNavigate?.()
        }}
      >
        <ChevronRight aria-hidden="true" className="size-6" />
      </button>
    </div>
  )
}
