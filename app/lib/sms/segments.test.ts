import { SegmentedMessage } from 'sms-segments-calculator'
import { listGuideSections } from '~/features/topics/queries'
import { countSms, CUT_MARK, fitSms } from './segments'

describe('countSms', () => {
  it.each([
    ['', 'GSM-7', 0, 0],
    ['a'.repeat(160), 'GSM-7', 160, 1],
    ['a'.repeat(161), 'GSM-7', 161, 2],
    ['a'.repeat(306), 'GSM-7', 306, 2],
    ['a'.repeat(307), 'GSM-7', 307, 3],
    ['a'.repeat(70) + '–', 'UCS-2', 71, 2],
    ['a'.repeat(69) + '–', 'UCS-2', 70, 1],
  ] as const)('counts %#', (text, encoding, characters, segments) => {
    expect(countSms(text)).toMatchObject({ encoding, characters, segments })
  })

  it('counts each character of the extension table twice', () => {
    for (const character of '^{}\\[~]|€') {
      expect(countSms(character).characters, character).toBe(2)
    }
    expect(countSms('{'.repeat(80)).segments).toBe(1)
    expect(countSms('{'.repeat(81)).segments).toBe(2)
  })

  it('names the characters that made a text UCS-2', () => {
    expect(countSms('5–10 °C').nonGsm).toEqual(['–', '°'])
  })

  it("agrees with Twilio's sms-segments-calculator on the guides and on mixed texts", () => {
    // Seeded, so a failure can be replayed: letters, spaces, the extension table, Kiswahili
    // typography (curly apostrophe, en dash) and another script.
    const pool = [...'abcdefghij  ,.\n{}[]€^~|\\ÄéΔ', '’', '–', 'ሰ']
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const texts = [
      ...listGuideSections('sw')
        .slice(0, 6)
        .map((section) => section.text.slice(0, 500)),
      ...Array.from({ length: 60 }, (_, index) =>
        Array.from({ length: 60 + index * 3 }, () => pool[Math.floor(random() * pool.length)]).join(''),
      ),
    ]
    for (const text of texts) {
      const theirs = new SegmentedMessage(text, 'auto')
      const ours = countSms(text)
      expect([ours.encoding, ours.segments], text).toEqual([theirs.encodingName, theirs.segmentsCount])
    }
    // The library is slow (why we count ourselves): room for it on a busy machine.
  }, 30_000)
})

describe('fitSms', () => {
  const link = 'https://tujue.example/g/pc-3'
  const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ')

  it('keeps a text that fits whole, its link after a new line', () => {
    expect(fitSms('Short answer.', { maxSegments: 1, link })).toBe(`Short answer.\n${link}`)
  })

  it('cuts a long text at a word, marks the cut and keeps the link whole', () => {
    const text = words(200)
    const fitted = fitSms(text, { maxSegments: 3, link })
    expect(countSms(fitted).segments).toBe(3)
    expect(fitted.endsWith(`${CUT_MARK}\n${link}`)).toBe(true)
    const body = fitted.slice(0, -`${CUT_MARK}\n${link}`.length)
    expect(text.startsWith(`${body} `)).toBe(true)
    // The longest cut that fits: one more word would not.
    const nextWord = text.slice(body.length + 1).split(' ')[0]
    expect(countSms(`${body} ${nextWord}${CUT_MARK}\n${link}`).segments).toBeGreaterThan(3)
  })

  it('drops punctuation left dangling before the cut mark', () => {
    const fitted = fitSms(`${'a '.repeat(70)}end, and ${'b '.repeat(100)}`, { maxSegments: 1 })
    expect(fitted).not.toMatch(/[,\s]\.\.\.$/)
    expect(countSms(fitted).segments).toBe(1)
  })

  it('fits a UCS-2 text to 67 characters a segment', () => {
    const fitted = fitSms(`ሰላም ${words(100)}`, { maxSegments: 2 })
    expect(countSms(fitted)).toMatchObject({ encoding: 'UCS-2', segments: 2 })
  })

  it('cuts inside a word when there is no space to cut at', () => {
    const fitted = fitSms('x'.repeat(400), { maxSegments: 1 })
    expect(fitted).toBe(`${'x'.repeat(157)}${CUT_MARK}`)
  })

  it('refuses when not even the link fits', () => {
    expect(() => fitSms('text', { maxSegments: 1, link: 'x'.repeat(200) })).toThrow(/link/)
  })
})
