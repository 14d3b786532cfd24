// The consultation form, shared by /ask-expert and /contact.
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
  smsConsent: 'Send me an SMS on this number when an expert answers',
  smsConsentHint: 'One SMS when the answer is ready, with your reference. Reply STOP to stop our messages.',
  topic: 'Topic',
  topicPlaceholder: 'Select a topic',
  topics,
  message: 'Your question',
  messageHint: 'Say where your farm is, the crop or animal, and what you have seen.',
  submit: 'Send Request',
  submitting: 'Opening Email...',
  mailNote:
    'We save your request for our experts, then your email app opens with it filled in, in case you also want to send it by email.',
  /** One line under the form: what is kept, why, for how long, and how to have it deleted. */
  privacy: (days: number, email: string) =>
    `We keep your name, contact details and question for ${days} days, only to answer you. To have them deleted sooner, email ${email} with your reference.`,
  honeypot: 'Leave this field empty',
  errors: {
    name: 'Name must be at least 2 characters',
    email: 'Invalid email address',
    topic: 'Please select a topic',
    message: 'Message must be at least 10 characters',
    messageTooLong: 'Message must be at most 2000 characters',
    nameCharacters: 'Use only letters, spaces and punctuation in your name',
    phone: 'Enter a phone number with digits only, such as 0712 345 678',
    smsPhone: 'Enter the phone number for the SMS, e.g. 0712 345 678',
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
  stored: {
    title: 'Your request is saved',
    body: 'An agricultural expert will reply within 24-48 hours. You do not need to do anything more.',
    reference: 'Your reference',
    referenceHint: 'Give this reference if you call or email us.',
    statusLink: 'Follow your request',
    statusHint:
      "Keep this link: it shows your question and, once given, the expert's reply. Anyone with the link can open it, so share it only with people you trust.",
    mailLink: 'Also send it by email',
  },
  notStored: {
    title: 'Your request is not saved yet',
    offline:
      'We could not reach our server. Your words are kept on this device, and we will send them again when you are back online.',
    unavailable:
      'We could not save your request just now. Your words are kept on this device: please try again in a few minutes.',
    limited: (minutes: number) =>
      `You have sent several requests in a short time. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again. Your words are kept.`,
    refused: 'Your request could not be sent. Please call or email us instead.',
    retry: 'Try again',
  },
  /** Above a form the server sent back with mistakes (a browser without script). */
  invalid: 'Please correct the fields marked in red.',
  opened: {
    title: 'Email Client Opened',
    description: 'Please send the email in your mail application to complete your request.',
  },
  failed: {
    title: 'Error',
    description: 'There was a problem opening your email client. Please try again.',
  },
}
