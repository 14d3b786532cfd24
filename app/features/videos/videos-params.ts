// Reads a view of /videos from its query string; an unknown value falls back to its
// default, so an old or edited link still gives a page.
import { z } from 'zod'
import { VIDEO_CATEGORIES, type VideoCategory } from '~/content/schema'
import type { PageSize } from '~/lib/pagination'
import { slugify } from '~/lib/slug'

/** 12 videos, then 6 more per "Load More Videos". */
export const VIDEOS_PAGE: PageSize = { first: 12, step: 6 }

const categoryBySlug = new Map<string, VideoCategory>(VIDEO_CATEGORIES.map((category) => [slugify(category), category]))

const VideosParamsSchema = z.object({
  category: z
    .string()
    .transform((slug) => categoryBySlug.get(slug) ?? null)
    .nullable()
    .catch(null),
  show: z.coerce.number().int().min(1).max(1000).catch(VIDEOS_PAGE.first),
})

export interface VideosParams {
  category: VideoCategory | null
  show: number
}

export function parseVideosParams(searchParams: URLSearchParams): VideosParams {
  return VideosParamsSchema.parse({
    category: searchParams.get('category'),
    show: searchParams.get('show') ?? undefined,
  })
}

/** The URL value of a category, e.g. for the link from a video page to its category. */
export function videoCategorySlug(category: VideoCategory) {
  return slugify(category)
}
