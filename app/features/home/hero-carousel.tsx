import Pause from '~icons/lucide/pause'
import Play from '~icons/lucide/play'
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { ButtonLink } from '~/components/ui/button'
import { Image } from '~/components/ui/image'
import type { HeroSlide } from '~/content/schema'
import { useCatalogue } from '~/i18n/messages'
import {
  CarouselButtons,
  scrollCarousel,
  useCarouselNavigation,
  type CarouselApi,
  type ScrollDirection,
} from './carousel-controls'
import { FULL_WIDTH_PHOTO_WIDTHS, resizedImageUrl, responsiveSrcSet } from '~/lib/image-url'
import { usePrefersReducedMotion } from './use-reduced-motion'
import { Link } from '~/components/link'
import { homeMessages } from '~/i18n/home'
import { useHydrated } from '~/lib/hydration/use-hydrated'
import { AUTOPLAY_DELAY_MS, ENGINE_LEAD_MS } from './hero-timing'

/** The hero loops: its buttons are never disabled. */
const LOOP = true

// The engine that moves the slides is not part of the page's first load: the first slide
// is all a farmer sees for its 8 seconds, so the engine is fetched ENGINE_LEAD_MS before it is
// due to move, or at once at the first touch, focus or press on the carousel.
// Loaded by hand rather than with React.lazy: a Suspense boundary holds back what it reveals
// on a timer, which would keep the engine waiting on a page whose clock a test has stopped.
const loadEngine = () => import('./hero-carousel-engine').then((module) => module.default)
type Engine = Awaited<ReturnType<typeof loadEngine>>

const slideStandIn = <div aria-hidden="true" className="size-full bg-gradient-to-br from-brand-800 to-brand-950" />

/** The slides whose photo may load (by index). */
function addSlides(woken: ReadonlySet<number>, indexes: number[]) {
  return indexes.every((index) => woken.has(index)) ? woken : new Set([...woken, ...indexes])
}

/**
 * Which slides' photos to fetch: the first at once (the page's largest paint), the
 * others only when they are about to show, not all three with the first paint: the next one with
 * the engine, before the first move, and once autoplay runs (8 s ahead), both neighbours of the
 * shown one once a farmer points at, focuses, drags or moves the carousel. A paused carousel costs
 * one photo.
 */
function useWokenSlides(api: CarouselApi | undefined, regionRef: RefObject<HTMLDivElement | null>) {
  const [woken, setWoken] = useState<ReadonlySet<number>>(() => new Set([0]))
  const wake = useCallback((indexes: number[]) => setWoken((slides) => addSlides(slides, indexes)), [])
  useEffect(() => {
    const region = regionRef.current
    if (!api || !region) return
    const count = api.slideNodes().length
    const around = (offsets: number[]) => {
      const selected = api.selectedScrollSnap()
      setWoken((slides) =>
        addSlides(slides, [selected, ...offsets.map((offset) => (selected + offset + count) % count)]),
      )
    }
    const wakeNext = () => around([1])
    const wakeNeighbours = () => around([1, -1])
    api.on('autoplay:play', wakeNext).on('select', wakeNeighbours).on('pointerDown', wakeNeighbours)
    region.addEventListener('pointerenter', wakeNeighbours)
    region.addEventListener('focusin', wakeNeighbours)
    return () => {
      api.off('autoplay:play', wakeNext).off('select', wakeNeighbours).off('pointerDown', wakeNeighbours)
      region.removeEventListener('pointerenter', wakeNeighbours)
      region.removeEventListener('focusin', wakeNeighbours)
    }
  }, [api, regionRef])
  return [woken, wake] as const
}

interface HeroCarouselProps {
  slides: HeroSlide[]
  fallbackImage: string
}

/**
 * Home section 1: the photos of the field behind the page's headline and its two ways in.
 * Autoplay goes on through hover and interaction; the pause button and
 * prefers-reduced-motion stop it (WCAG 2.2.2).
 */
