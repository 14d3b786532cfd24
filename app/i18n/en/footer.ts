// The footer's strings (components/layout/site-footer.tsx): in the footer island's lazy chunk,
// not in the core catalogue every page loads.

export const footer = {
  blurb: 'Empowering farmers through knowledge, innovation, and community.',
  social: 'Follow us',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  quickLinks: 'Quick Links',
  home: 'Home',
  articles: 'Articles',
  videoTutorials: 'Video Tutorials',
  askExpert: 'Ask an Expert',
  marketplace: 'Marketplace',
  droneServices: 'Drone Services',
  topics: 'Topics',
  contactUs: 'Contact Us',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  howWeCheck: 'How we check our guides',
  copyright: (year: number, hubName: string) => `© ${year} ${hubName}. All rights reserved.`,
}
