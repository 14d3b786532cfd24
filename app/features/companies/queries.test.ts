import { companies } from '~/content/companies'
import { companiesSw } from '~/content/sw/companies'
import { localizeDateText } from '~/lib/date-text'
import { getCompany, listCompanies } from './queries'

describe('companies in the page language', () => {
  it('gives English exactly as the content has it', () => {
    expect(listCompanies('en')).toEqual(companies)
    expect(getCompany('pula-advisors', 'en')).toEqual(companies.find((company) => company.id === 'pula-advisors'))
  })

  it("gives each company its Kiswahili texts and keeps names, contacts, videos' ids and figures", () => {
    const inKiswahili = listCompanies('sw')
    expect(inKiswahili).toHaveLength(companies.length)
    companies.forEach((english, index) => {
      const text = companiesSw[english.id]!
      expect(inKiswahili[index]).toEqual({
        ...english,
        description: text.description,
        tagline: text.tagline,
        specialty: text.specialty,
        videos: english.videos.map((video) => ({ ...video, description: text.videos[video.id]?.description })),
        blogs: english.blogs.map((blog) => ({
          ...blog,
          excerpt: text.blogs[String(blog.id)]?.excerpt,
          category: text.blogs[String(blog.id)]?.category,
          date: localizeDateText(blog.date, 'sw'),
          readTime: blog.readTime.replace(/^(\d+) min read$/, 'dakika $1'),
        })),
      })
      expect(text.description).not.toBe(english.description)
    })
  })

  it('gives a blog teaser its reading time in Kiswahili', () => {
    const blog = getCompany('pula-advisors', 'sw')?.blogs[0]
    const english = getCompany('pula-advisors', 'en')?.blogs[0]
    expect(english?.readTime).toBe('7 min read')
    expect(blog?.readTime).toBe('dakika 7')
  })

  it('finds a company by id in Kiswahili, and nothing for an unknown id', () => {
    expect(getCompany('pula-advisors', 'sw')?.tagline).toBe(companiesSw['pula-advisors']?.tagline)
    expect(getCompany('no-such-company', 'sw')).toBeUndefined()
  })
})
