import { whatsAppMessages } from '~/i18n/whatsapp'
import { BUTTON_TITLE_MAX_CHARS } from './graph-client.server'
import { languageButtons, menuButtons, splitMessage, withGuideLinks } from './compose'

const words = (text: string) => text.split(/\s+/).filter(Boolean)

describe('an answer as WhatsApp messages', () => {
  it('keeps a short answer whole', () => {
    expect(splitMessage('Panda mbegu bora mapema.')).toEqual(['Panda mbegu bora mapema.'])
  })

  it('cuts a long answer at paragraphs, within the limit, losing no word and cutting none', () => {
    const paragraph = (n: number) =>
      `Aya ${n}: ${'Mahindi yanahitaji mbolea ya kupandia na palizi ya mapema. '.repeat(12)}`
    const text = Array.from({ length: 12 }, (_, n) => paragraph(n)).join('\n\n')
    const parts = splitMessage(text, 2000)
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(2000)
    expect(parts.flatMap(words)).toEqual(words(text))
    for (const part of parts.slice(0, -1)) expect(part.endsWith('.')).toBe(true)
  })

  it('cuts a text without paragraphs or sentences at a space, never inside a word', () => {
    const text = Array.from({ length: 900 }, (_, n) => `neno${n}`).join(' ')
    const parts = splitMessage(text, 500)
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(500)
    expect(parts.flatMap(words)).toEqual(words(text))
  })

  it('adds the guide links as full addresses in the farmer’s language', () => {
    const links = [{ title: 'Kuhifadhi mahindi', href: '/articles/maize-farming#storage' }]
    expect(withGuideLinks('Kausha mahindi vizuri.', links, 'sw', 'https://tujue.example')).toBe(
      'Kausha mahindi vizuri.\n\nSoma zaidi:\n• Kuhifadhi mahindi: https://tujue.example/sw/articles/maize-farming#storage',
    )
    expect(withGuideLinks('Dry maize well.', links, 'en', 'https://tujue.example')).toContain(
      'Read more:\n• Kuhifadhi mahindi: https://tujue.example/articles/maize-farming#storage',
    )
  })

  it.each(['en', 'sw'] as const)('gives reply buttons WhatsApp takes, in %s', (locale) => {
    for (const button of [...menuButtons(locale), ...languageButtons()]) {
      expect([...button.title].length).toBeLessThanOrEqual(BUTTON_TITLE_MAX_CHARS)
    }
    expect(menuButtons(locale).map((button) => button.title)).toEqual(Object.values(whatsAppMessages[locale].buttons))
  })
})
