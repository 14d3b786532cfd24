// The consultation form in Kiswahili, shared by /sw/ask-expert and /sw/contact.
import type { ConsultationTopic } from '~/content/consultation-topics'
import type { consultation as enConsultation } from '../en/consultation'

// The same names as the Kiswahili topic guides' titles (sw.ts `topics`).
const topics: Record<ConsultationTopic, string> = {
  'pest-control': 'Udhibiti wa Wadudu Waharibifu',
  'smart-farming': 'Kilimo cha Kidijitali',
  'drone-spraying': 'Unyunyiziaji kwa Droni',
  'climate-smart': 'Kilimo Kinachostahimili Mabadiliko ya Tabianchi',
  'soil-health': 'Afya ya Udongo',
  'rice-farming': 'Kilimo cha Mpunga',
  other: 'Nyingine',
}

export const consultation: typeof enConsultation = {
  heading: 'Omba Ushauri',
  lead: 'Ungependa kuongea na mtaalamu mwenyewe? Tuma swali lako na mtaalamu wa kilimo atakujibu ndani ya saa 24-48.',
  name: 'Jina kamili',
  email: 'Anwani ya barua pepe',
  phone: 'Nambari ya simu',
  optional: '(si lazima)',
  smsConsent: 'Nitumie SMS kwa nambari hii mtaalamu akijibu',
  smsConsentHint: 'SMS moja jibu likiwa tayari, yenye nambari yako ya kumbukumbu. Jibu ONDOKA kusimamisha ujumbe wetu.',
  topic: 'Mada',
  topicPlaceholder: 'Chagua mada',
  topics,
  message: 'Swali lako',
  messageHint: 'Eleza shamba lako liko wapi, zao au mnyama husika, na kile ulichoona.',
  submit: 'Tuma Ombi',
  submitting: 'Inafungua Barua Pepe...',
  mailNote:
    'Tunahifadhi ombi lako kwa ajili ya wataalamu wetu, kisha programu yako ya barua pepe inafunguka ikiwa na ombi lako tayari, ukitaka kulituma pia kwa barua pepe.',
  privacy: (days: number, email: string) =>
    `Tunahifadhi jina lako, mawasiliano yako na swali lako kwa siku ${days}, kwa ajili ya kukujibu tu. Ukitaka yafutwe mapema, tuma barua pepe kwa ${email} ukitaja nambari yako ya kumbukumbu.`,
  honeypot: 'Acha sehemu hii wazi',
  errors: {
    name: 'Jina lazima liwe na angalau herufi 2',
    email: 'Anwani ya barua pepe si sahihi',
    topic: 'Tafadhali chagua mada',
    message: 'Ujumbe lazima uwe na angalau herufi 10',
    messageTooLong: 'Ujumbe usizidi herufi 2000',
    nameCharacters: 'Tumia herufi, nafasi na alama za uandishi tu katika jina lako',
    phone: 'Andika nambari ya simu kwa tarakimu tu, kama 0712 345 678',
    smsPhone: 'Andika nambari ya simu ya kupokea SMS, mfano 0712 345 678',
  },
  mail: {
    subject: (topic: string) => `[SkyField] Ombi la Ushauri: ${topic}`,
    notProvided: 'Haijatolewa',
    name: 'Jina',
    email: 'Barua pepe',
    phone: 'Simu',
    topic: 'Mada',
    question: 'Swali',
  },
  stored: {
    title: 'Ombi lako limehifadhiwa',
    body: 'Mtaalamu wa kilimo atakujibu ndani ya saa 24-48. Huhitaji kufanya kitu kingine.',
    reference: 'Nambari yako ya kumbukumbu',
    referenceHint: 'Taja nambari hii ukitupigia simu au ukituandikia barua pepe.',
    statusLink: 'Fuatilia ombi lako',
    statusHint:
      'Hifadhi kiungo hiki: kinaonyesha swali lako na, likishatolewa, jibu la mtaalamu. Yeyote mwenye kiungo hiki anaweza kukifungua, kwa hiyo mpe mtu unayemwamini tu.',
    mailLink: 'Tuma pia kwa barua pepe',
  },
  notStored: {
    title: 'Ombi lako bado halijahifadhiwa',
    offline:
      'Hatukuweza kufikia seva yetu. Maneno yako yamehifadhiwa kwenye kifaa hiki, na tutayatuma tena mtandao ukirudi.',
    unavailable:
      'Hatukuweza kuhifadhi ombi lako sasa hivi. Maneno yako yamehifadhiwa kwenye kifaa hiki: tafadhali jaribu tena baada ya dakika chache.',
    limited: (minutes: number) =>
      `Umetuma maombi kadhaa kwa muda mfupi. Tafadhali subiri dakika ${minutes} kisha ujaribu tena. Maneno yako yamehifadhiwa.`,
    refused: 'Ombi lako halikuweza kutumwa. Tafadhali tupigie simu au tutumie barua pepe badala yake.',
    retry: 'Jaribu tena',
  },
  /** Above a form the server sent back with mistakes (a browser without script). */
  invalid: 'Tafadhali rekebisha sehemu zilizowekwa alama nyekundu.',
  opened: {
    title: 'Programu ya Barua Pepe Imefunguliwa',
    description: 'Tafadhali tuma barua pepe hiyo kutoka kwenye programu yako ya barua pepe ili kukamilisha ombi lako.',
  },
  failed: {
    title: 'Hitilafu',
    description: 'Kulikuwa na tatizo la kufungua programu yako ya barua pepe. Tafadhali jaribu tena.',
  },
}
