// The public pages with parameters, which the routes alone cannot list: every topic guide, video
// and company profile. With the routes' own pages (server/route-handles.ts) they are the pages
// rendered at start and the sitemap's; each English path has its Kiswahili twin under /sw.
import { companies } from '~/content/companies'
import { topicGuides } from '~/content/topics'
import { videos } from '~/content/videos'
import { LOCALES, localizeHref } from '~/i18n/locale'

/** Every topic guide, video and company profile, in English. */
export function listDynamicPublicPaths(): string[] {
  return [
    ...topicGuides.map((guide) => `/articles/${guide.slug}`),
    ...videos.map((video) => `/videos/${video.slug}`),
    ...companies.map((company) => `/companies/${company.id}`),
  ]
}

/** The same pages in every language: each English path, then its twins. */
export function inEveryLanguage(paths: readonly string[]): string[] {
  return LOCALES.flatMap((locale) => paths.map((path) => localizeHref(path, locale)))
}
