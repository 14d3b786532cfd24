import { companies } from '~/content/companies'
import type { Company } from '~/content/schema'
import { companiesSw, readTimeSw } from '~/content/sw/companies'
import { swEntry } from '~/content/sw/entry'
import type { Locale } from '~/i18n/locale'
import { localizeDateText } from '~/lib/date-text'

/**
 * A company in Kiswahili: its description, tagline and specialty, its videos' descriptions
 * and its blog teasers' excerpts, categories, dates and reading times. Names, titles, contacts and figures stay.
 */
function translated(company: Company): Company {
  const text = swEntry(companiesSw, company.id)
  return {
    ...company,
    description: text.description,
    tagline: text.tagline,
    specialty: text.specialty,
    videos: company.videos.map((video) => ({ ...video, ...swEntry(text.videos, video.id) })),
    blogs: company.blogs.map((blog) => ({
      ...blog,
      ...swEntry(text.blogs, blog.id),
      date: localizeDateText(blog.date, 'sw'),
      readTime: readTimeSw(blog.readTime),
    })),
  }
}

const companiesIn: Record<Locale, Company[]> = { en: companies, sw: companies.map(translated) }

export function listCompanies(locale: Locale): Company[] {
  return companiesIn[locale]
}

export function getCompany(id: string | undefined, locale: Locale): Company | undefined {
  return companiesIn[locale].find((company) => company.id === id)
}
