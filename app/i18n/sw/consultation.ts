// The consultation request form in Kiswahili (spec §3, §5, §7, §8), shared by /sw/ask-expert and /sw/contact.
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
  topic: 'Mada',
  topicPlaceholder: 'Chagua mada',
  topics,
  message: 'Swali lako',
  messageHint: 'Eleza shamba lako liko wapi, zao au mnyama husika, na kile ulichoona.',
  submit: 'Tuma Ombi',
  submitting: 'Inafungua Barua Pepe...',
  mailNote:
    'Hii itafungua programu yako ya barua pepe ikiwa na ombi lako tayari. Hakuna kitakachotumwa hadi ubonyeze kitufe cha kutuma huko.',
  errors: {
    name: 'Jina lazima liwe na angalau herufi 2',
    email: 'Anwani ya barua pepe si sahihi',
    topic: 'Tafadhali chagua mada',
    message: 'Ujumbe lazima uwe na angalau herufi 10',
    messageTooLong: 'Ujumbe usizidi herufi 4000',
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
  opened: {
    title: 'Programu ya Barua Pepe Imefunguliwa',
    description: 'Tafadhali tuma barua pepe hiyo kutoka kwenye programu yako ya barua pepe ili kukamilisha ombi lako.',
  },
  failed: {
    title: 'Hitilafu',
    description: 'Kulikuwa na tatizo la kufungua programu yako ya barua pepe. Tafadhali jaribu tena.',
  },
}
