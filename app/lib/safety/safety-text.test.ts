import { getRiskKind, riskKinds } from '~/content/safety/risk-kinds'
import { composeSafeAnswer, mergeRiskKinds, safetyTextFor } from './safety-text'

describe('composeSafeAnswer', () => {
  it('leads with the safety text of the kinds, in the answer’s language', () => {
    expect(composeSafeAnswer('Answer.', ['vet-medicine'], 'en')).toBe(
      `Safety: ${getRiskKind('vet-medicine').safety.en}\n\nAnswer.`,
    )
    expect(composeSafeAnswer('Jibu.', ['vet-medicine'], 'sw').startsWith('Usalama: Muulize daktari wa mifugo')).toBe(
      true,
    )
    expect(composeSafeAnswer('Answer.', [], 'en')).toBe('Answer.')
  })
  it('cuts the answer, never the safety text, to fit a message', () => {
    const safety = safetyTextFor(['people-exposed'], 'en')
    const answer = 'word '.repeat(200).trim()
    const fitted = composeSafeAnswer(answer, ['people-exposed'], 'en', { maxChars: 459 })
    expect(fitted.length).toBeLessThanOrEqual(459)
    expect(fitted.startsWith(`${safety}\n\n`)).toBe(true)
    expect(fitted.endsWith('...')).toBe(true)
  })
  it('gives the two most urgent kinds’ texts at most', () => {
    const text = safetyTextFor(['people-exposed', 'pesticide', 'spray-environment'], 'en')
    expect(text).toContain(getRiskKind('pesticide').safety.en)
    expect(text).not.toContain(getRiskKind('spray-environment').safety.en)
  })
})

describe('mergeRiskKinds', () => {
  it('keeps every kind of either set, once, most urgent first', () => {
    expect(mergeRiskKinds(['vet-medicine'], ['people-exposed', 'vet-medicine'])).toEqual([
      'people-exposed',
      'vet-medicine',
    ])
    expect(mergeRiskKinds(['pesticide'], [])).toEqual(['pesticide'])
  })
})

describe('the safety texts', () => {
  it('are plain GSM-7 text an SMS carries in one alphabet, short enough to leave room for an answer', () => {
    const gsm7 = /^[A-Za-z0-9 @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n]*$/
    for (const kind of riskKinds) {
      for (const lang of ['en', 'sw'] as const) {
        expect(kind.safety[lang], `${kind.id} ${lang}`).toMatch(gsm7)
        expect(kind.safety[lang].length, `${kind.id} ${lang}`).toBeLessThanOrEqual(360)
      }
    }
  })
})
