// Every public page of the site, for the sitemap and the pages rendered at start: English
// paths, each with its Kiswahili twin under /sw (issue 14).
import { companies } from '~/content/companies'
import { topicGuides } from '~/content/topics'
import { videos } from '~/content/videos'
import { LOCALES, localizeHref } from '~/i18n/locale'

/** Pages without parameters that a visitor may land on (the 404 page and /auth excluded). */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/about-us',
  '/articles',
  '/videos',
  '/ask-expert',
  '/companies',
  '/contact',
  '/how-we-check',
  '/marketplace',
  '/drone-services',
]

/** Pages with parameters: every topic guide, video and company profile. */
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
