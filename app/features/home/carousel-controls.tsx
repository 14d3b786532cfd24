import type { UseEmblaCarouselType } from 'embla-carousel-react'
import ChevronLeft from '~icons/lucide/chevron-left'
import ChevronRight from '~icons/lucide/chevron-right'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useCatalogue } from '~/i18n/messages'
import { cn } from '~/lib/utils'
import { homeMessages } from '~/i18n/home'

export type CarouselApi = UseEmblaCarouselType[1]

export type ScrollDirection = 'previous' | 'next'

/** Scrolls the carousel one slide, when it has its engine. */
export function scrollCarousel(api: CarouselApi, direction: ScrollDirection) {
  if (direction === 'previous') api?.scrollPrev()
  else api?.scrollNext()
}

/**
 * Previous/next state of a carousel, and its arrow keys: Left and Right scroll while focus
 * is anywhere inside `region` (its buttons, its links). With `loop` the buttons are never
 * disabled; without it they are at the ends. `scroll` does the scrolling: the hero
 * gives its own, which keeps a key pressed before its engine has loaded.
 */
export function useCarouselNavigation(
  api: CarouselApi,
  region: RefObject<HTMLElement | null>,
  loop: boolean,
  scroll: (direction: ScrollDirection) => void = (direction) => scrollCarousel(api, direction),
) {
  const [edges, setEdges] = useState({ canPrevious: loop, canNext: loop })
  const scrollRef = useRef(scroll)
  useEffect(() => {
    scrollRef.current = scroll
  })

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
    if (!element) return
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') scrollRef.current('previous')
      else if (event.key === 'ArrowRight') scrollRef.current('next')
      else return
      event.preventDefault()
    }
    element.addEventListener('keydown', handleKeyDown)
    return () => element.removeEventListener('keydown', handleKeyDown)
  }, [region])

  return edges
}

interface CarouselButtonsProps {
  onScroll: (direction: ScrollDirection) => void
  canPrevious: boolean
  canNext: boolean
  className?: string
  tone?: 'light' | 'dark'
}

/** The visible previous and next buttons of a carousel. */
export function CarouselButtons({ onScroll, canPrevious, canNext, className, tone = 'dark' }: CarouselButtonsProps) {
  const t = useCatalogue(homeMessages).carousel
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
        onClick={() => onScroll('previous')}
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </button>
      <button
        type="button"
        className={buttonClass}
        disabled={!canNext}
        aria-label={t.next}
        onClick={() => onScroll('next')}
      >
        <ChevronRight aria-hidden="true" className="size-6" />
      </button>
    </div>
  )
}
