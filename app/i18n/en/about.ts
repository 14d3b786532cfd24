// Interface strings of one area; app/i18n/en.ts puts the areas together.

export const about = {
  title: 'About Us',
  description:
    'Skyfield Aerotech is a drone-services company based in Mwea, Kenya, and the home of the Tujue Ukulima knowledge hub.',
}

export const contact = {
  title: 'Contact Us',
  description: 'Reach the Tujue Ukulima team by phone, email or the consultation form.',
  lead: 'Call, email or write to us. An expert replies within 24-48 hours.',
}
