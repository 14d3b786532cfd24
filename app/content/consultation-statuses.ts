// Where a consultation request stands, as the farmer's status page and the experts' inbox show it.
export const CONSULTATION_STATUSES = ['received', 'answering', 'answered'] as const

export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number]
