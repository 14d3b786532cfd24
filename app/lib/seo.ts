import type { MetaDescriptor } from 'react-router'
import { LANGUAGE_TAGS, LOCALES, localizeHref, pagePath, type Locale } from '~/i18n/locale'

// Social and structured-data images keep the photo host's own absolute address (here, in
// guide-json-ld.ts and video-json-ld.ts), unlike the photos a page shows, which come from our
// origin (lib/image-url.ts): a crawler or a chat app's link preview fetches them once, from a
// data centre, where another connection costs nothing; the host serves them as well as we could,
// and our server is not paid in bandwidth for it. It is the photo's stable, canonical address too.
export const DEFAULT_SOCIAL_IMAGE =
  'https://images.unsplash.com/photo-1464207687429-7505649dae38?auto=format&fit=crop&w=1200&q=80'

interface SeoInput {
  title: string
  description: string
  /** The page's path in either language, e.g. "/articles/soil-health" or "/sw/articles/soil-health". */
  path: string
  /** The page's language: its canonical URL is in it; the other language's twin is its alternate. */
  locale: Locale
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
  locale,
  siteUrl,
  hubName,
  image,
  type = 'website',
}: SeoInput): MetaDescriptor[] {
  const fullTitle = title === hubName ? title : `${title} | ${hubName}`
  const urlIn = (language: Locale) => {
    const href = localizeHref(pagePath(path), language)
    return `${siteUrl}${href === '/' ? '' : href}` || siteUrl
  }
  const url = urlIn(locale)
  const socialImage = image ?? DEFAULT_SOCIAL_IMAGE
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...LOCALES.map((language) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: LANGUAGE_TAGS[language].lang,
      href: urlIn(language),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: urlIn('en') },
    { property: 'og:locale', content: LANGUAGE_TAGS[locale].ogLocale },
    ...LOCALES.filter((language) => language !== locale).map((language) => ({
      property: 'og:locale:alternate',
      content: LANGUAGE_TAGS[language].ogLocale,
    })),
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: hubName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: socialImage },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
}
