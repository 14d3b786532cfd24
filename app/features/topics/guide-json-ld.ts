// Structured data for a topic guide page (schema.org Article), so search engines know its
// headline, picture, last update and who stands behind it.

interface GuideJsonLdInput {
  title: string
  description: string
  /** The guide's photo; a guide without one has none to give. */
  image?: string
  /** ISO date of the guide's last review. */
  updatedOn: string
  /** The page's canonical address. */
  url: string
  /** The provider, as author and publisher. */
  organization: { name: string; url: string }
}

export function buildGuideJsonLd({ title, description, image, updatedOn, url, organization }: GuideJsonLdInput) {
  const provider = { '@type': 'Organization', name: organization.name, url: organization.url }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: title,
    description,
    // The photo host's own address, not our /photos/ copy: for crawlers (lib/seo.ts says why).
    ...(image ? { image: [image] } : {}),
    dateModified: updatedOn,
    author: provider,
    publisher: provider,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  }
}
