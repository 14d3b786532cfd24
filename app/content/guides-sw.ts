// The nine guides in Kiswahili (issue 14), one file each under guides/sw/, beside the
// English guides of the same slugs in topics.ts.
import { z } from 'zod'
import { TopicGuideTextSchema, type TopicGuideTextInput } from './schema'

const modules = import.meta.glob<{ guide: TopicGuideTextInput }>('./guides/sw/*.ts', { eager: true })

export const topicGuidesSw = z.array(TopicGuideTextSchema).parse(Object.values(modules).map((module) => module.guide))
