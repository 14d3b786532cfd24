// The company contact form: name, email, subject
// and message, all required. zod's small "mini" build: this schema runs in the browser,
// and the full build would weigh several times more than the form itself.
import * as z from 'zod/mini'

export const MESSAGE_MAX_LENGTH = 2000

export interface CompanyContactErrors {
  nameRequired: string
  emailInvalid: string
  subjectRequired: string
  messageRequired: string
  messageTooLong: string
}

function requiredText(message: string) {
  return z.string().check(z.trim(), z.minLength(1, message))
}

/** The form's one schema; its error texts come from the reader's message catalogue. */
export function companyContactSchema(errors: CompanyContactErrors) {
  return z.object({
    name: requiredText(errors.nameRequired).check(z.maxLength(120)),
    // An email input already strips surrounding spaces from its value.
    email: z.email(errors.emailInvalid),
    subject: requiredText(errors.subjectRequired).check(z.maxLength(200)),
    message: requiredText(errors.messageRequired).check(z.maxLength(MESSAGE_MAX_LENGTH, errors.messageTooLong)),
  })
}

export type CompanyContactSchema = ReturnType<typeof companyContactSchema>
export type CompanyContactInput = z.input<CompanyContactSchema>
export type CompanyContact = z.output<CompanyContactSchema>
