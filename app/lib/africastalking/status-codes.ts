// The per-recipient status codes of Africa's Talking's SMS API (the send response's
// SMSMessageData.Recipients[].statusCode), and what our outbox does with each: accepted (the
// gateway has it), worth another try later (our account or the gateway: money, sender id, a
// fault), or final (the number itself cannot get it). Source: the SMS sending documentation,
// listed in docs/channels.md.

export type RecipientOutcome = 'accepted' | 'retry' | 'final'

export const RECIPIENT_STATUS_CODES: Record<number, { name: string; outcome: RecipientOutcome }> = {
  100: { name: 'Processed', outcome: 'accepted' },
  101: { name: 'Sent', outcome: 'accepted' },
  102: { name: 'Queued', outcome: 'accepted' },
  // Held by the gateway's fraud checks: it may clear.
  401: { name: 'RiskHold', outcome: 'retry' },
  // Our sender id or shortcode is not registered: the operator must fix AT_SHORTCODE.
  402: { name: 'InvalidSenderId', outcome: 'retry' },
  403: { name: 'InvalidPhoneNumber', outcome: 'final' },
  404: { name: 'UnsupportedNumberType', outcome: 'final' },
  // The account's credit is spent: the operator must top it up.
  405: { name: 'InsufficientBalance', outcome: 'retry' },
  // The subscriber blocked our sender at the network.
  406: { name: 'UserInBlacklist', outcome: 'final' },
  407: { name: 'CouldNotRoute', outcome: 'retry' },
  // Promotional senders outside the hours a regulator allows (Nigeria): later.
  409: { name: 'DoNotDisturbRejection', outcome: 'retry' },
  500: { name: 'InternalServerError', outcome: 'retry' },
  501: { name: 'GatewayError', outcome: 'retry' },
  502: { name: 'RejectedByGateway', outcome: 'final' },
}

/** The outcome of a status code; a code the documentation does not list is tried again. */
export function recipientOutcome(statusCode: number): RecipientOutcome {
  return RECIPIENT_STATUS_CODES[statusCode]?.outcome ?? 'retry'
}

/** Delivery report statuses (the delivery report callback's `status`). */
export const DELIVERY_STATUSES = [
  'Sent',
  'Submitted',
  'Buffered',
  'Rejected',
  'Success',
  'Failed',
  'AbsentSubscriber',
  'Expired',
] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** The statuses after which the gateway says nothing more about a message. */
export const FINAL_DELIVERY_STATUSES: readonly DeliveryStatus[] = [
  'Rejected',
  'Success',
  'Failed',
  'AbsentSubscriber',
  'Expired',
]
