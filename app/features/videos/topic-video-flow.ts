// The data of a featured topic's "Watch videos" flow,
// fetched from /api/topic-videos/{slug} when a farmer opens it: the lists are long and
// most visitors never open them. Ids are extracted on the server; zod/mini checks the shape.
import * as z from 'zod/mini'
import type { Locale } from '~/i18n/locale'

const FlowVideoSchema = z.object({ title: z.string(), youtubeId: z.string() })
export type FlowVideo = z.infer<typeof FlowVideoSchema>

const FlowGroupSchema = z.object({ name: z.string(), videos: z.array(FlowVideoSchema) })
export type FlowGroup = z.infer<typeof FlowGroupSchema>

export const TopicVideoFlowSchema = z.discriminatedUnion('kind', [
  /** Crop Production: crop → video → player. */
  z.object({ kind: z.literal('crops'), groups: z.array(FlowGroupSchema) }),
  /** Animal Production: animal → video → player. */
  z.object({ kind: z.literal('animals'), groups: z.array(FlowGroupSchema) }),
  /** Every other topic with videos: a list of Watch buttons and a link to more. */
  z.object({ kind: z.literal('list'), videos: z.array(FlowVideoSchema), moreUrl: z.string() }),
])
export type TopicVideoFlow = z.infer<typeof TopicVideoFlowSchema>

export function topicVideoFlowUrl(slug: string, locale: Locale) {
  return `/api/topic-videos/${slug}${locale === 'en' ? '' : `?lang=${locale}`}`
}
