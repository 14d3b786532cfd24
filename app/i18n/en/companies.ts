// Interface strings of one page or feature; app/i18n/<area>.ts pairs them with their Kiswahili.

export const companies = {
  title: 'Agricultural Innovation Partners',
  description:
    'Meet the companies working with Tujue Ukulima to bring drones, community programmes and insurance to Kenyan farmers.',
  learnMore: 'Learn More',
  /** Read after "Learn More" by screen readers, so each link names its company. */
  learnMoreAbout: (name: string) => `about ${name}`,
  specialty: 'Specialty',
  established: (year: number) => `Established ${year}`,
  logoAlt: (name: string) => `${name} logo`,
}

export const company = {
  notFoundTitle: 'Company Not Found',
  notFoundBody: "The company you're looking for doesn't exist.",
  backToCompanies: 'Back to all companies',
  allPartners: 'All partners',
  breadcrumb: 'Breadcrumb',
  location: 'Location',
  aboutTitle: 'About',
  contactTitle: 'Contact Information',
  phone: 'Phone',
  email: 'Email',
  /** The shortcut to the message form further down, named as the form is. */
  toMessageForm: 'Send a Message',
}
