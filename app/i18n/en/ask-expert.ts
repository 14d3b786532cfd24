// Interface strings of one page or feature; app/i18n/<area>.ts pairs them with their Kiswahili.
// The chat's strings are in chat.ts, the consultation form's in consultation.ts.

export const askExpert = {
  title: 'Ask an Expert',
  description: 'Ask our agricultural assistant a farming question, or request a consultation with a human expert.',
  chatHeading: 'Chat with an Agricultural Expert',
  chatLead:
    'Ask about crops, livestock, soil, pests or weather, in English or Kiswahili. The more you tell us about your farm, the better the answer.',
  faqHeading: 'Frequently Asked Questions',
}
