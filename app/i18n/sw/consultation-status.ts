// Ukurasa binafsi wa mkulima wa hali ya ombi moja la ushauri (/sw/ask-expert/requests/{token}).
import type { ConsultationStatus } from '~/content/consultation-statuses'
import type { consultationStatus as enConsultationStatus } from '../en/consultation-status'

const steps: Record<ConsultationStatus, { label: string; explanation: string }> = {
  received: {
    label: 'Limepokelewa',
    explanation: 'Swali lako limewafikia wataalamu wetu. Mtaalamu atakujibu ndani ya saa 24-48.',
  },
  answering: {
    label: 'Linajibiwa',
    explanation: 'Mtaalamu anaandaa jibu lako.',
  },
  answered: {
    label: 'Limejibiwa',
    explanation: 'Mtaalamu amejibu swali lako. Jibu liko hapa chini.',
  },
}

export const consultationStatus: typeof enConsultationStatus = {
  title: 'Ombi lako la ushauri',
  description: 'Hali ya swali lako kwa wataalamu wetu wa kilimo, na jibu lao.',
  reference: 'Nambari ya kumbukumbu',
  progress: 'Hatua za ombi lako',
  steps,
  questionHeading: 'Swali lako',
  asked: (when: string) => `Liliulizwa ${when}`,
  replyHeading: 'Jibu la mtaalamu',
  answered: (when: string) => `Lilijibiwa ${when}`,
  waiting: 'Jibu litaonekana kwenye ukurasa huu. Hifadhi kiungo hiki na urudi baadaye.',
  privateNote: 'Ukurasa huu ni wa siri: ni wenye kiungo chake tu wanaoweza kuufungua.',
  another: 'Uliza swali jingine',
  guides: 'Soma miongozo yetu ya kilimo',
  deleteHeading: 'Futa ombi langu',
  deleteExplain:
    'Hii inafuta swali lako, jina lako, mawasiliano yako na jibu la mtaalamu kutoka kwenye huduma yetu kabisa. Haiwezi kurudishwa.',
  deleteConfirm: 'Ndiyo, futa ombi langu kabisa',
  deleteButton: 'Futa ombi langu',
  deleteNeedsConfirm: 'Weka alama kwenye kisanduku kuthibitisha kwamba unataka kufuta ombi lako.',
  deletedTitle: 'Ombi lako limefutwa',
  deletedBody:
    'Swali lako, mawasiliano yako na jibu vimefutwa kutoka kwenye huduma yetu. Kiungo hiki hakifungui chochote tena.',
}
