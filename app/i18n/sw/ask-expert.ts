// Kiswahili interface strings of one page or feature; app/i18n/<area>.ts pairs them with the English.
// The chat's strings are in chat.ts, the consultation form's in consultation.ts.
import type { askExpert as enAskExpert } from '../en/ask-expert'

export const askExpert: typeof enAskExpert = {
  title: 'Uliza Mtaalamu',
  description:
    'Muulize msaidizi wetu wa kilimo swali lolote la kilimo, au omba ushauri kutoka kwa mmoja wa wataalamu wetu.',
  chatHeading: 'Ongea na Mtaalamu wa Kilimo',
  chatLead:
    'Uliza kuhusu mazao, mifugo, udongo, wadudu waharibifu au hali ya hewa, kwa Kiingereza au Kiswahili. Ukitueleza zaidi kuhusu shamba lako, ndivyo jibu litakavyokuwa bora zaidi.',
  faqHeading: 'Maswali Yanayoulizwa Mara kwa Mara',
}
