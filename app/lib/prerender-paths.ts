// Paths with parameters that are pre-rendered at build time, next to React Router's
// static paths. A new guide, video or company is picked up here with no other change.
// Relative imports: react-router.config.ts loads this file without the `~` alias.
import { companies } from '../content/companies'
import { topicGuides } from '../content/topics'
import { videos } from '../content/videos'

export function listPrerenderPaths(): string[] {
  return [
    ...topicGuides.map((guide) => `/articles/${guide.slug}`),
    ...videos.map((video) => `/videos/${video.slug}`),
    ...companies.map((company) => `/companies/${company.id}`),
  ]
}
