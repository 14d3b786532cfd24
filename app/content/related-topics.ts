// Which guides to suggest at the end of each topic guide: an editorial choice of the
// three topics a reader of one is most likely to need next.
import { z } from 'zod'
import { TOPIC_SLUGS, TopicSlugSchema, type TopicSlug } from './schema'

export const relatedTopics: Record<TopicSlug, TopicSlug[]> = z
  .record(TopicSlugSchema, z.array(TopicSlugSchema).min(2).max(3))
  .refine(
    (related) =>
      TOPIC_SLUGS.every(
        (slug) => !related[slug].includes(slug) && new Set(related[slug]).size === related[slug].length,
      ),
    'a guide must not suggest itself or the same guide twice',
  )
  .parse({
    'crop-production': ['soil-health', 'pest-control', 'harvest-and-storage'],
    'animal-production': ['dairy-cows', 'chickens', 'climate-smart-agriculture'],
    'precision-agriculture': ['drone-spraying', 'smart-farming', 'soil-health'],
    'pest-control': ['farm-chemical-safety', 'drone-spraying', 'crop-production'],
    'smart-farming': ['precision-agriculture', 'drone-spraying', 'climate-smart-agriculture'],
    'drone-spraying': ['pest-control', 'farm-chemical-safety', 'precision-agriculture'],
    'climate-smart-agriculture': ['soil-health', 'smart-farming', 'crop-production'],
    'soil-health': ['crop-production', 'climate-smart-agriculture', 'rice-farming'],
    'rice-farming': ['pest-control', 'drone-spraying', 'soil-health'],
    'dairy-cows': ['animal-production', 'farm-chemical-safety', 'harvest-and-storage'],
    chickens: ['animal-production', 'farm-chemical-safety', 'harvest-and-storage'],
    'harvest-and-storage': ['crop-production', 'pest-control', 'dairy-cows'],
    'farm-chemical-safety': ['pest-control', 'drone-spraying', 'dairy-cows'],
  })
