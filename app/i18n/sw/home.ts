// Kiswahili interface strings of one page or feature; app/i18n/<area>.ts pairs them with the English.
import type { home as enHome } from '../en/home'
import { swNumber } from '../sw-number'

export const home: typeof enHome = {
  // The hub's name is the home page's title in both languages.
  title: 'Tujue Ukulima',
  description:
    'Miongozo ya kilimo, mafunzo ya video na ushauri wa wataalamu kwa wakulima wa Kenya na Afrika Mashariki, kutoka Skyfield Aerotech, Mwea.',
  heading: 'Lima kwa Maarifa, Vuna Zaidi!',
  subheading:
    'Mahali pako pa vidokezo vya kilimo vilivyo rahisi, vya kufurahisha na vya kitaalamu, moja kwa moja kutoka shambani.',
  browseArticles: 'Pitia Makala',
  askExpert: 'Uliza Mtaalamu',
  carousel: {
    hero: 'Picha kutoka shambani',
    slide: 'slaidi',
    slideLabel: (position: number, total: number) => `${swNumber(position)} kati ya ${swNumber(total)}`,
    carousel: 'onyesho la slaidi',
    previous: 'Slaidi iliyotangulia',
    next: 'Slaidi inayofuata',
    pause: 'Sitisha onyesho la slaidi',
    play: 'Endesha onyesho la slaidi',
  },
}
