// The home testimonials in Kiswahili, keyed by id: the role and the quote, said as
// the farmer would say it. Names and places stay as written.
import type { z } from 'zod'
import { keyedOverlay, swText } from './schema'

export const TestimonialsSwSchema = keyedOverlay({ role: swText(2), quote: swText(40) })
export type TestimonialsSwInput = z.input<typeof TestimonialsSwSchema>

export const testimonialsSw = TestimonialsSwSchema.parse({
  '1': {
    role: 'Mkulima wa Mpunga, Mwea',
    quote:
      'Katika mashamba ya mpunga ni vigumu kuingia na bomba la mgongoni baada ya maji kuingizwa. Timu ya droni ilinyunyizia kwa wakati na kuniepushia kazi ngumu sana, na vidokezo vya kwenye kituo hiki vilinisaidia kuwaona wadudu mapema.',
  },
  '2': {
    role: 'Mkulima wa Mboga, Nakuru',
    quote:
      'Ninalima nyanya na sukuma wiki, na ugonjwa wa baa ulikuwa ukinishtukiza kila mara. Video zilinionyesha jinsi ya kukagua vitanda vyangu vya mboga na wakati wa kuchukua hatua, na nilipokuwa na shaka, mtaalamu alijibu swali langu kwa uwazi.',
  },
  '3': {
    role: 'Mkulima wa Mahindi, Kakamega',
    quote:
      'Makala kuhusu afya ya udongo yalinifanya nipime udongo wangu kabla ya kununua mbolea. Sasa ninajua shamba langu linahitaji nini. Ningependa kuona maudhui zaidi kwa Kiswahili, lakini ushauri ni wa vitendo.',
  },
  '4': {
    role: 'Kiongozi wa Chama cha Ushirika cha Wakulima',
    quote:
      'Wanachama wetu hutazama pamoja video za kituo hiki katika mikutano ya kikundi. Zinampa kila mtu taarifa zilezile za kuaminika, na wakulima hurudi kwa maafisa ugani na maswali bora zaidi.',
  },
})
