import { organizationJsonLd } from './company-json-ld'
import { getCompany } from './queries'

describe('organizationJsonLd', () => {
  it("describes a partner with its contacts and town, as schema.org's Organization", () => {
    const company = getCompany('pula-advisors', 'en')!
    expect(organizationJsonLd(company, 'https://tujue.example/companies/pula-advisors')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Pula Advisors',
      description: company.description,
      url: 'https://tujue.example/companies/pula-advisors',
      logo: company.logo,
      email: 'info@pula.io',
      telephone: '+254 700 789 012',
      foundingDate: '2015',
      address: { '@type': 'PostalAddress', addressLocality: 'Nairobi', addressCountry: 'Kenya' },
    })
  })

  it('leaves the country out when the location names only a town', () => {
    const company = { ...getCompany('pula-advisors', 'en')!, location: 'Mwea' }
    expect(organizationJsonLd(company, 'https://x.example').address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Mwea',
      addressCountry: undefined,
    })
  })
})
