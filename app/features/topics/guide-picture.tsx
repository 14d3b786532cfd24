import ImageIcon from '~icons/lucide/image'
import { Image } from '~/components/ui/image'
import { responsiveImage } from '~/lib/image-url'

/** The copies the photo host makes of a guide's photo (pixels wide): 1× to 3× of a phone's column. */
export const GUIDE_PHOTO_WIDTHS = [480, 800, 1200] as const

/**
 * A guide photo's `src` and `srcSet` as its page shows them, on our origin: what "Save for offline"
 * stores (save-for-offline.tsx), so the page finds it with no signal.
 */
export function guidePhotoSources(src: string) {
  return responsiveImage(src, GUIDE_PHOTO_WIDTHS, '')
}

interface GuidePictureProps {
  /** None yet while the guide loads: the drawn placeholder stands in. */
  image: { src: string; alt: string; width: number; height: number } | undefined
  className: string
  /** How wide the picture is drawn, for the browser's choice among GUIDE_PHOTO_WIDTHS. */
  sizes: string
  /** The drawn stand-in's box, shown while there is no image or if it cannot load. */
  placeholderClassName: string
  iconClassName?: string
  loading?: 'lazy' | 'eager'
  /** Whether the stand-in is announced with the picture's text; not where a title says it all. */
  isPlaceholderLabelled?: boolean
}

/** A guide's picture, or a drawn picture icon in its place (no data, blocked host). */
export function GuidePicture({
  image,
  className,
  sizes,
  placeholderClassName,
  iconClassName = 'size-10',
  loading,
  isPlaceholderLabelled = true,
}: GuidePictureProps) {
  const placeholder =
    image && isPlaceholderLabelled ? (
      <div role="img" aria-label={image.alt} className={placeholderClassName}>
        <ImageIcon aria-hidden="true" className={iconClassName} />
      </div>
    ) : (
      <div aria-hidden="true" className={placeholderClassName}>
        <ImageIcon className={iconClassName} />
      </div>
    )
  if (!image) return placeholder
  return (
    <Image
      {...guidePhotoSources(image.src)}
      sizes={sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      className={className}
      fallback={placeholder}
    />
  )
}
