// The Coming Soon pages (marketplace, drone services, sign in).

export const comingSoon = {
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
}