export function HeroCarousel({ slides, fallbackImage }: HeroCarouselProps) {
  const t = useCatalogue(homeMessages)
  const [api, setApi] = useState<CarouselApi>()
  // A ref, not state: a state setter as a ref callback is an update inside the hydration's commit,
  // which React renders synchronously, in the same long task.
  const viewportRef = useRef<HTMLDivElement>(null)
  const regionRef = useRef<HTMLDivElement>(null)
  const prefersReducedMotion = usePrefersReducedMotion()
  // The farmer's own choice wins; until they make one, reduced motion means no autoplay.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const shouldPlay = choice ? choice === 'play' : !prefersReducedMotion
  const [isPlaying, setIsPlaying] = useState(false)
  const autoplay = api?.plugins().autoplay
  const [Engine, setEngine] = useState<{ component: Engine } | null>(null)
  // Until autoplay runs, the hero counts the first slide's 8 seconds itself, from when the page is
  // live (or from a press on Play): no engine needed for them. The count ends with the first move,
  // or with a farmer's move or pause (autoplay then counts from that).
  const [isFirstMovePending, setIsFirstMovePending] = useState(true)
  const hydrated = useHydrated()
  const isCountingDown = hydrated && shouldPlay && isFirstMovePending
  // When the first move is due (performance.now()), while counting down.
  const firstMoveAt = useRef<number | null>(null)
  // Each touch, focus or press before the engine has loaded asks for it (again, if it failed).
  const [engineRequests, setEngineRequests] = useState(0)
  const requestEngine = useCallback(() => setEngineRequests((count) => count + 1), [])
  const [woken, wake] = useWokenSlides(api, regionRef)

  // Shortly before the first move: the engine, and the photo it will show.
  useEffect(() => {
    if (!isCountingDown) {
      firstMoveAt.current = null
      return
    }
    firstMoveAt.current ??= performance.now() + AUTOPLAY_DELAY_MS
    if (Engine) return
    const timer = window.setTimeout(
      () => {
        wake([1])
        requestEngine()
      },
      Math.max(0, firstMoveAt.current - ENGINE_LEAD_MS - performance.now()),
    )
    return () => window.clearTimeout(timer)
  }, [isCountingDown, Engine, wake, requestEngine])

  useEffect(() => {
    if (Engine || engineRequests === 0) return
    let isCurrent = true
    loadEngine()
      .then((component) => {
        if (isCurrent) setEngine({ component })
      })
      // Offline, the slides stay as the page drew them; the next press or touch tries again.
      .catch(() => {})
    return () => {
      isCurrent = false
    }
  }, [engineRequests, Engine])
  // Scrolls asked for before the engine has loaded, made as soon as it has.
  const pendingScrolls = useRef<ScrollDirection[]>([])
  const scroll = useCallback(
    (direction: ScrollDirection) => {
      // A farmer's move: autoplay counts its 8 seconds from it, not from the page's start.
      setIsFirstMovePending(false)
      if (!api) {
        pendingScrolls.current.push(direction)
        requestEngine()
        return
      }
      scrollCarousel(api, direction)
      autoplay?.reset()
    },
    [api, autoplay, requestEngine],
  )
  const { canPrevious, canNext } = useCarouselNavigation(api, regionRef, LOOP, scroll)

  useEffect(() => {
    if (!api) return
    for (const direction of pendingScrolls.current.splice(0)) scrollCarousel(api, direction)
  }, [api])

  useEffect(() => {
    if (!api || !autoplay) return
    const handlePlay = () => setIsPlaying(true)
    const handleStop = () => setIsPlaying(false)
    // The plugin restarts itself after a drag; a farmer's pause must hold.
    const keepPaused = () => {
      if (!shouldPlay) autoplay.stop()
    }
    // A drag while counting down is a farmer's move too: autoplay counts from it.
    const endCountdown = () => setIsFirstMovePending(false)
    api
      .on('autoplay:play', handlePlay)
      .on('autoplay:stop', handleStop)
      .on('pointerUp', keepPaused)
      .on('pointerDown', endCountdown)
    let firstMove: number | undefined
    if (!shouldPlay) autoplay.stop()
    else if (!isCountingDown) autoplay.play()
    // The engine came ahead of the first move: the slide moves when its 8 seconds are up (at
    // once if the engine came late), and autoplay runs from there.
    else {
      firstMove = window.setTimeout(
        () => {
          autoplay.play()
          setIsFirstMovePending(false)
          api.scrollNext()
        },
        Math.max(0, (firstMoveAt.current ?? 0) - performance.now()),
      )
    }
    return () => {
      window.clearTimeout(firstMove)
      api
        .off('autoplay:play', handlePlay)
        .off('autoplay:stop', handleStop)
        .off('pointerUp', keepPaused)
        .off('pointerDown', endCountdown)
    }
  }, [api, autoplay, shouldPlay, isCountingDown])

  // Counting down to the first move is the slideshow running too: the farmer can pause it.
  const isRunning = shouldPlay && (isPlaying || isCountingDown)
  return (
    <section aria-labelledby="hero-heading" className="relative h-[75vh] min-h-[26rem] overflow-hidden bg-brand-950">
      <div
        ref={regionRef}
        // A touch or focus on the carousel means the farmer may move it: fetch its engine.
        onPointerDown={api ? undefined : requestEngine}
        onFocus={api ? undefined : requestEngine}
        role="region"
        aria-roledescription={t.carousel.carousel}
        aria-label={t.carousel.hero}
        className="absolute inset-0"
      >
        <div ref={viewportRef} className="h-full overflow-hidden">
          <div className="flex h-full" aria-live={isRunning ? 'off' : 'polite'}>
            {slides.map((slide, index) => (
              <div
                key={slide.url}
                role="group"
                aria-roledescription={t.carousel.slide}
                aria-label={t.carousel.slideLabel(index + 1, slides.length)}
                className="relative h-full min-w-0 flex-[0_0_100%]"
              >
                {woken.has(index) ? (
                  <Image
                    src={resizedImageUrl(slide.url, 1600)}
                    srcSet={responsiveSrcSet(slide.url, FULL_WIDTH_PHOTO_WIDTHS)}
                    // On a phone the slide is taller than 16:9 and the photo is cropped to its height, so
                    // 100vw asks for less than the box (about 1.7×): behind the dark overlays that does
                    // not show, and it keeps the page's largest paint at a phone's size in bytes.
                    sizes="100vw"
                    fallbackSrc={resizedImageUrl(fallbackImage, 1600)}
                    onFailure={(src) => console.warn('Hero image failed to load:', src)}
                    alt={slide.alt}
                    width={1600}
                    height={900}
                    // The first slide is the largest paint of the page: never lazy.
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : undefined}
                    className="size-full object-cover"
                    fallback={slideStandIn}
                  />
                ) : (
                  slideStandIn
                )}
              </div>
            ))}
          </div>
        </div>
        <div className="absolute right-4 bottom-4 z-10 flex gap-3 sm:right-6 sm:bottom-6">
          <button
            type="button"
            onClick={() => {
              setChoice(isRunning ? 'pause' : 'play')
              // Play before the engine has come counts 8 seconds anew; with it, autoplay counts.
              setIsFirstMovePending(!isRunning && !api)
            }}
            aria-label={isRunning ? t.carousel.pause : t.carousel.play}
            className="inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white"
          >
            {isRunning ? (
              <Pause aria-hidden="true" className="size-5" />
            ) : (
              <Play aria-hidden="true" className="size-5" />
            )}
          </button>
          <CarouselButtons onScroll={scroll} canPrevious={canPrevious} canNext={canNext} tone="light" />
        </div>
        {Engine && <Engine.component viewportRef={viewportRef} onReady={setApi} />}
      </div>
      {/* Dark overlays keep the white text readable on any photo. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-black/45" />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-gradient-to-t from-black/70 via-transparent to-black/30"
      />
      {/* Only the text and links take the pointer: a swipe anywhere else moves the photos. */}
      <div className="pointer-events-none absolute inset-0 flex items-center">
        <div className="mx-auto w-full max-w-7xl px-4 pb-16 text-white sm:px-6">
          <h1
            id="hero-heading"
            className="pointer-events-auto max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl"
          >
            {t.heading}
          </h1>
          <p className="pointer-events-auto mt-5 max-w-2xl text-lg text-white/90 sm:text-xl">{t.subheading}</p>
          <div className="pointer-events-auto mt-8 flex w-fit flex-wrap gap-4">
            <ButtonLink size="lg" variant="accent">
              <Link to="/articles">{t.browseArticles}</Link>
            </ButtonLink>
            <ButtonLink size="lg" variant="inverse">
              <Link to="/ask-expert">{t.askExpert}</Link>
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  )
}
