// Holds each Kiswahili guide to its English twin: the same sections, figures and
// tips, the glossary's words, and Kiswahili throughout rather than copied English.
import { KEY_PHRASES, parseGuideText } from '~/features/topics/guide-text'
import { glossary, namesTerm } from './glossary'
import { topicGuidesSw } from './guides-sw'
import { defaultProvider } from './provider'
import { topicGuides } from './topics'

const NUMBER = /\d+(?:[.,]\d+)*/g

function numbers(text: string) {
  return new Set(text.match(NUMBER) ?? [])
}

function words(text: string) {
  return text.split(/\s+/).filter(Boolean).length
}

describe('glossary', () => {
  it('finds a term only as whole words, in any case', () => {
    expect(namesTerm('Fall Armyworm eats maize.', 'fall armyworm')).toBe(true)
    expect(namesTerm('Lime the field.', 'lime')).toBe(true)
    expect(namesTerm('Sublime results.', 'lime')).toBe(false)
    expect(namesTerm('Ask your agro-vet.', 'vet')).toBe(false)
    expect(namesTerm("Ng'ombe wa maziwa", "ng'ombe")).toBe(true)
  })

  it('gives each English term one entry', () => {
    const terms = glossary.flatMap((entry) => entry.en)
    expect(new Set(terms).size).toBe(terms.length)
  })
})

describe.each(topicGuidesSw.map((guide) => [guide.slug, guide] as const))('Kiswahili guide %s', (slug, sw) => {
  const en = topicGuides.find((guide) => guide.slug === slug)
  if (!en) throw new Error(`no English guide ${slug}`)
  const enSections = parseGuideText(en.body)
  const swSections = parseGuideText(sw.body)

  it('has at least 1,500 words', () => {
    expect(words(sw.body)).toBeGreaterThanOrEqual(1500)
  })

  it('has the English guide’s numbered sections, each opening with a Kiswahili key phrase', () => {
    expect(swSections[0]?.heading).toBeNull()
    expect(swSections.map((section) => section.number)).toEqual(enSections.map((section) => section.number))
    for (const { heading } of swSections.slice(1)) {
      const opensWithKeyPhrase = KEY_PHRASES.sw.some((phrase) => heading?.startsWith(phrase))
      // Kiswahili puts the adjective after the noun: "Wadudu na Magonjwa Muhimu".
      expect(opensWithKeyPhrase || / Muhimu\b/.test(heading ?? ''), heading ?? '').toBe(true)
    }
  })

  it('gives every figure of the English guide, and none the English guide does not source', () => {
    const inSw = numbers(sw.body)
    const inEn = numbers(en.body)
    expect([...inEn].filter((number) => !inSw.has(number))).toEqual([])
    expect([...inSw].filter((number) => !inEn.has(number))).toEqual([])
  })

  it('names the provider wherever the English guide gives the provider’s own figures', () => {
    const named = (text: string) => text.split(defaultProvider.providerName).length - 1
    expect(named(sw.body)).toBeGreaterThanOrEqual(en.providerFigures.length)
  })

  it('has as many tips, bullets and check marks, with Kiswahili tip labels', () => {
    const kinds = (sections: typeof swSections) =>
      sections.flatMap((section) => section.blocks.map((block) => block.type)).filter((type) => type !== 'paragraph')
    expect(kinds(swSections).filter((type) => type === 'tip').length).toBe(
      kinds(enSections).filter((type) => type === 'tip').length,
    )
    const tipLabels = swSections.flatMap((section) =>
      section.blocks.flatMap((block) => (block.type === 'tip' ? [block.label] : [])),
    )
    for (const label of tipLabels)
      expect(['Kidokezo', 'Kidokezo cha kitaalamu', 'Zingatia', 'Kumbuka', 'Je, Wajua?']).toContain(label)
  })

  it('has an "At a glance" of the same length, each number of which the Kiswahili text gives', () => {
    expect(sw.atAGlance).toHaveLength(en.atAGlance.length)
    const inSw = numbers(sw.body)
    for (const { label, value } of sw.atAGlance) {
      expect(
        [...numbers(value)].filter((number) => !inSw.has(number)),
        `${label}: ${value}`,
      ).toEqual([])
    }
  })

  it('is written in Kiswahili, not copied from the English', () => {
    for (const field of ['title', 'description', 'summary'] as const) expect(sw[field]).not.toBe(en[field])
    expect(sw.imageAlts).toHaveLength(en.images.length)
    sw.imageAlts.forEach((alt, index) => expect(alt).not.toBe(en.images[index]?.alt))
    const swText = sw.body.toLowerCase()
    const copied = en.body
      .split(/(?<=[.!?])\s+|\n+/)
      .map((sentence) => sentence.trim())
      .filter((sentence) => words(sentence) >= 6 && swText.includes(sentence.toLowerCase()))
    expect(copied).toEqual([])
  })

  it('uses the glossary’s Kiswahili word wherever the English guide names the term', () => {
    const missing = glossary
      .filter((entry) => entry.en.some((term) => namesTerm(en.body, term)))
      .filter((entry) => !entry.sw.some((term) => namesTerm(sw.body, term)))
      .map((entry) => `${entry.en[0]} → ${entry.sw[0]}`)
    expect(missing).toEqual([])
  })
})
