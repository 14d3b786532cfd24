import { makeExcerpt } from './index-builder.server'

describe('makeExcerpt', () => {
  const text = `${'Opening words of the section. '.repeat(10)}Lime raises the soil pH. ${'More text follows here. '.repeat(10)}`

  it('starts shortly before the first matching word, at a word boundary', () => {
    const excerpt = makeExcerpt(text, ['lime'])
    expect(excerpt.startsWith('… ')).toBe(true)
    expect(excerpt).toContain('Lime raises the soil pH.')
    expect(excerpt.endsWith(' …')).toBe(true)
    expect(excerpt.length).toBeLessThanOrEqual(210)
  })

  it('quotes where the most of the different words come together', () => {
    const section = `${'Disease spreads fast. '.repeat(12)}Vaccinate chickens against Newcastle disease every three months. ${'More text. '.repeat(20)}`
    const excerpt = makeExcerpt(section, ['disease', 'newcastle', 'chickens'])
    expect(excerpt).toContain('Vaccinate chickens against Newcastle disease')
    expect(excerpt.startsWith('… ')).toBe(true)
  })

  it('opens the text when no word is found', () => {
    expect(makeExcerpt('Short text.', ['missing'])).toBe('Short text.')
  })
})
