// Interface strings of one page or feature; app/i18n/<area>.ts pairs them with their Kiswahili.

export const about = {
  title: 'About Us',
  description:
    'Skyfield Aerotech is a drone-services company based in Mwea, Kenya, and the home of the Tujue Ukulima knowledge hub.',
  basedIn: (place: string) => `Based in ${place}`,
  visionTitle: 'Our Vision',
  missionTitle: 'Our Mission',
  ecosystemTitle: 'Our Ecosystem',
  ecosystemLead: 'Three services that work together to support farmers from planting to harvest.',
  ecosystemLink: 'Find out more',
  teamTitle: 'Meet the Team',
  teamLead: 'The people who lead Skyfield Aerotech and the Tujue Ukulima knowledge hub.',
  teamPhotoAlt: (name: string) => `Portrait of ${name}`,
  impactTitle: 'Our Impact',
  impactLead: 'What our work with farmers has achieved so far.',
  callToActionTitle: 'Join Us in Growing Smarter',
  callToActionBody:
    'Whether you farm, advise farmers or want to work with us, we would love to hear from you. Together we can help more farmers grow more with less.',
  contactUs: 'Contact Us',
  joinAsFarmer: 'Join as a Farmer',
  visitMarketplace: 'Visit the Marketplace',
}
