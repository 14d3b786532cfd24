import { topicGuides } from '~/content/topics'
import type { TopicGuide } from '~/content/schema'

export function listTopicGuides(): TopicGuide[] {
  return topicGuides
}

export function getTopicGuide(slug: string | undefined): TopicGuide | undefined {
  return topicGuides.find((guide) => guide.slug === slug)
}
