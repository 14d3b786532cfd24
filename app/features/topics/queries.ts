import { relatedTopics } from '~/content/related-topics'
import { topicGuides } from '~/content/topics'
import type { TopicGuide } from '~/content/schema'
import { inlineText, parseArticleText, type Block } from './article-text'
import { featuredTopics } from '~/content/home'
import type { FeaturedTopicCardData } from './featured-topics'
import type { ReaderGuide } from './reader-guide'

export function listTopicGuides(): TopicGuide[] {
  return topicGuides
}

export function getTopicGuide(slug: string | undefined): TopicGuide | undefined {
  return topicGuides.find((guide) => guide.slug === slug)
}

/** The 2 or 3 guides to suggest after a guide. */
export function listRelatedGuides(guide: TopicGuide): TopicGuide[] {
  return relatedTopics[guide.slug].flatMap((slug) => getTopicGuide(slug) ?? [])
}

export interface GuideSection {
  slug: TopicGuide['slug']
  title: string
  /** The section's anchor on the guide page; null for the opening text before the first heading. */
  anchor: string | null
  heading: string | null
  text: string
}

/**
 * Every guide cut into its sections as the guide page shows them, as plain text (for the
 * search index). The opening section also carries the guide's description and summary.
 */
export function listGuideSections(): GuideSection[] {
  return topicGuides.flatMap((guide) =>
    parseArticleText(guide.body).map((section, index) => ({
      slug: guide.slug,
      title: guide.title,
      anchor: section.heading === null ? null : section.id,
      heading: section.heading,
      text: [index === 0 ? `${guide.description} ${guide.summary}` : '', ...section.blocks.map(blockText)]
        .filter(Boolean)
        .join(' '),
    })),
  )
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return inlineText(block.content)
    case 'bullets':
    case 'checks':
      return block.items.map(inlineText).join(' ')
    case 'tip':
      return `${block.label}: ${inlineText(block.content)}`
  }
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
  const { title, summary, body, images, reviewedOn, atAGlance } = guide
  return { slug: guide.slug, title, summary, body, images, reviewedOn, atAGlance }
}
