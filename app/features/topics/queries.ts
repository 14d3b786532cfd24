import { topicGuidesSw } from '~/content/guides-sw'
import { relatedTopics } from '~/content/related-topics'
import { topicGuides } from '~/content/topics'
import type { TopicGuide, TopicGuideText } from '~/content/schema'
import type { Locale } from '~/i18n/locale'
import { inlineText, parseGuideText, type Block } from './guide-text'
import { featuredTopics } from '~/content/home'
import type { FeaturedTopicCardData } from './featured-topics'
import type { ReaderGuide } from './reader-guide'

/** An English guide in other words: its sources, photos and dates stay, its text is the translation's. */
function translated(guide: TopicGuide, text: TopicGuideText | undefined): TopicGuide {
  if (!text) throw new Error(`No translation of the guide ${guide.slug}`)
  const { title, description, summary, body, atAGlance, imageAlts } = text
  const images = guide.images.map((image, index) => ({ ...image, alt: imageAlts[index] ?? image.alt }))
  return { ...guide, title, description, summary, body, atAGlance, images }
}

const guidesIn: Record<Locale, TopicGuide[]> = {
  en: topicGuides,
  sw: topicGuides.map((guide) =>
    translated(
      guide,
      topicGuidesSw.find((text) => text.slug === guide.slug),
    ),
  ),
}

export function listTopicGuides(locale: Locale): TopicGuide[] {
  return guidesIn[locale]
}

export function getTopicGuide(slug: string | undefined, locale: Locale): TopicGuide | undefined {
  return guidesIn[locale].find((guide) => guide.slug === slug)
}

/** The 2 or 3 guides to suggest after a guide, in its language. */
export function listRelatedGuides(guide: TopicGuide, locale: Locale): TopicGuide[] {
  return relatedTopics[guide.slug].flatMap((slug) => getTopicGuide(slug, locale) ?? [])
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
export function listGuideSections(locale: Locale): GuideSection[] {
  return guidesIn[locale].flatMap((guide) =>
    parseGuideText(guide.body).map((section, index) => ({
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
export function listFeaturedTopics(locale: Locale): FeaturedTopicCardData[] {
  return featuredTopics.map((topic) => {
    const guide = getTopicGuide(topic.slug, locale)
    if (!guide) throw new Error(`featured topic without a guide: ${topic.slug}`)
    return { ...topic, title: guide.title, description: guide.description }
  })
}

/** What the article reader shows of a guide (loaded when a farmer opens it, not with the page). */
export function getReaderGuide(slug: string | undefined, locale: Locale): ReaderGuide | undefined {
  const guide = getTopicGuide(slug, locale)
  if (!guide) return undefined
  const { title, summary, body, images, reviewedOn, atAGlance } = guide
  return { slug: guide.slug, title, summary, body, images, reviewedOn, atAGlance }
}
