// Where a consultation request stands, as the farmer's status page and the experts' inbox show it.
export const REQUEST_STATUSES = ['received', 'answering', 'answered'] as const

export type RequestStatus = (typeof REQUEST_STATUSES)[number]
