import { SectionHeading } from '~/components/section-heading'
import type { CompanyVideo } from '~/content/schema'
import { useCatalogue } from '~/i18n/messages'
import { CompanyVideoCard } from './company-video-card'
import { companySectionsMessages } from '~/i18n/company-sections'

interface CompanyVideosProps {
  videos: CompanyVideo[]
  onWatch: (video: CompanyVideo) => void
}

/** The "Educational Videos" grid of a profile. */
export function CompanyVideos({ videos, onWatch }: CompanyVideosProps) {
  const t = useCatalogue(companySectionsMessages)
  if (videos.length === 0) return null
  return (
    <section aria-labelledby="videos" className="bg-stone-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <SectionHeading
          id="videos"
          title={t.videosTitle}
          lead={t.videosLead(videos.length)}
          className="text-2xl font-bold text-stone-900 sm:text-3xl"
          leadClassName="mt-2 text-stone-600"
        />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {videos.map((video) => (
            <li key={video.id}>
              <CompanyVideoCard video={video} onWatch={onWatch} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
