import { Image } from '~/components/ui/image'
import type { BackdropPhoto } from '~/content/backdrops'
import { useDataSaver } from '~/lib/data-saver/context'
import { narrowestSource } from '~/lib/image-url'
import { cn } from '~/lib/utils'

interface BackdropProps {
  photo: BackdropPhoto
  /** Eager only for a band in the first screen; lazy ones are left out on a data-saver page. */
  loading?: 'lazy' | 'eager'
  /** Only where the photo is the page's largest paint. */
  fetchPriority?: 'high'
  /** Where the photo sits in its band (object-position), e.g. to crop its lettering away. */
  className?: string
}

/**
 * One of our own wide photos behind a whole band (an <img>, so the browser picks its copy by the
 * screen's width and lazy-loads it, which a CSS background cannot do). Decoration: no text of its
 * own; the band's overlay keeps the text over it readable. A browser that takes AVIF gets it
 * (about half the bytes of the WebP); the others take the <img>'s WebP.
 */
export function Backdrop({ photo, loading = 'lazy', fetchPriority, className }: BackdropProps) {
  const isDataSaverOn = useDataSaver()
  return (
    <picture>
      <source
        type="image/avif"
        // Data saver: the narrowest copy only, as the <img> then asks for (components/ui/image.tsx).
        srcSet={isDataSaverOn ? narrowestSource(photo.avifSrcSet) : photo.avifSrcSet}
        sizes="100vw"
      />
      <Image
        src={photo.src}
        srcSet={photo.srcSet}
        sizes="100vw"
        alt=""
        width={photo.width}
        height={photo.height}
        loading={loading}
        fetchPriority={fetchPriority}
        className={cn('absolute inset-0 -z-10 size-full object-cover', className)}
      />
    </picture>
  )
}
