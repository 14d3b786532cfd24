// Kiswahili interface strings of one page or feature; app/i18n/<area>.ts pairs them with the English.
import type { about as enAbout } from '../en/about'

export const about: typeof enAbout = {
  title: 'Kuhusu Sisi',
  description:
    'Skyfield Aerotech ni kampuni ya huduma za droni iliyoko Mwea, Kenya, na ndiyo nyumbani kwa kituo cha maarifa cha Tujue Ukulima.',
  basedIn: (place: string) => `Makao yetu: ${place}`,
  visionTitle: 'Maono Yetu',
  missionTitle: 'Dhamira Yetu',
  ecosystemTitle: 'Huduma Zetu kwa Pamoja',
  ecosystemLead: 'Huduma tatu zinazoshirikiana kuwasaidia wakulima tangu kupanda hadi kuvuna.',
  ecosystemLink: 'Pata maelezo zaidi',
  teamTitle: 'Kutana na Timu Yetu',
  teamLead: 'Watu wanaoongoza Skyfield Aerotech na kituo cha maarifa cha Tujue Ukulima.',
  teamPhotoAlt: (name: string) => `Picha ya ${name}`,
  impactTitle: 'Matokeo ya Kazi Yetu',
  impactLead: 'Yale ambayo kazi yetu pamoja na wakulima imefanikisha hadi sasa.',
  callToActionTitle: 'Jiunge Nasi, Tulime kwa Maarifa',
  callToActionBody:
    'Iwe wewe ni mkulima, unawashauri wakulima au ungependa kufanya kazi nasi, tungefurahi kusikia kutoka kwako. Kwa pamoja tunaweza kuwasaidia wakulima wengi zaidi kuvuna zaidi kwa gharama ndogo.',
  contactUs: 'Wasiliana Nasi',
  joinAsFarmer: 'Jiunge kama Mkulima',
  visitMarketplace: 'Tembelea Soko',
}
