// The companies page and a company's page.
// Both languages, picked with useCatalogue (messages.ts).

import { companies as enCompanies, company as enCompany } from './en/companies'
import type { Catalogue } from './messages'
import { companies as swCompanies, company as swCompany } from './sw/companies'

export const companiesMessages = { en: enCompanies, sw: swCompanies } satisfies Catalogue<typeof enCompanies>
export const companyMessages = { en: enCompany, sw: swCompany } satisfies Catalogue<typeof enCompany>
