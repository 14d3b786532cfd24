import { composeReplyMail, replyMailtoHref } from './reply-mail.server'

const request = {
  email: 'wanjiku@example.org',
  name: 'Wanjiku',
  reference: 'TU-7K3F-Q9',
  reply: 'This is rice blast.\nSend us a photo of the leaves.',
}
const signature = { expertName: 'Jane Wanjiru', hubName: 'Tujue Ukulima', siteUrl: 'https://tujue.example' }

describe('the reply mail', () => {
  it('speaks the farmer’s language, with the reply, the reference and the page to ask again', () => {
    const en = composeReplyMail({ ...request, locale: 'en' }, signature)
    expect(en.to).toBe('wanjiku@example.org')
    expect(en.subject).toBe("Your question TU-7K3F-Q9: an expert's reply")
    expect(en.body).toContain('Hello Wanjiku,')
    expect(en.body).toContain(request.reply)
    expect(en.body).toContain('Your reference: TU-7K3F-Q9')
    expect(en.body).toContain('https://tujue.example/ask-expert')

    const sw = composeReplyMail({ ...request, locale: 'sw' }, signature)
    expect(sw.subject).toBe('Swali lako TU-7K3F-Q9: jibu la mtaalamu')
    expect(sw.body).toContain('https://tujue.example/sw/ask-expert')
    expect(sw.body).toContain('Jane Wanjiru, mtaalamu wa kilimo, Tujue Ukulima')
  })

  it('opens in a mail app with every line, as CRLF', () => {
    const mail = composeReplyMail({ ...request, locale: 'en' }, signature)
    const href = replyMailtoHref(mail)
    expect(href.startsWith('mailto:wanjiku@example.org?subject=')).toBe(true)
    const body = new URL(href).searchParams.get('body')
    expect(body).toBe(mail.body.replace(/\n/g, '\r\n'))
  })
})
