// Kiswahili strings of the Coming Soon pages (en/coming-soon.ts).
import type { comingSoon as enComingSoon } from '../en/coming-soon'

export const comingSoon: typeof enComingSoon = {
  heading: 'Inakuja Hivi Karibuni',
  returnHome: 'Rudi Ukurasa wa Mwanzo',
  marketplace: {
    title: 'Soko',
    body: 'Soko la kidijitali ambapo utaweza kununua pembejeo bora na kuuza mavuno yako linakuja. Kwa sasa, miongozo yetu na wataalamu wetu wako hapa kukusaidia.',
  },
  'drone-services': {
    title: 'Huduma za Droni',
    body: 'Hivi karibuni utaweza kuagiza mtandaoni huduma za kunyunyizia kwa droni, kuchora ramani za mashamba na kukagua mazao. Ili kupata huduma leo, tupigie simu au tutumie barua pepe.',
  },
  auth: {
    title: 'Ingia',
    body: 'Akaunti za wakulima zinakuja hivi karibuni. Kila kitu kwenye kituo hiki ni bure kusoma bila akaunti.',
  },
}
