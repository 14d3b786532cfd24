import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useState, type RefObject } from 'react'
import type { CarouselApi } from './carousel-controls'
import { AUTOPLAY_DELAY_MS } from './hero-timing'

/** Transition duration 30 (embla's units), looping. */
const HERO_CAROUSEL_OPTIONS = { loop: true, duration: 30 }

interface HeroCarouselEngineProps {
  /** The slides' viewport: drawn by the server, mounted before the engine loads. */
  viewportRef: RefObject<HTMLElement | null>
  onReady: (api: CarouselApi) => void
}

/**
 * The hero's slide engine (embla and its autoplay plugin, about 8 KB gzip), loaded only shortly
 * before the slides must move (hero-carousel.tsx): it renders nothing, it drives the server's slides.
 * Autoplay goes on through hover and interaction; the hero starts and stops it.
 */
export default function HeroCarouselEngine({ viewportRef, onReady }: HeroCarouselEngineProps) {
  const [plugins] = useState(() => [
    Autoplay({
      delay: AUTOPLAY_DELAY_MS,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  ])
  const [setViewport, api] = useEmblaCarousel(HERO_CAROUSEL_OPTIONS, plugins)
  useEffect(() => setViewport(viewportRef.current), [setViewport, viewportRef])
  useEffect(() => onReady(api), [api, onReady])
  return null
}
