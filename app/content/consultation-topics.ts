// The consultation form's topics, the one list: a plain array with no zod, so
// the browser's form schema (features/consultation, zod/mini) can use it at no cost.
export const CONSULTATION_TOPICS = [
  'pest-control',
  'smart-farming',
  'drone-spraying',
  'climate-smart',
  'soil-health',
  'rice-farming',
  'other',
] as const

export type ConsultationTopic = (typeof CONSULTATION_TOPICS)[number]
