// Kiswahili strings of the footer (en/footer.ts).
import type { footer as enFooter } from '../en/footer'

export const footer: typeof enFooter = {
  blurb: 'Tunawawezesha wakulima kupitia maarifa, ubunifu na jamii.',
  social: 'Tufuate',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  quickLinks: 'Viungo Muhimu',
  home: 'Nyumbani',
  articles: 'Makala',
  videoTutorials: 'Mafunzo ya Video',
  askExpert: 'Uliza Mtaalamu',
  marketplace: 'Soko',
  droneServices: 'Huduma za Droni',
  topics: 'Mada',
  contactUs: 'Wasiliana Nasi',
  address: 'Anwani',
  phone: 'Simu',
  email: 'Barua pepe',
  howWeCheck: 'Jinsi tunavyokagua miongozo yetu',
  copyright: (year: number, hubName: string) => `© ${year} ${hubName}. Haki zote zimehifadhiwa.`,
}
