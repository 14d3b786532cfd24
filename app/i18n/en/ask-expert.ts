// Interface strings of one area; app/i18n/en.ts puts the areas together.

export const askExpert = {
  title: 'Ask an Expert',
  description: 'Ask our agricultural assistant a farming question, or request a consultation with a human expert.',
}
