import type { ComponentProps, ReactNode } from 'react'
import { dataSaverMessages } from '~/i18n/data-saver'
import { useCatalogue, useLanguage } from '~/i18n/messages'
import { LANGUAGE_TAGS } from '~/i18n/locale'
import { estimateImageBytes, SAVED_BYTES_ATTRIBUTE } from '~/lib/data-saver/estimate'
import { formatBytes } from '~/lib/data-saver/savings'

type SavedImageProps = Omit<ComponentProps<'img'>, 'src' | 'loading'> & { src: string; fallback?: ReactNode }

/**
 * A picture below the fold on a data-saver page, which loads only when the reader
 * asks. Without any script, so it works on the guide and video pages that run none: a closed
 * <details> whose summary says what it costs, with a lazy image inside, which Chromium does not
 * fetch while the details are closed. A picture with no text of its own (alt="", decoration or a
 * card's photo beside its title) is left out instead, its drawn stand-in in its place.
 * Either way its estimated size is marked for the page's "saved" line (lib/data-saver/savings.ts).
 */
export function SavedImage({ src, srcSet, alt, fallback, width, height, ...props }: SavedImageProps) {
  const { locale } = useLanguage()
  const t = useCatalogue(dataSaverMessages)
  const bytes = estimateImageBytes(width, height, { responsive: Boolean(srcSet) })
  const saved = { [SAVED_BYTES_ATTRIBUTE]: bytes }
  if (!alt) {
    return (
      <>
        {fallback}
        <span hidden {...saved} />
      </>
    )
  }
  return (
    <details className="data-saver-photo" {...saved}>
      <summary className="cursor-pointer rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 text-sm font-medium text-brand-800 underline-offset-2 hover:underline">
        {t.showPhoto(formatBytes(bytes, LANGUAGE_TAGS[locale].intl))}
      </summary>
      <img
        src={src}
        srcSet={srcSet}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        {...props}
      />
    </details>
  )
}
