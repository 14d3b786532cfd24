import { companyContactSchema, MESSAGE_MAX_LENGTH } from './company-contact-schema'
import { companySectionsMessages } from '~/i18n/company-sections'

const t = companySectionsMessages.en.form
const schema = companyContactSchema(t)
const valid = { name: 'Jane Wanjiru', email: 'jane@example.com', subject: 'Crop cover', message: 'Please call me.' }

function errorsOf(input: unknown) {
  const result = schema.safeParse(input)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]))
}

describe('companyContactSchema', () => {
  it('accepts a complete message and trims the text fields', () => {
    expect(schema.parse({ ...valid, name: '  Jane Wanjiru ', subject: ' Crop cover ' })).toEqual(valid)
  })

  it('requires every field, in plain words', () => {
    expect(errorsOf({ name: ' ', email: '', subject: '', message: '\n ' })).toEqual({
      name: t.nameRequired,
      email: t.emailInvalid,
      subject: t.subjectRequired,
      message: t.messageRequired,
    })
  })

  it.each(['jane', 'jane@', 'jane@example', '@example.com', 'jane doe@example.com'])(
    'refuses the email %j',
    (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({ email: 'Invalid email address' })
    },
  )

  it('refuses a message too long for a compose link', () => {
    expect(errorsOf({ ...valid, message: 'a'.repeat(MESSAGE_MAX_LENGTH + 1) })).toEqual({ message: t.messageTooLong })
    expect(errorsOf({ ...valid, message: 'a'.repeat(MESSAGE_MAX_LENGTH) })).toEqual({})
  })
})
