import { buildExpertsNotice } from './experts-notice'

const consultationRequest = {
  id: '0b9d3c52-6f0e-4c1b-9a51-2f3f4a1e8c77',
  reference: 'TU-7K3F-Q9',
  locale: 'sw',
  name: 'Wanjiku Kamau',
  email: 'wanjiku@example.org',
  phone: '',
  topic: 'rice-farming',
  message: 'Majani ya mpunga yana madoa ya kahawia.\nNifanye nini?',
} as const

describe('buildExpertsNotice', () => {
  it("tells the provider's staff, in English, everything they need to answer, and where", () => {
    const notice = buildExpertsNotice(consultationRequest, {
      to: 'experts@example.org',
      siteUrl: 'https://hub.example.org/',
    })
    expect(notice.kind).toBe('request-notice')
    expect(notice.to).toBe('experts@example.org')
    expect(notice.subject).toBe('[SkyField] Rice Farming Consultation Request TU-7K3F-Q9')
    expect(notice.body).toBe(
      [
        "A farmer has asked for an expert's help: TU-7K3F-Q9.",
        '',
        'Reference: TU-7K3F-Q9',
        'Name: Wanjiku Kamau',
        'Email: wanjiku@example.org',
        'Phone: Not provided',
        'Topic: Rice Farming',
        'Language: Kiswahili',
        '',
        'Question:',
        'Majani ya mpunga yana madoa ya kahawia.',
        'Nifanye nini?',
        '',
        'Answer in Kiswahili: the farmer asked from the Kiswahili pages.',
        "Open it in the expert inbox to answer; the reply appears on the farmer's status page:",
        'https://hub.example.org/expert/requests/0b9d3c52-6f0e-4c1b-9a51-2f3f4a1e8c77',
      ].join('\n'),
    )
  })

  it('gives the phone when there is one, and the language of an English request', () => {
    const notice = buildExpertsNotice(
      { ...consultationRequest, locale: 'en', phone: ' +254 712 345 678 ', topic: 'other' },
      { to: 'experts@example.org', siteUrl: 'http://localhost:3000' },
    )
    expect(notice.body).toContain('Phone: +254 712 345 678\n')
    expect(notice.body).toContain('Language: English\n')
    expect(notice.subject).toBe('[SkyField] Other Consultation Request TU-7K3F-Q9')
    expect(notice.body).toContain('\nhttp://localhost:3000/expert/requests/0b9d3c52-6f0e-4c1b-9a51-2f3f4a1e8c77')
  })

  it("never carries the farmer's private status link", () => {
    const stored = { ...consultationRequest, token: 'q9Xx3v7mB2kL0pA4sD8fG1hJ5kL9zX2cV6bN0mQ3wE7' }
    const notice = buildExpertsNotice(stored, { to: 'experts@example.org', siteUrl: 'https://hub.example.org' })
    expect(JSON.stringify(notice)).not.toContain(stored.token)
    expect(notice.body).not.toContain('/ask-expert/requests/')
  })
})
