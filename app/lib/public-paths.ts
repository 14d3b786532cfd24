// Every public page of the site, for the sitemap and the pre-render list.
// Relative imports: react-router.config.ts loads this file through React Router's own Vite
// server, which reads neither vite.config.ts nor tsconfig.json's `paths` (the `~` alias).
import { companies } from '../content/companies'
import { topicGuides } from '../content/topics'
import { videos } from '../content/videos'

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
