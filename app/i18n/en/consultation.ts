// The consultation request form (spec §3, §5, §7, §8), shared by /ask-expert and /contact.
import type { ConsultationTopic } from '~/content/consultation-topics'

const topics: Record<ConsultationTopic, string> = {
  'pest-control': 'Pest Control',
  'smart-farming': 'Smart Farming',
  'drone-spraying': 'Drone Spraying',
  'climate-smart': 'Climate-Smart Agriculture',
  'soil-health': 'Soil Health',
  'rice-farming': 'Rice Farming',
  other: 'Other',
}

export const consultation = {
  heading: 'Request a Consultation',
  lead: 'Prefer a human expert? Send your question and an agricultural expert will reply within 24-48 hours.',
  name: 'Full name',
  email: 'Email address',
  phone: 'Phone number',
  optional: '(optional)',
  topic: 'Topic',
  topicPlaceholder: 'Select a topic',
  topics,
  message: 'Your question',
  messageHint: 'Say where your farm is, the crop or animal, and what you have seen.',
  submit: 'Send Request',
  submitting: 'Opening Email...',
  mailNote: 'This opens your email app with your request filled in. Nothing is sent until you press send there.',
  errors: {
    name: 'Name must be at least 2 characters',
    email: 'Invalid email address',
    topic: 'Please select a topic',
    message: 'Message must be at least 10 characters',
    messageTooLong: 'Message must be at most 4000 characters',
  },
  mail: {
    subject: (topic: string) => `[SkyField] ${topic} Consultation Request`,
    notProvided: 'Not provided',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    topic: 'Topic',
    question: 'Question',
  },
  opened: {
    title: 'Email Client Opened',
    description: 'Please send the email in your mail application to complete your request.',
  },
  failed: {
    title: 'Error',
    description: 'There was a problem opening your email client. Please try again.',
  },
}
