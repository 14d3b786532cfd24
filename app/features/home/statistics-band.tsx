import { useEffect, useRef, useState } from 'react'
import { Backdrop } from '~/components/backdrop'
import type { BackdropPhoto } from '~/content/backdrops'
import type { Statistic } from '~/content/schema'
import { useCatalogue } from '~/i18n/messages'
import { formatStatistic, runCountUp } from './count-up'
import { prefersReducedMotion } from './use-reduced-motion'
import { homeSectionsMessages } from '~/i18n/home-sections'

/** The count starts when 30% of the band is visible. */
const VISIBLE_SHARE = 0.3

/**
 * Home section 8: the four statistics, counting up when the band comes into view. The
 * HTML carries the final values ("10,000+"), read by screen readers throughout; only the
 * drawn number moves, and not at all for someone who asked for less motion.
 */
export function StatisticsBand({ statistics, backdrop }: { statistics: Statistic[]; backdrop: BackdropPhoto }) {
  const t = useCatalogue(homeSectionsMessages).statistics
  const bandRef = useRef<HTMLElement>(null)
  const [fraction, setFraction] = useState(1)

  useEffect(() => {
    const band = bandRef.current
    if (!band || prefersReducedMotion() || !('IntersectionObserver' in window)) return
    let stopCounting: (() => void) | undefined
    const observer = new IntersectionObserver(
      (entries) => {
        const share = Math.max(...entries.map((entry) => entry.intersectionRatio))
        if (share < VISIBLE_SHARE) {
          // Below the fold the counters wait at 0, so they never visibly jump back.
          setFraction(0)
          return
        }
        observer.disconnect()
        stopCounting = runCountUp(setFraction)
      },
      { threshold: [0, VISIBLE_SHARE] },
    )
    observer.observe(band)
    return () => {
      observer.disconnect()
      stopCounting?.()
    }
  }, [])

  return (
    <section
      ref={bandRef}
      aria-labelledby="statistics-heading"
      className="relative isolate overflow-hidden bg-brand-900 py-16 text-white sm:py-20"
    >
      {/* Below the fold: lazy, and left out on a data-saver page. The dark overlay keeps the figures readable. */}
      <Backdrop photo={backdrop} />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand-950/85" />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="statistics-heading" className="text-center text-3xl font-bold sm:text-4xl">
          {t.heading}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-8 lg:grid-cols-4">
          {statistics.map((statistic) => (
            <div key={statistic.label} className="flex flex-col-reverse items-center justify-end text-center">
              <dt className="mt-2 text-lg text-brand-100">{statistic.label}</dt>
              <dd className="grid text-4xl font-extrabold text-accent-400 tabular-nums sm:text-5xl">
                {/* The count and its final figure share one cell, the figure hidden: the box is as
                    wide as it will end, and the count starts at its left edge, so nothing moves as
                    it goes up (centred, each new digit would move the ones before it). */}
                <span aria-hidden="true" className="col-start-1 row-start-1 text-left">
                  {formatStatistic(statistic.value, statistic.suffix, fraction)}
                </span>
                <span className="invisible col-start-1 row-start-1">
                  {formatStatistic(statistic.value, statistic.suffix)}
                </span>
                <span className="sr-only">{formatStatistic(statistic.value, statistic.suffix)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
