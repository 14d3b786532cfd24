// The Ask an Expert FAQ in Kiswahili: the five questions and answers, in the
// English order. Like the English, the answers give the reply time (24-48 hours), the two
// languages and that photos cannot yet be sent in the chat.
import { z } from 'zod'
import { swText } from './schema'

export const FaqSwSchema = z.array(z.strictObject({ question: swText(10), answer: swText(30) })).length(5)
export type FaqSwInput = z.input<typeof FaqSwSchema>

export const faqSw = FaqSwSchema.parse([
  {
    question: 'Inachukua muda gani kupata jibu kutoka kwa mtaalamu?',
    answer:
      'Mtaalamu wa kilimo hujibu ndani ya saa 24-48 baada ya kutuma fomu ya ushauri. Msaidizi wa gumzo hujibu papo hapo, kwa hiyo unaweza kumtumia wakati unasubiri. Ikiwa zao au mnyama wako anahitaji msaada wa haraka, wasiliana pia na duka la pembejeo na dawa za mifugo (agrovet) lililo karibu au afisa ugani.',
  },
  {
    question: 'Je, naweza kuuliza swali langu kwa Kiswahili?',
    answer:
      'Ndiyo. Unaweza kuuliza kwa Kiingereza au kwa Kiswahili, kwenye gumzo na kwenye fomu ya ushauri. Andika kwa namna unayoielewa vizuri, na utaje kaunti yako, zao au mnyama husika na kile ulichoona, ili jibu lilingane na shamba lako.',
  },
  {
    question: 'Je, naweza kutuma picha ya zao au mnyama wangu mgonjwa kwenye gumzo?',
    answer:
      'Kupakia picha kwenye gumzo bado hakuwezekani. Kwa sasa, eleza tatizo kwa maneno: ni sehemu gani ya mmea au ya mnyama imeathirika, rangi na umbo la madoa au uharibifu, na jinsi tatizo linavyoenea kwa kasi. Ikiwa picha ingesaidia, itume kwa barua pepe kwenye anwani ambayo fomu ya ushauri hufungua, pamoja na swali lako.',
  },
  {
    question: 'Msaidizi wa AI anaweza kunisaidia nini, na hawezi kufanya nini?',
    answer:
      'Msaidizi hutoa mwongozo wa jumla kuhusu mazao, mifugo, udongo, wadudu waharibifu na kanuni za kilimo kwa Kenya na Afrika Mashariki. Hawezi kuona shamba lako na anaweza kukosea, kwa hiyo hachukui nafasi ya uchunguzi wa kitaalamu. Kabla ya kutibu ugonjwa au kununua na kutumia kemikali yoyote, thibitisha na mtaalamu kupitia fomu au na duka la pembejeo unaloliamini, na daima fuata maelekezo ya kwenye lebo.',
  },
  {
    question: 'Je, ni lazima nilipe ili kuuliza swali?',
    answer:
      'Hapana. Kuuliza maswali kwenye kituo cha Tujue Ukulima ni bure, iwe unatumia msaidizi wa gumzo au fomu ya ushauri, na makala na video pia ni bure. Ukitaka baadaye huduma ya kulipia kama kunyunyizia kwa droni, timu itazungumza nawe kwanza.',
  },
])
