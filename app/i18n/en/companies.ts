// Interface strings of one area; app/i18n/en.ts puts the areas together.

export const companies = {
  title: 'Agricultural Innovation Partners',
  description:
    'Meet the companies working with Tujue Ukulima to bring drones, community programmes and insurance to Kenyan farmers.',
  learnMore: 'Learn More',
}

export const company = {
  notFoundTitle: 'Company Not Found',
  notFoundBody: "The company you're looking for doesn't exist.",
  backToCompanies: 'Back to all companies',
}
