import type { Company } from '~/content/schema'

type OrganizationSource = Pick<Company, 'name' | 'description' | 'logo' | 'location' | 'established' | 'contact'>

/** schema.org `Organization` for a company profile, so search engines can show its details. */
export function organizationJsonLd(company: OrganizationSource, url: string) {
  // "Nairobi, Kenya": the town first, the country last.
  const parts = company.location.split(',').map((part) => part.trim())
  const country = parts.length > 1 ? parts[parts.length - 1] : undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    description: company.description,
    url,
    logo: company.logo,
    email: company.contact.email,
    telephone: company.contact.phone,
    foundingDate: String(company.established),
    address: { '@type': 'PostalAddress', addressLocality: parts[0], addressCountry: country },
  }
}
