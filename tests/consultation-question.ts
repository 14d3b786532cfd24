// A farmer's consultation request as the unit tests store it: one question, so every test reads the same farmer.

export const WANJIKUS_QUESTION = {
  name: 'Wanjiku Kamau',
  email: 'wanjiku@example.org',
  phone: '',
  topic: 'rice-farming',
  message: 'My rice leaves have brown spots with grey centres. What should I do?',
} as const
