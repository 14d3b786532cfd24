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
  videosTitle: 'Educational Videos',
  videosLead: (count: number) => `${count} videos, free to watch. Choose one to play it.`,
  articlesTitle: 'Latest Insights & Articles',
  by: 'By',
  published: 'Published',
  readTime: 'Reading time',
  form: {
    title: 'Send a Message',
    lead: (email: string) =>
      `Your message opens in Gmail, addressed to ${email}. Check it there and press Send to deliver it.`,
    name: 'Your Name',
    email: 'Your Email',
    subject: 'Subject',
    message: 'Message',
    submit: 'Send Message',
    fillAll: 'Fill in all four fields to send your message.',
    nameRequired: 'Please enter your name',
    emailInvalid: 'Invalid email address',
    subjectRequired: 'Please enter a subject',
    messageRequired: 'Please write your message',
    messageTooLong: 'Please keep your message to 2000 characters or fewer',
    /** The body of the email the company receives. */
    mailBody: (message: string, name: string, email: string) => `${message}\n\n---\nFrom: ${name}\nEmail: ${email}`,
    openedTitle: 'Email Client Opened',
    openedBody: 'Please send the email in your mail application to complete your request.',
    failedTitle: 'Error',
    failedBody: 'There was a problem opening your email client. Please try again.',
  },
}
