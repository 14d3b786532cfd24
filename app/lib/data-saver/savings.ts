// What the data saver leaves out of a page, in bytes, and the line that says so:
// "About 1.2 MB saved on this page". Each left-out image carries its estimated size in
// SAVED_BYTES_ATTRIBUTE; the page's line is their sum. Images come from other hosts whose
// files we cannot weigh, so a size is estimated from its pixels at the bytes per pixel our
// own phone-sized WebP photos weigh (public/images/articles, measured in savings.test.ts).
// The promotional videos that never load are not counted: their size is not known here,
// so the figure is a lower bound.
import { isLocale, LANGUAGE_TAGS } from '~/i18n/locale'
import { SAVED_BYTES_ATTRIBUTE } from './estimate'

const SAVED_IN_MARKUP = new RegExp(`${SAVED_BYTES_ATTRIBUTE}="(\\d+)"`, 'g')

/** The sum of the saved sizes marked in a page's HTML. */
export function savedBytesInHtml(html: string): number {
  let total = 0
  for (const match of html.matchAll(SAVED_IN_MARKUP)) total += Number(match[1])
  return total
}

/** The same sum over a rendered document (the page's script, after a navigation). */
export function savedBytesInDocument(root: ParentNode): number {
  let total = 0
  for (const element of root.querySelectorAll(`[${SAVED_BYTES_ATTRIBUTE}]`)) {
    total += Number(element.getAttribute(SAVED_BYTES_ATTRIBUTE)) || 0
  }
  return total
}

/** "45 KB", "1.2 MB": rounded as a reader wants it, in the page's number format. */
export function formatBytes(bytes: number, intlLocale: string): string {
  if (bytes >= 1_000_000) {
    const megabytes = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 1 }).format(bytes / 1_000_000)
    return `${megabytes} MB`
  }
  return `${Math.max(1, Math.round(bytes / 1000))} KB`
}

/** The saved line's element: the server fills it on the pages it renders at start (fillSavedLine). */
export const SAVED_LINE_ATTRIBUTE = 'data-saved-line'
/** Stands for the size in the saved line until the page's total is known. */
export const SAVED_SIZE_TOKEN = '%SAVED%'

const SAVED_LINE_TAG = new RegExp(`<p ${SAVED_LINE_ATTRIBUTE}=""[^>]*>`)

/**
 * A data-saver page as the server sends it, with its saved line filled in: the sum of what
 * it left out, shown (the line is hidden until then), or left hidden when nothing was.
 */
export function fillSavedLine(html: string, intlLocale = pageIntlLocale(html)): string {
  const tag = SAVED_LINE_TAG.exec(html)
  if (!tag) return html
  const bytes = savedBytesInHtml(html)
  if (bytes === 0) return html
  const shown = tag[0].replace(' hidden=""', '')
  const start = tag.index
  const end = html.indexOf('</p>', start)
  const line = html.slice(start, end).replace(tag[0], shown).replace(SAVED_SIZE_TOKEN, formatBytes(bytes, intlLocale))
  return html.slice(0, start) + line + html.slice(end)
}

/** The number format of a page's language, from its <html lang>. */
function pageIntlLocale(html: string): string {
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1]
  return LANGUAGE_TAGS[isLocale(lang) ? lang : 'en'].intl
}
