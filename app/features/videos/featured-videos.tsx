import { useEffect, useState } from 'react'
import { ShowcaseSection } from '~/components/showcase-section'
import { useCatalogue } from '~/i18n/messages'
import { pickRandom } from './random-selection'
import { VideoCard, type VideoCardData } from './video-card'
import { Link } from '~/components/link'
import { homeSectionsMessages } from '~/i18n/home-sections'

/** 4 of the 7, drawn again every 30 minutes. */
export const FEATURED_VIDEO_COUNT = 4
const REDRAW_INTERVAL_MS = 30 * 60 * 1000

interface FeaturedVideosProps {
  /** All 7 candidates. */
  pool: VideoCardData[]
  /** The server's draw: rendered first, so hydration finds exactly the HTML it expects. */
  initialSlugs: string[]
  onWatch: (video: VideoCardData) => void
}

/**
 * Home section 7: a random 4 of the featured videos, with View all
 * videos. The HTML carries the server's draw; once the section runs, the browser draws
 * its own and again every 30 minutes. Four fixed cells (titles held to two lines, the
 * category and author to one), so a new draw never moves the page (e2e/layout-stability.spec.ts).
 */
export function FeaturedVideos({ pool, initialSlugs, onWatch }: FeaturedVideosProps) {
  const t = useCatalogue(homeSectionsMessages).featuredVideos
  const [slugs, setSlugs] = useState(initialSlugs)

  useEffect(() => {
    const redraw = () => setSlugs(pickRandom(pool, FEATURED_VIDEO_COUNT).map((video) => video.slug))
    // A press made before the section ran is held (aria-busy) and replayed on the card the farmer
    // pressed: a new draw under it first would open another video, or none. Keep the server's draw then.
    const afterHydration = setTimeout(() => {
      if (!document.querySelector('[aria-busy="true"]')) redraw()
    }, 0)
    const interval = setInterval(redraw, REDRAW_INTERVAL_MS)
    return () => {
      clearTimeout(afterHydration)
      clearInterval(interval)
    }
  }, [pool])

  const selection = slugs.flatMap((slug) => pool.filter((video) => video.slug === slug))
  return (
    <ShowcaseSection
      id="featured-videos-heading"
      title={t.heading}
      lead={t.lead}
      className="bg-stone-50 py-16 sm:py-20"
      items={selection}
      // By place: a new draw changes what each of the four cells shows and never moves a cell (a
      // card keyed by its video would move to its new place, and the page with it).
      itemKey={(_video, index) => index}
      renderItem={(video) => <VideoCard video={video} onWatch={onWatch} />}
      // Each card as tall as any other: the title on two lines, the category and author on one.
      listClassName="[&_h3]:line-clamp-2 [&_h3]:min-h-[2lh] [&_[data-slot=author]]:truncate [&_[data-slot=category]]:max-w-full [&_[data-slot=category]]:truncate"
      viewAll={<Link to="/videos">{t.viewAll}</Link>}
    />
  )
}
