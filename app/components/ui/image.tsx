import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react'
import { useDataSaver } from '~/lib/data-saver/context'
import { narrowestSource } from '~/lib/image-url'

// Only data-saver pages need it: the others do not download it (at most 1 KB more script).
const SavedImage = lazy(() => import('./saved-image').then((module) => ({ default: module.SavedImage })))

type ImageProps = Omit<ComponentProps<'img'>, 'src'> & {
  src: string
  /** Tried once when `src` cannot load. */
  fallbackSrc?: string
  /** Shown instead of the image when nothing could load (initials, a drawn placeholder). */
  fallback?: ReactNode
  onFailure?: (src: string) => void
  /**
   * On a data-saver page a lazy image (one the page marks as below the fold) waits for a tap, or
   * is left out if it has no text (SavedImage); 'keep' loads it anyway (a video's smallest still).
   */
  dataSaver?: 'tap' | 'keep'
}

/**
 * An image that degrades gracefully on a weak or blocked connection: lazy by default,
 * then a fallback source, then a fallback element. A load that failed before the page's
 * script ran (the error event was missed) is caught on mount.
 */
export function Image({
  src: givenSrc,
  srcSet: givenSrcSet,
  fallbackSrc,
  fallback,
  onFailure,
  loading = 'lazy',
  alt,
  dataSaver = 'tap',
  ...props
}: ImageProps) {
  const isDataSaverOn = useDataSaver()
  // Data saver: only the narrowest copy, whatever the screen; a bare `src` is already one size.
  const narrowest = isDataSaverOn ? narrowestSource(givenSrcSet) : undefined
  const src = narrowest ?? givenSrc
  const srcSet = narrowest ? undefined : givenSrcSet
  const [failures, setFailures] = useState<string[]>([])
  const ref = useRef<HTMLImageElement>(null)
  const current = failures.includes(src) ? (fallbackSrc && !failures.includes(fallbackSrc) ? fallbackSrc : null) : src

  function handleError() {
    if (current === null) return
    onFailure?.(current)
    // Not urgent: a transition, drawn in slices. With a weak signal a page's photos fail together
    // (20 logos on /companies); as plain updates their swaps were drawn in one long task, with
    // whatever else was waiting.
    startTransition(() => setFailures((failed) => (failed.includes(current) ? failed : [...failed, current])))
  }

  useEffect(() => {
    const image = ref.current
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) handleError()
    // Only the first mount can have missed an error event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Below the fold is what the markup says: the page asks for an image lazily only when it is.
  if (isDataSaverOn && loading === 'lazy' && dataSaver === 'tap') {
    return (
      <Suspense fallback={null}>
        <SavedImage src={src} srcSet={srcSet} alt={alt} fallback={fallback} {...props} />
      </Suspense>
    )
  }
  if (current === null) return fallback ?? null
  return (
    <img
      ref={ref}
      src={current}
      // A srcset would keep winning over the fallback source, so it goes with `src`.
      srcSet={current === src ? srcSet : undefined}
      alt={alt}
      loading={loading}
      // An eager image is one the first screen shows: drawn in the same frame as the text around it
      // when it has arrived by then, not a frame later (that later frame is the page's largest paint).
      decoding={loading === 'lazy' ? 'async' : undefined}
      onError={handleError}
      {...props}
    />
  )
}
