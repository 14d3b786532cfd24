// The home page's texts in Kiswahili, in the English order: the hero photos'
// descriptions, the four mission cards and the statistics' labels. The featured topics take
// their words from the Kiswahili guides; the figures of the statistics are shared.
import { z } from 'zod'
import { swText } from './schema'

export const HomeSwSchema = z.strictObject({
  heroSlides: z.array(z.strictObject({ alt: swText(3) })).length(3),
  missionCards: z.array(z.strictObject({ title: swText(3), description: swText(20) })).length(4),
  statistics: z.array(z.strictObject({ label: swText(3) })).length(4),
})
export type HomeSwInput = z.input<typeof HomeSwSchema>

export const homeSw = HomeSwSchema.parse({
  heroSlides: [
    { alt: 'Kazi ya Skyfield Aerotech shambani pamoja na wakulima nchini Kenya' },
    { alt: 'Timu ya Skyfield Aerotech kwenye shamba nchini Kenya' },
    { alt: 'Huduma za droni za Skyfield Aerotech katika eneo la kilimo nchini Kenya' },
  ],
  missionCards: [
    {
      title: 'Maarifa ya Wataalamu',
      description:
        'Ushauri wa vitendo kutoka kwa wataalamu wa kilimo, wataalamu wa droni na wakulima wenye uzoefu, ulioandikwa kwa ajili ya hali ya Kenya na Afrika Mashariki.',
    },
    {
      title: 'Kilimo Endelevu',
      description:
        'Mbinu zinazolinda udongo, maji na mavuno yako kwa misimu ijayo, kama kunyunyizia kwa uangalifu, kutengeneza mboji na mzunguko wa mazao.',
    },
    {
      title: 'Msaada wa Jamii',
      description:
        'Mahali ambapo wakulima, vyama vya ushirika na wataalamu hujifunza kutoka kwa kila mmoja, huuliza maswali na kushirikishana kinachofanya kazi shambani.',
    },
    {
      title: 'Rasilimali Bora',
      description:
        'Makala zilizo wazi, mafunzo kwa video na miongozo unayoweza kuiamini, iliyohakikiwa kwa kulinganisha na vyanzo vya kuaminika, na ya bure kutumia.',
    },
  ],
  statistics: [
    { label: 'Wakulima Waliosaidiwa' },
    { label: 'Makala za Wataalamu' },
    { label: 'Mafunzo kwa Video' },
    { label: 'Wataalamu wa Kilimo' },
  ],
})
