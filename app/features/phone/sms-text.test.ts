import { safetyTextFor } from '~/lib/safety/safety-text'
import { normaliseForSms } from '~/lib/sms/normalise'
import { countSms } from '~/lib/sms/segments'
import { answerSms, expertReplySms, guideSummarySms, offlineAnswerSms, replySms, SMS_MAX_SEGMENTS } from './sms-text'

const LINK = 'https://tujue.example/g/k3x9q'
const LONG = 'Panda mbegu zilizoidhinishwa – kwa nafasi ya sm 75 × 25, ‘mapema’ baada ya mvua ya kwanza. '.repeat(12)

function expectFits(text: string, segments = SMS_MAX_SEGMENTS) {
  const count = countSms(text)
  expect(count.encoding).toBe('GSM-7')
  expect(count.segments).toBeLessThanOrEqual(segments)
}

describe('answerSms', () => {
  it('makes the model’s markdown plain, GSM-7, and ends with the link', () => {
    const text = answerSms({
      answer: '**Plant early** – at 25 °C.\n\n* Test your soil',
      kinds: [],
      locale: 'en',
      link: LINK,
    })
    expect(text).toBe('Plant early - at 25 deg C.\n\n- Test your soil\nMore: https://tujue.example/g/k3x9q')
    expectFits(text, 1)
  })

  it('cuts a long answer at a word to three segments, keeping the link whole', () => {
    const text = answerSms({ answer: LONG, kinds: [], locale: 'sw', link: LINK })
    expectFits(text)
    expect(text.endsWith(`\nZaidi: ${LINK}`)).toBe(true)
    expect(text.length).toBeGreaterThan(400)
  })

  it('leads with the safety text of a high-risk question, never cut, and still fits', () => {
    const text = answerSms({ answer: LONG, kinds: ['banned-product'], locale: 'sw', link: LINK })
    const lead = normaliseForSms(safetyTextFor(['banned-product'], 'sw'), 'sw')
    expect(text.startsWith(lead)).toBe(true)
    expectFits(text)
  })
})

describe('the other SMS', () => {
  it('offline: says why, names the way to an expert before the passage, fits', () => {
    const text = offlineAnswerSms({
      quoted: [{ title: 'Afya ya Udongo', heading: 'Hatua', excerpt: LONG }],
      kinds: [],
      locale: 'sw',
      link: LINK,
      spent: true,
    })
    expect(text).toMatch(
      /^AI yetu imejibu maswali yote inayoweza leo\. Kutoka miongozo yetu:\nKumuuliza mtaalamu, tuma M/,
    )
    expectFits(text)
  })

  it('offline with nothing found: says so, and how to reach an expert', () => {
    expect(offlineAnswerSms({ quoted: [], kinds: [], locale: 'en', spent: false })).toBe(
      'Our AI is not available now, and our guides do not answer this. To ask an expert, send M and your question.',
    )
  })

  it('a guide’s summary and an expert’s long reply fit three segments', () => {
    expectFits(guideSummarySms({ title: 'Mpunga', heading: 'Kupanda', text: LONG, locale: 'sw', link: LINK }))
    const reply = expertReplySms({ reference: 'TU-7K3F-Q9', reply: LONG, locale: 'sw', ussdCode: '*384*22#' })
    expectFits(reply)
    expect(reply).toMatch(/^Jibu la mtaalamu wetu \(TU-7K3F-Q9\):\n/)
    expect(reply.endsWith('\nJibu lote: piga *384*22#, chagua 4.')).toBe(true)
  })

  it('a keyword’s reply names the menu’s code when there is one', () => {
    expect(replySms('Karibu tena.', 'sw', { ussdCode: '*384*22#' })).toBe('Karibu tena. Piga *384*22# kupata menyu.')
    expect(replySms('Welcome back.', 'en')).toBe('Welcome back.')
  })
})
