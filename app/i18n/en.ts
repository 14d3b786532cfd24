// Every interface string in English. A Kiswahili catalogue (sw.ts) of the same
// shape can be added in messages.ts without touching a component.
export const en = {
  brand: {
    title: 'TUJUE UKULIMA',
    subtitle: 'SKYFIELD AEROTECH',
    homeLink: 'Tujue Ukulima home',
  },
  skipToContent: 'Skip to main content',
  nav: {
    label: 'Main',
    home: 'Home',
    aboutUs: 'About Us',
    articles: 'Articles',
    videos: 'Videos',
    askExpert: 'Ask an Expert',
    services: 'Services',
    marketplace: 'Marketplace',
    droneServices: 'Drone Services',
    menu: 'Menu',
    mobileLabel: 'Mobile',
  },
  footer: {
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
    copyright: (year: number, hubName: string) => `© ${year} ${hubName}. All rights reserved.`,
  },
  topics: {
    'crop-production': 'Crop Production',
    'animal-production': 'Animal Production',
    'precision-agriculture': 'Precision Agriculture',
    'pest-control': 'Pest Control',
    'smart-farming': 'Smart Farming',
    'drone-spraying': 'Drone Spraying',
    'climate-smart-agriculture': 'Climate-Smart Agriculture',
    'soil-health': 'Soil Health',
    'rice-farming': 'Rice Farming',
  },
  pages: {
    home: {
      title: 'Tujue Ukulima',
      description:
        'Farming guides, video tutorials and expert advice for farmers in Kenya and East Africa, from Skyfield Aerotech in Mwea.',
      eyebrow: 'SKYFIELD TUJUE UKULIMA',
      heading: 'Growing Smarter, Farming Better!',
      subheading: 'Your go-to hub for fun, easy, and expert farming tips straight from the field.',
      browseArticles: 'Browse Articles',
      askExpert: 'Ask an Expert',
    },
    about: {
      title: 'About Us',
      description:
        'Skyfield Aerotech is a drone-services company based in Mwea, Kenya, and the home of the Tujue Ukulima knowledge hub.',
    },
    articles: {
      title: 'Articles & Resources',
      description:
        'Practical farming guides and articles for Kenyan farmers: pest control, soil health, smart farming, drone spraying and more.',
      guidesHeading: 'Topic guides',
    },
    videos: {
      title: 'Video Tutorials',
      description: 'Watch farming video tutorials on crops, livestock, pest control, soil health and farm technology.',
    },
    askExpert: {
      title: 'Ask an Expert',
      description: 'Ask our agricultural assistant a farming question, or request a consultation with a human expert.',
    },
    companies: {
      title: 'Agricultural Innovation Partners',
      description:
        'Meet the companies working with Tujue Ukulima to bring drones, community programmes and insurance to Kenyan farmers.',
      learnMore: 'Learn More',
    },
    company: {
      notFoundTitle: 'Company Not Found',
      notFoundBody: "The company you're looking for doesn't exist.",
      backToCompanies: 'Back to all companies',
    },
    contact: {
      title: 'Contact Us',
      description: 'Reach the Tujue Ukulima team by phone, email or the consultation form.',
      lead: 'Call, email or write to us. An expert replies within 24-48 hours.',
    },
    video: {
      notFound: 'We could not find that video.',
    },
    guide: {
      sources: 'Sources',
    },
  },
  comingSoon: {
    heading: 'Coming Soon',
    returnHome: 'Return to Home',
    marketplace: {
      title: 'Marketplace',
      body: 'A digital marketplace where you can buy quality inputs and sell your harvest is on its way. Until then, our guides and experts are here to help.',
    },
    'drone-services': {
      title: 'Drone Services',
      body: 'Online booking for drone spraying, mapping and crop scouting is coming soon. To book a service today, call or email us.',
    },
    auth: {
      title: 'Sign in',
      body: 'Farmer accounts are coming soon. Everything on the hub is free to read without an account.',
    },
  },
  notFound: {
    title: 'Page not found',
    heading: 'Oops! Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    returnHome: 'Return to Home',
  },
  error: {
    title: 'Something went wrong',
    heading: 'Something went wrong',
    body: 'We could not show this page. Please try again in a moment.',
    returnHome: 'Return to Home',
  },
}
