// Kiswahili interface strings of one page or feature; app/i18n/<area>.ts pairs them with the English.
import type { contact as enContact } from '../en/contact'

export const contact: typeof enContact = {
  title: 'Wasiliana Nasi',
  description: 'Wasiliana na timu ya Tujue Ukulima kwa simu, barua pepe au fomu ya ushauri.',
  lead: 'Tupigie simu, tutumie barua pepe au utuandikie. Mtaalamu atakujibu ndani ya saa 24-48.',
  detailsTitle: 'Mawasiliano Yetu',
  address: 'Ofisi',
  phone: 'Simu',
  phoneHint: 'Gusa ili upige simu',
  email: 'Barua pepe',
  emailHint: 'Gusa ili uandike barua pepe',
  social: 'Tufuate',
  socialLead: 'Vidokezo vya kilimo, habari na video kutoka kwa timu yetu.',
  askOnlineTitle: 'Uliza Mtaalamu Mtandaoni',
  askOnlineBody:
    'Ongea na msaidizi wetu wa kilimo wakati wowote, kwa Kiingereza au Kiswahili, au tuma swali lako kwa mmoja wa wataalamu wetu.',
  askOnlineLink: 'Nenda kwa Uliza Mtaalamu',
  reportMistakeMessage: (guideTitle: string) => `Nadhani kuna kosa katika mwongozo "${guideTitle}": `,
}
