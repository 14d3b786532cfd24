import type { MetaDescriptor } from 'react-router'

export const DEFAULT_SOCIAL_IMAGE =
  'https://images.unsplash.com/photo-1464207687429-7505649dae38?auto=format&fit=crop&w=1200&q=80'

interface SeoInput {
  title: string
  description: string
  /** The page's path, e.g. "/articles/soil-health". */
  path: string
  siteUrl: string
  hubName: string
  image?: string
  type?: 'website' | 'article' | 'video.other'
}

/** Title, description, canonical link and Open Graph tags for one page. */
export function seoMeta({
  title,
  description,
  path,
  siteUrl,
  hubName,
  image,
  type = 'website',
}: SeoInput): MetaDescriptor[] {
  const fullTitle = title === hubName ? title : `${title} | ${hubName}`
  const url = `${siteUrl}${path === '/' ? '' : path}` || siteUrl
  const socialImage = image ?? DEFAULT_SOCIAL_IMAGE
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: hubName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: socialImage },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
}
