import { ArrowRight } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { useMessages } from '~/i18n/messages'
import { pickRandom } from './random-selection'
import { VideoCard, type VideoCardData } from './video-card'

/** Spec §9: 4 of the 7, drawn again every 30 minutes. */
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
 * Home section 7 (spec §2, §4, §9): a random 4 of the featured videos, with View all
 * videos. The HTML carries the server's draw; once the section runs, the browser draws
 * its own and again every 30 minutes. Four fixed cells with titles held to two lines,
 * so a new draw never moves the page.
 */
export function FeaturedVideos({ pool, initialSlugs, onWatch }: FeaturedVideosProps) {
  const t = useMessages().pages.home.featuredVideos
  const [slugs, setSlugs] = useState(initialSlugs)

  useEffect(() => {
    const redraw = () => setSlugs(pickRandom(pool, FEATURED_VIDEO_COUNT).map((video) => video.slug))
    const afterHydration = setTimeout(redraw, 0)
    const interval = setInterval(redraw, REDRAW_INTERVAL_MS)
    return () => {
      clearTimeout(afterHydration)
      clearInterval(interval)
    }
  }, [pool])

  const selection = slugs.flatMap((slug) => pool.filter((video) => video.slug === slug))
  return (
    <section aria-labelledby="featured-videos-heading" className="bg-stone-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="featured-videos-heading" className="text-3xl font-bold text-stone-900 sm:text-4xl">
          {t.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-stone-700">{t.lead}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4 [&_h3]:line-clamp-2 [&_h3]:min-h-[2lh]">
          {selection.map((video) => (
            <li key={video.slug} className="flex [&>*]:flex-1">
              <VideoCard video={video} onWatch={onWatch} />
            </li>
          ))}
        </ul>
        <Button asChild variant="outline" className="mt-10">
          <Link to="/videos">
            {t.viewAll}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  )
}
