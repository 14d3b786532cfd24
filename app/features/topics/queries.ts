import { topicGuides } from '~/content/topics'
import type { TopicGuide } from '~/content/schema'
import { featuredTopics } from '~/content/home'
import type { FeaturedTopicCardData } from './featured-topics'
import type { ReaderGuide } from './reader-guide'

export function listTopicGuides(): TopicGuide[] {
  return topicGuides
}

export function getTopicGuide(slug: string | undefined): TopicGuide | undefined {
  return topicGuides.find((guide) => guide.slug === slug)
}

/** The nine Featured Topics cards of the home page, in order, with their guide's title and line. */
export function listFeaturedTopics(): FeaturedTopicCardData[] {
  return featuredTopics.map((topic) => {
    const guide = getTopicGuide(topic.slug)
    if (!guide) throw new Error(`featured topic without a guide: ${topic.slug}`)
    return { ...topic, title: guide.title, description: guide.description }
  })
}

/** What the article reader shows of a guide (loaded when a farmer opens it, not with the page). */
export function getReaderGuide(slug: string | undefined): ReaderGuide | undefined {
  const guide = getTopicGuide(slug)
  if (!guide) return undefined
  const { title, summary, body, images } = guide
  return { slug: guide.slug, title, summary, body, images }
}
