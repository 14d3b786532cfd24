// The consultation form's one schema, checked in the browser and again by the page's action,
// with its messages from the catalogue so another language changes the words, not the rules.
// zod/mini: the browser loads this, and the full zod would weigh several times more.
import * as z from 'zod/mini'
import { CONSULTATION_TOPICS } from '~/content/consultation-topics'
import { toE164 } from '~/lib/channels/phone-number'
import { type consultationMessages } from '~/i18n/consultation'

type ConsultationMessages = (typeof consultationMessages)['en']

export { CONSULTATION_TOPICS }

/**
 * A field people never see or fill: a robot filling every field gives itself away. Its name
 * is not one a browser's autofill knows.
 */
export const HONEYPOT_FIELD = 'leave_this_empty'

/** A mail link must stay short enough for every mail app to open it. */
export const MAX_CONSULTATION_MESSAGE = 2000

/**
 * No control characters (a newline in a name would break the experts' mail and log lines) and no
 * direction marks (they can make a name or number read other than it is).
 */
const PLAIN_TEXT = /^[^\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]*$/u
/** Digits, spaces and the marks a phone number is written with: "+254 712 345 678", "(0712) 345-678". */
const PHONE = /^[+\d ().-]*$/

/** A ticked checkbox as a browser without script posts it (`on`), or as the form holds it (true). */
function isTicked(value: boolean | string | undefined) {
  return value === true || value === 'on'
}

export function createConsultationFormSchema(errors: ConsultationMessages['errors']) {
  return z
    .object({
      name: z
        .string()
        .check(z.trim(), z.minLength(2, errors.name), z.maxLength(100), z.regex(PLAIN_TEXT, errors.nameCharacters)),
      email: z.pipe(z.string().check(z.trim()), z.email(errors.email)),
      phone: z.optional(z.string().check(z.trim(), z.maxLength(30), z.regex(PHONE, errors.phone))),
      // The select starts empty; any value that is not a topic reads "Please select a topic".
      topic: z.pipe(z.string(), z.enum(CONSULTATION_TOPICS, { error: errors.topic })),
      message: z
        .string()
        .check(z.trim(), z.minLength(10, errors.message), z.maxLength(MAX_CONSULTATION_MESSAGE, errors.messageTooLong)),
      // The farmer's consent to be told by SMS when the answer is ready: only with a number an SMS can reach.
      smsConsent: z.pipe(z.optional(z.union([z.boolean(), z.string()])), z.transform(isTicked)),
    })
    .check(
      z.refine((values) => !values.smsConsent || toE164(values.phone ?? '') !== undefined, {
        message: errors.smsPhone,
        path: ['phone'],
        // Also when another field is wrong, so the farmer sees every mistake at once.
        when: (payload) => typeof payload.value === 'object' && payload.value !== null,
      }),
    )
}

export type ConsultationFormSchema = ReturnType<typeof createConsultationFormSchema>
export type ConsultationFormInput = z.input<ConsultationFormSchema>
export type ConsultationFormValues = z.output<ConsultationFormSchema>

export const emptyConsultationForm: ConsultationFormInput = {
  name: '',
  email: '',
  phone: '',
  topic: '',
  message: '',
  smsConsent: false,
}
