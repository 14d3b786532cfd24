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
  deleteHeading: 'Delete my request',
  deleteExplain:
    'This deletes your question, your name and contact details and the expert’s answer from our service for good. It cannot be undone.',
  deleteConfirm: 'Yes, delete my request for good',
  deleteButton: 'Delete my request',
  deleteNeedsConfirm: 'Tick the box to confirm that you want to delete your request.',
  deletedTitle: 'Your request is deleted',
  deletedBody:
    'Your question, your contact details and the answer are deleted from our service. This link no longer opens anything.',
}
