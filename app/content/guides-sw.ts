// The guides in Kiswahili, one file each under guides/sw/, beside the English guides of the
// same slugs in topics.ts.
import { z } from 'zod'
import { TOPIC_SLUGS, TopicGuideTextSchema, type TopicGuideTextInput } from './schema'

const modules = import.meta.glob<{ guide: TopicGuideTextInput }>('./guides/sw/*.ts', { eager: true })

/** In TOPIC_SLUGS order, like the English guides: every guide, one each. */
export const topicGuidesSw = z
  .array(TopicGuideTextSchema)
  .length(TOPIC_SLUGS.length)
  .parse(
    TOPIC_SLUGS.map((slug) => {
      const guide = modules[`./guides/sw/${slug}.ts`]?.guide
      if (!guide) throw new Error(`No Kiswahili guide for ${slug}: add app/content/guides/sw/${slug}.ts`)
      return guide
    }),
  )
