import { buildConsultationMailto } from './consultation-mail'

const t = consultationMessages.en
import { CONSULTATION_TOPICS } from './consultation-form-schema'
import { consultationMessages } from '~/i18n/consultation'

function decode(mailto: string) {
  const url = new URL(mailto)
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
    raw: url.search,
  }
}

describe('buildConsultationMailto', () => {
  const values = {
    name: 'Wanjiru Kamau',
    email: 'wanjiru@example.co.ke',
    phone: '0712 345 678',
    topic: 'soil-health' as const,
    message: 'My maize leaves turn yellow & purple.\nWhat should I do? 50% of the field is affected.',
  }

  it('addresses the provider, names the topic in the subject and lists the request in the body', () => {
    const mail = decode(buildConsultationMailto(values, 'help@hub.test', t))
    expect(mail.to).toBe('help@hub.test')
    expect(mail.subject).toBe('[SkyField] Soil Health Consultation Request')
    expect(mail.body).toBe(
      [
        'Name: Wanjiru Kamau',
        'Email: wanjiru@example.co.ke',
        'Phone: 0712 345 678',
        'Topic: Soil Health',
        '',
        'Question:',
        'My maize leaves turn yellow & purple.',
        'What should I do? 50% of the field is affected.',
      ].join('\r\n'),
    )
  })

  it('encodes every special character, so the body cannot break out of its parameter', () => {
    const mailto = buildConsultationMailto(values, 'help@hub.test', t)
    expect(mailto).toContain('%26%20purple')
    expect(mailto).toContain('50%25')
    expect(mailto).toContain('%0D%0A')
    expect(mailto.split('&')).toHaveLength(2)
    expect(mailto).not.toMatch(/\s/)
  })

  it('says "Not provided" without a phone', () => {
    expect(decode(buildConsultationMailto({ ...values, phone: '' }, 'a@b.co', t)).body).toContain('Phone: Not provided')
    expect(decode(buildConsultationMailto({ ...values, phone: undefined }, 'a@b.co', t)).body).toContain(
      'Phone: Not provided',
    )
  })

  it('gives every topic its readable label', () => {
    const subjects = CONSULTATION_TOPICS.map(
      (topic) => decode(buildConsultationMailto({ ...values, topic }, 'a@b.co', t)).subject,
    )
    expect(subjects).toEqual([
      '[SkyField] Pest Control Consultation Request',
      '[SkyField] Smart Farming Consultation Request',
      '[SkyField] Drone Spraying Consultation Request',
      '[SkyField] Climate-Smart Agriculture Consultation Request',
      '[SkyField] Soil Health Consultation Request',
      '[SkyField] Rice Farming Consultation Request',
      '[SkyField] Other Consultation Request',
    ])
  })
})
