// A farmer's private status page for one consultation request (/ask-expert/requests/{token}).
import type { ConsultationStatus } from '~/content/consultation-statuses'

const steps: Record<ConsultationStatus, { label: string; explanation: string }> = {
  received: {
    label: 'Received',
    explanation: 'Your question has reached our experts. An expert will reply within 24-48 hours.',
  },
  answering: {
    label: 'Being answered',
    explanation: 'An expert is working on your answer.',
  },
  answered: {
    label: 'Answered',
    explanation: 'An expert has answered your question. The answer is below.',
  },
}

export const consultationStatus = {
  title: 'Your consultation request',
  description: 'The status of your question to our agricultural experts, and their answer.',
  reference: 'Reference',
  progress: 'Progress of your request',
  steps,
  questionHeading: 'Your question',
  asked: (when: string) => `Asked on ${when}`,
  replyHeading: "The expert's answer",
  answered: (when: string) => `Answered on ${when}`,
  waiting: 'The answer will appear on this page. Keep this link and come back to it later.',
  privateNote: 'This page is private: only people with its link can open it.',
  another: 'Ask another question',
  guides: 'Read our farming guides',
}
