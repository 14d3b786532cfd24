import { gmailComposeUrl } from './compose-url'
import { companySectionsMessages } from '~/i18n/company-sections'

describe('gmailComposeUrl', () => {
  it("opens Gmail's full-screen compose view with the address, subject and body", () => {
    const url = new URL(gmailComposeUrl({ to: 'info@pula.io', subject: 'Crop cover', body: 'Hello' }))
    expect(url.origin + url.pathname).toBe('https://mail.google.com/mail/')
    expect([...url.searchParams]).toEqual([
      ['view', 'cm'],
      ['fs', '1'],
      ['to', 'info@pula.io'],
      ['su', 'Crop cover'],
      ['body', 'Hello'],
    ])
  })

  it('encodes characters that would otherwise break or change the link', () => {
    const subject = 'Maize & beans: 50% off? #offer + more'
    const body = 'Line one\nLine two & three = four\n\nAsante sana, Ñuñez ✓'
    const link = gmailComposeUrl({ to: 'a+b@example.co.ke', subject, body })
    expect(link).not.toMatch(/[\s#]/)
    expect(link).toContain('su=Maize%20%26%20beans%3A%2050%25%20off%3F%20%23offer%20%2B%20more')
    const url = new URL(link)
    expect(url.hash).toBe('')
    expect(url.searchParams.get('to')).toBe('a+b@example.co.ke')
    expect(url.searchParams.get('su')).toBe(subject)
    expect(url.searchParams.get('body')).toBe(body)
  })
})

describe('the company message body', () => {
  it("holds the message and then the sender's name and email", () => {
    const body = companySectionsMessages.en.form.mailBody('Please call me.', 'Jane Wanjiru', 'jane@example.com')
    expect(body).toBe('Please call me.\n\n---\nFrom: Jane Wanjiru\nEmail: jane@example.com')
  })
})
