import { Image } from '~/components/ui/image'
import { photoUrl, responsiveImage, type PhotoWidth } from '~/lib/image-url'
import { cn } from '~/lib/utils'
import { companyTone } from './company-tone'

interface CompanyCoverProps {
  company: { id: string; coverImage: string }
  /** The copies the CDN makes (pixels wide, of PHOTO_WIDTHS); the browser picks one by `sizes` and the screen. */
  widths: readonly PhotoWidth[]
  /** How wide the cover is drawn. */
  sizes: string
  className?: string
  loading?: 'lazy' | 'eager'
  /** Only where it is the page's largest paint (a profile's hero). */
  fetchPriority?: 'high'
}

/** A company's cover photo filling its box; a drawn landscape in its colours when the photo cannot load. */
export function CompanyCover({
  company,
  widths,
  sizes,
  className,
  loading = 'lazy',
  fetchPriority,
}: CompanyCoverProps) {
  const width = widths[widths.length - 1] ?? 0
  return (
    <Image
      {...responsiveImage(company.coverImage, widths, sizes)}
      fallbackSrc={photoUrl(company.coverImage)}
      alt=""
      width={width}
      height={Math.round((width * 9) / 16)}
      loading={loading}
      fetchPriority={fetchPriority}
      className={cn('size-full object-cover', className)}
      fallback={<DrawnCover tone={companyTone(company.id).cover} className={className} />}
    />
  )
}

function DrawnCover({ tone, className }: { tone: string; className?: string }) {
  return (
    <div aria-hidden="true" className={cn('relative size-full overflow-hidden bg-gradient-to-br', tone, className)}>
      <span className="absolute top-[16%] right-[12%] size-10 rounded-full bg-accent-400/80 shadow-[0_0_40px_rgba(251,191,36,0.5)] sm:size-14" />
      <svg viewBox="0 0 400 200" preserveAspectRatio="none" className="absolute inset-x-0 bottom-0 h-3/4 w-full">
        <path d="M0 110 C 90 70 210 150 400 90 L400 200 L0 200Z" fill="white" fillOpacity="0.07" />
        <path d="M0 145 C 120 105 250 185 400 130 L400 200 L0 200Z" fill="white" fillOpacity="0.09" />
        <path d="M0 175 C 140 150 290 205 400 165 L400 200 L0 200Z" fill="white" fillOpacity="0.12" />
      </svg>
    </div>
  )
}
