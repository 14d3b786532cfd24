// The About page in Kiswahili: every text of app/content/about.ts, the ecosystem
// and impact cards in the English order. The impact titles keep the spec's figures as digits.
import { z } from 'zod'
import { swText } from './schema'

const CardSwSchema = z.strictObject({ title: swText(3), description: swText(20) })

export const AboutSwSchema = z.strictObject({
  blurb: swText(60),
  vision: swText(40),
  mission: swText(40),
  ecosystem: z.array(CardSwSchema).length(3),
  impact: z.array(CardSwSchema).length(4),
})
export type AboutSwInput = z.input<typeof AboutSwSchema>

export const aboutSw = AboutSwSchema.parse({
  blurb:
    'Skyfield Aerotech ni kampuni ya huduma za droni iliyoko Mwea, Kenya. Tunawasaidia wakulima kulinda mazao yao kwa kunyunyizia kwa droni kwa usahihi, na kupitia Tujue Ukulima, kituo chetu cha maarifa, tunawashirikisha wakulima kote Kenya na Afrika Mashariki ushauri wa vitendo wa kilimo, video na majibu ya wataalamu.',
  vision:
    'Wakati ujao ambapo kila mkulima mdogo wa Afrika Mashariki anaweza kutumia teknolojia ya kisasa na maarifa sahihi kuzalisha chakula zaidi, kupata maisha bora na kuitunza ardhi.',
  mission:
    'Kuwafikishia wakulima wadogo huduma za droni kwa bei nafuu, maarifa ya kilimo ya kuaminika na wataalamu, ili wafanye maamuzi bora mashambani mwao kila msimu.',
  ecosystem: [
    {
      title: 'Huduma za Droni',
      description:
        'Kunyunyizia na kufuatilia mazao kwa droni, kunakofikia mashamba haraka, yakiwemo mashamba ya mpunga yaliyojaa maji ambapo ni vigumu kutembea na bomba la mgongoni.',
    },
    {
      title: 'Soko la Kidijitali',
      description:
        'Soko la mtandaoni linalopangwa, la kuwaunganisha wakulima na pembejeo, huduma na wanunuzi. Linakuja hivi karibuni.',
    },
    {
      title: 'Kituo cha Maarifa cha Tujue Ukulima',
      description:
        'Makala za bure, mafunzo kwa video na huduma ya Uliza Mtaalamu (maswali yanakaribishwa kwa Kiingereza au Kiswahili) ili kuwasaidia wakulima kujifunza na kutatua matatizo mashambani mwao.',
    },
  ],
  impact: [
    {
      title: 'Wakulima 500+ wamewezeshwa',
      description: 'Wakulima tuliofanya nao kazi kupitia huduma za droni, mafunzo na ushauri mashambani mwao.',
    },
    {
      title: 'Hasara ya mazao imepungua kwa 40% katika maeneo ya majaribio',
      description:
        'Kunyunyizia kwa wakati na kugundua mapema wadudu waharibifu na magonjwa kuliwasaidia wakulima wa majaribio kuokoa sehemu kubwa zaidi ya mavuno yao.',
    },
    {
      title: 'Ajira za kidijitali kwa vijana wa vijijini',
      description:
        'Uendeshaji wa droni na huduma za kidijitali huleta kazi za ujuzi kwa vijana katika maeneo ya kilimo ya vijijini.',
    },
    {
      title: 'Kituo cha maarifa kinachoendeshwa na AI',
      description:
        'Msaidizi wa AI wa Tujue Ukulima huwapa wakulima mwongozo wa jumla wa haraka wakati wowote, akisaidiwa na wataalamu halisi.',
    },
  ],
})
