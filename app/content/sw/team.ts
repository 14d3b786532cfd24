// "Meet the Team" in Kiswahili, keyed by the member's name (names stay as written):
// the position and the description. The English abbreviations (CEO, CFO…) stay beside the
// Kiswahili titles, as Kenyan companies write them.
import type { z } from 'zod'
import { keyedOverlay, swText } from './schema'

export const TeamSwSchema = keyedOverlay({ position: swText(2), description: swText(60) })
export type TeamSwInput = z.input<typeof TeamSwSchema>

export const teamSw = TeamSwSchema.parse({
  'Levy Nguti Mutongu': {
    position: 'Afisa Mkuu Mtendaji (CEO) na Mkurugenzi',
    description:
      'Anaongoza Skyfield Aerotech na kuipa mwelekeo, akihakikisha kampuni inazingatia mahitaji ya wakulima: huduma za droni za kutegemewa na maarifa ya vitendo wanayoweza kutumia mashambani mwao.',
  },
  'Swabir M. Bwana': {
    position: 'Afisa Mkuu wa Fedha (CFO) na Mkurugenzi',
    description:
      'Anasimamia fedha na mipango ya kampuni, ili huduma ziendelee kuwa nafuu na endelevu na kampuni iendelee kuhudumia jamii za wakulima msimu baada ya msimu.',
  },
  'Adan Ali Wako': {
    position: 'Mkuu wa Teknolojia ya Habari na Mkurugenzi',
    description:
      'Anasimamia mifumo ya kidijitali ya kampuni, ukiwemo kituo cha maarifa cha Tujue Ukulima, ili wakulima waweze kupata makala, video na msaada wa wataalamu kwa urahisi kupitia simu zao.',
  },
  'Evans Mutegi': {
    position: 'Afisa Mkuu wa Uendeshaji (COO)',
    description:
      'Anaendesha shughuli za kila siku shambani, akiratibu kazi za kunyunyizia kwa droni, timu na ratiba ili wakulima wapate huduma kwa wakati na kwa usalama.',
  },
  'Granton Wanzofu': {
    position: 'Afisa Mkuu wa Teknolojia (CTO)',
    description:
      'Anaongoza teknolojia ambayo kampuni inatumia, kuanzia droni na vifaa vya kunyunyizia hadi zana za data, akichagua kile kinachofanya kazi vizuri na kwa usalama katika mashamba madogo.',
  },
  'Victoria Wambui': {
    position: 'Afisa Mkuu wa Mikakati na Masoko (CSMO)',
    description:
      'Anaongoza jinsi kampuni inavyowafikia na kuwasikiliza wakulima, akijenga ushirikiano na kuhakikisha wakulima wanajua huduma na rasilimali za bure zinazopatikana kwao.',
  },
})
