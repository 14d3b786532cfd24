// Anachosoma mkulima kwenye WhatsApp. Vichwa vya vitufe si zaidi ya herufi 20.
import type { whatsapp as enWhatsapp } from '../en/whatsapp'

export const whatsapp: typeof enWhatsapp = {
  buttons: { expert: 'Uliza mtaalamu', guides: 'Miongozo', language: 'Lugha' },
  languageButtons: { sw: 'Kiswahili', en: 'English' },
  menu: 'Kuna jingine? Uliza tena, tuma picha, au chagua:',
  chooseLanguage: 'Tutumie lugha gani?',
  languageSet: 'Tutakuandikia kwa Kiswahili. Uliza swali lako.',
  guides: (link) => `Miongozo yetu ya kilimo, bure kusoma: ${link}`,
  readMore: 'Soma zaidi:',
  voiceOff:
    'Samahani, bado hatuwezi kusikiliza ujumbe wa sauti. Tafadhali andika swali lako, au tuma picha ya mmea au mnyama.',
  heard: (words) => `Nimesikia: "${words}". Kama sikukusikia vizuri, tafadhali andika swali lako.`,
  notHeard: 'Samahani, sikuweza kusikia ujumbe wa sauti. Tafadhali andika swali lako.',
  unsupported: 'Tunasoma maandishi, picha na ujumbe wa sauti. Tafadhali andika swali lako au tuma picha.',
  photoTooLarge:
    'Samahani, hatukuweza kufungua picha hiyo. Tafadhali tuma picha ndogo zaidi (chini ya MB 5, JPEG au PNG).',
  offlineExpert: (formLink) =>
    `Kwa ushauri kuhusu shamba lako mwenyewe, bonyeza "Uliza mtaalamu" hapa chini au andika MTAALAMU na tatizo lako: mtaalamu wa kilimo atakujibu hapa ndani ya saa 24-48. Au tumia fomu ya ushauri kwenye ${formLink}`,
  photoOffer: 'Ungependa mtaalamu aangalie picha hii? Bonyeza "Uliza mtaalamu".',
  expertAskWhat: 'Tueleze tatizo kwa ujumbe mmoja: zao au mnyama, unachoona, na tangu lini. Ongeza picha ukiweza.',
  expertRequested: (reference) =>
    `Ombi lako ${reference} limefika kwa wataalamu wetu. Watakujibu hapa ndani ya saa 24-48.`,
  expertReply: (reference, reply) => `Jibu la mtaalamu wetu kwa ${reference}:\n\n${reply}`,
  answerReadyTemplate: 'Mtaalamu wetu amejibu swali lako. Jibu ujumbe huu kwa neno lolote nasi tutakutumia jibu.',
  busy: 'Samahani, hatukuweza kujibu sasa hivi. Tafadhali jaribu tena baada ya dakika chache.',
}
