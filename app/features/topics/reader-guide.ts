// What the article reader loads when a farmer opens it: a guide's full text is large, so
// it stays out of the home page's HTML and is fetched from /api/topic-guides/{slug}.
// zod/mini keeps the check small in the browser.
import * as z from 'zod/mini'
import type { Locale } from '~/i18n/locale'

export const ReaderGuideSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  images: z.array(z.object({ src: z.string(), alt: z.string(), width: z.number(), height: z.number() })),
  reviewedOn: z.string(),
  atAGlance: z.array(z.object({ label: z.string(), value: z.string() })),
})
export type ReaderGuide = z.infer<typeof ReaderGuideSchema>

export function readerGuideUrl(slug: string, locale: Locale) {
  return `/api/topic-guides/${slug}${locale === 'en' ? '' : `?lang=${locale}`}`
}
