// Runs in the inline script in every page's <head> (hydration/press-keeper.boot.ts), before the
// parser reaches the body.
// A lazy photo is not lazy enough on a slow connection: Chromium asks for every one within about
// 1250 px of the screen as soon as it has laid the page out, before its first paint, and those
// photos share the link with the page's largest paint (docs/decisions/0040).
// So the page's lazy photos are held until the page has loaded and been painted: each lazy <img>
// the parser adds has its address moved aside until then. Without script nothing is held.

import { afterLoadAndPaint, type AfterPaintWindow } from './after-load'

/** Where a held photo's own attributes wait (`data-held-src`, `data-held-srcset`). */
const HELD = ['src', 'srcset'] as const
const heldName = (attribute: string) => `data-held-${attribute}`

/** Moves a lazy image's addresses aside (once); the browser has nothing to fetch for it yet. */
function hold(image: HTMLImageElement) {
  if (image.getAttribute('loading') !== 'lazy') return
  // In a <picture>, its sources would be fetched in the image's place: held with it.
  const sources = image.parentElement?.nodeName === 'PICTURE' ? image.parentElement.querySelectorAll('source') : []
  for (const element of [...sources, image]) {
    for (const attribute of HELD) {
      const value = element.getAttribute(attribute)
      if (value === null) continue
      element.setAttribute(heldName(attribute), value)
      element.removeAttribute(attribute)
    }
  }
}

/**
 * Gives a held image or source its addresses back: the srcset first, so the browser fetches once, the
 * size it picks. A picture's sources come before its image in the page, so they are back first.
 */
function release(image: Element) {
  for (const attribute of ['srcset', 'src'] as const) {
    const value = image.getAttribute(heldName(attribute))
    if (value === null) continue
    image.removeAttribute(heldName(attribute))
    image.setAttribute(attribute, value)
  }
}

/**
 * Holds each lazy photo the page's HTML brings until the page has loaded and been drawn (or the
 * deadline after its HTML, if a slow photo holds the load back). Images added later (by the
 * page's script) are left alone.
 */
export function holdLazyPhotosUntilFirstPaint(
  win: AfterPaintWindow & { MutationObserver: typeof MutationObserver },
  deadlineMs: number,
) {
  const doc = win.document
  // The observer is only a hook that runs before each inline script and at the end of each parser
  // task, before any layout. Its records (one per node the parser adds, thousands on a page) are
  // left untouched: walking them cost main-thread time before the first paint. Each call looks
  // only at the images added since the last, as the parser adds them in the page's order
  // (docs/decisions/0040-first-photo-alone-on-the-link.md).
  const images = doc.images
  let checked = 0
  const observer = new win.MutationObserver(() => {
    for (; checked < images.length; checked++) hold(images[checked]!)
  })
  observer.observe(doc.documentElement, { childList: true, subtree: true })
  afterLoadAndPaint(win, deadlineMs, () => {
    // An image the parser added since the last check was never held: it loads as it is.
    observer.disconnect()
    doc.querySelectorAll(`[${heldName('src')}], [${heldName('srcset')}]`).forEach(release)
  })
}
