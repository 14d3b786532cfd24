// Kiswahili interface strings of one page or feature; app/i18n/<area>.ts pairs them with the English.
import type { companies as enCompanies, company as enCompany } from '../en/companies'

export const companies: typeof enCompanies = {
  title: 'Washirika wa Ubunifu katika Kilimo',
  description:
    'Kutana na kampuni zinazoshirikiana na Tujue Ukulima kuwaletea wakulima wa Kenya huduma za droni, miradi ya kijamii na bima.',
  learnMore: 'Soma Zaidi',
  /** Read after "Soma Zaidi" by screen readers, so each link names its company. */
  learnMoreAbout: (name: string) => `kuhusu ${name}`,
  specialty: 'Utaalamu',
  // A year is a name, not a quantity: no digit grouping.
  established: (year: number) => `Ilianzishwa mwaka ${year}`,
  logoAlt: (name: string) => `Nembo ya ${name}`,
}

export const company: typeof enCompany = {
  notFoundTitle: 'Kampuni Haipatikani',
  notFoundBody: 'Kampuni unayoitafuta haipo.',
  backToCompanies: 'Rudi kwenye kampuni zote',
  allPartners: 'Washirika wote',
  breadcrumb: 'Mahali ulipo kwenye tovuti',
  location: 'Mahali',
  aboutTitle: 'Kuhusu',
  contactTitle: 'Mawasiliano',
  phone: 'Simu',
  email: 'Barua pepe',
  /** The shortcut to the message form further down, named as the form is. */
  toMessageForm: 'Tuma Ujumbe',
}
