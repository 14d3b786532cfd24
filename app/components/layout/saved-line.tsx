import { useEffect, useState } from 'react'
import { formatBytes, SAVED_LINE_ATTRIBUTE, SAVED_SIZE_TOKEN, savedBytesInDocument } from '~/lib/data-saver/savings'

/**
 * "About 1.2 MB saved on this page". The server fills it on the pages it renders at start
 * (lib/data-saver/savings.ts fillSavedLine); the page's script counts again after each
 * navigation, from the sizes the left-out images carry.
 */
export function SavedLine({
  pathname,
  intlLocale,
  text,
}: {
  pathname: string
  intlLocale: string
  text: (size: string) => string
}) {
  const [bytes, setBytes] = useState<number | null>(null)
  useEffect(() => {
    // The page's own markup is the record of what was left out.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setBytes(savedBytesInDocument(document))
  }, [pathname])
  return (
    <p
      {...{ [SAVED_LINE_ATTRIBUTE]: '' }}
      hidden={!bytes}
      // The server wrote the size in; the first render in the browser does not know it yet.
      suppressHydrationWarning
      className="mt-1 font-semibold text-white"
    >
      {text(bytes ? formatBytes(bytes, intlLocale) : SAVED_SIZE_TOKEN)}
    </p>
  )
}
