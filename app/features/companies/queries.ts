import { companies } from '~/content/companies'
import type { Company } from '~/content/schema'

export function listCompanies(): Company[] {
  return companies
}

export function getCompany(id: string | undefined): Company | undefined {
  return companies.find((company) => company.id === id)
}
