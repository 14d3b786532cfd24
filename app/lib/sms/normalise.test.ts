import { listGuideSections } from '~/features/topics/queries'
import { normaliseForSms } from './normalise'
import { countSms } from './segments'

describe('normaliseForSms', () => {
  it.each([
    ['dashes', 'Plant 5–10 days apart — not later', 'Plant 5-10 days apart - not later'],
    ['curly quotes', '“Push-pull” works, don’t spray', '"Push-pull" works, don\'t spray'],
    ['the Kiswahili apostrophe', 'Ng’ombe wa maziwa', "Ng'ombe wa maziwa"],
    ['the ellipsis', 'Wait…', 'Wait...'],
    ['non-breaking and thin spaces', 'KSh\u00a0200 and 5\u2009kg', 'KSh 200 and 5 kg'],
    ['the multiplication sign', '75 × 25 cm', '75 x 25 cm'],
    ['bullets and check marks', '• one\n✓ two', '- one\n- two'],
    ['fractions and comparisons', '½ acre, ≥ 3 bags', '1/2 acre, >= 3 bags'],
    ['accents GSM-7 lacks', 'Café crème, São Tomé, façade', 'Café crème, Sao Tomé, facade'],
    ['invisible marks', 'soft\u00adware\u200b', 'software'],
    ['emoji', 'Good harvest 🌽🙂!', 'Good harvest !'],
    ['Windows line ends and extra blank lines', 'a\r\n\r\n\r\nb', 'a\n\nb'],
  ])('maps %s', (_, text, expected) => {
    expect(normaliseForSms(text, 'en')).toBe(expected)
  })

  it('says degrees in the reader’s language', () => {
    expect(normaliseForSms('above 28°C, about 30 °C, a 45° slope', 'en')).toBe(
      'above 28 deg C, about 30 deg C, a 45 deg slope',
    )
    expect(normaliseForSms('joto linalozidi nyuzi 28°C', 'sw')).toBe('joto linalozidi nyuzi 28 C')
  })

  it('keeps the letters GSM-7 has, accented or not', () => {
    const text = 'Müller, Ñandù, Åse, København, à la, Ça va, £5, €5, {x}'
    expect(normaliseForSms(text, 'en')).toBe(text)
    expect(countSms(text).encoding).toBe('GSM-7')
  })

  it('keeps another script rather than lose the words (the message goes as UCS-2)', () => {
    const text = normaliseForSms('Selam ሰላም', 'en')
    expect(text).toBe('Selam ሰላም')
    expect(countSms(text).encoding).toBe('UCS-2')
  })

  it.each(['en', 'sw'] as const)('leaves no character of the %s guides outside GSM-7', (locale) => {
    for (const section of listGuideSections(locale)) {
      const text = normaliseForSms(section.text, locale)
      expect(countSms(text).nonGsm, `${section.slug}#${section.anchor}`).toEqual([])
    }
  })
})
