import { parseGuideText, parseInline, placeIllustrations } from './guide-text'

describe('parseInline', () => {
  it('marks **bold** runs and keeps the rest as text', () => {
    expect(parseInline('Plant **certified seed** at **75 cm** spacing.')).toEqual([
      { type: 'text', text: 'Plant ' },
      { type: 'bold', text: 'certified seed' },
      { type: 'text', text: ' at ' },
      { type: 'bold', text: '75 cm' },
      { type: 'text', text: ' spacing.' },
    ])
  })

  it('leaves an unmatched ** as written', () => {
    expect(parseInline('2 ** 3')).toEqual([{ type: 'text', text: '2 ** 3' }])
  })
})

describe('parseGuideText', () => {
  const body = `Soil is alive.
It feeds your crops.

1. What is Soil Health?
Healthy soil holds water.

2. Benefits of Healthy Soil
- **More yield:** better roots
- Less erosion
✓ Test every season
✔ Add manure

Tip: Test before you lime.
Did You Know? A spoon of soil holds billions of microbes.

Key Practices for Kenyan Farms
Rotate crops.

Key to a good season is planting early, as every farmer in Kirinyaga knows.

Conclusion
Feed the soil.`

  const sections = parseGuideText(body)

  it('keeps the text before the first heading as an introduction', () => {
    expect(sections[0]).toMatchObject({ id: 'introduction', heading: null, number: null })
    expect(sections[0]?.blocks).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Soil is alive. It feeds your crops.' }] },
    ])
  })

  it('splits at numbered headings and at short lines opening with a key phrase', () => {
    expect(sections.map((section) => [section.number, section.heading])).toEqual([
      [null, null],
      [1, 'What is Soil Health?'],
      [2, 'Benefits of Healthy Soil'],
      [null, 'Key Practices for Kenyan Farms'],
      [null, 'Conclusion'],
    ])
  })

  it('does not take a sentence that happens to start with a key phrase for a heading', () => {
    const keyPractices = sections[3]
    expect(keyPractices?.blocks.map((block) => block.type)).toEqual(['paragraph', 'paragraph'])
  })

  it('renders bullets, check marks and tips as their own blocks', () => {
    expect(sections[2]?.blocks).toEqual([
      {
        type: 'bullets',
        items: [
          [
            { type: 'bold', text: 'More yield:' },
            { type: 'text', text: ' better roots' },
          ],
          [{ type: 'text', text: 'Less erosion' }],
        ],
      },
      {
        type: 'checks',
        items: [[{ type: 'text', text: 'Test every season' }], [{ type: 'text', text: 'Add manure' }]],
      },
      { type: 'tip', label: 'Tip', content: [{ type: 'text', text: 'Test before you lime.' }] },
      {
        type: 'tip',
        label: 'Did You Know?',
        content: [{ type: 'text', text: 'A spoon of soil holds billions of microbes.' }],
      },
    ])
  })

  it.each([
    ['Pro tip: Spray in the evening.', 'Pro tip'],
    ['Note: Wear gloves.', 'Note'],
    ['Remember: Read the label.', 'Remember'],
    ['Fun fact: Bees dance.', 'Fun fact'],
    ['did you know? Maize came from Mexico.', 'Did You Know?'],
    ['Kidokezo: Pima udongo kabla ya kuweka chokaa.', 'Kidokezo'],
    ['Kidokezo cha kitaalamu: Nyunyizia jioni.', 'Kidokezo cha kitaalamu'],
    ['Zingatia: Vaa glavu.', 'Zingatia'],
    ['Kumbuka: Soma lebo.', 'Kumbuka'],
    ['Je, wajua? Mahindi yalitoka Meksiko.', 'Je, Wajua?'],
  ])('labels %j as a %s badge', (line, label) => {
    expect(parseGuideText(line)[0]?.blocks[0]).toMatchObject({ type: 'tip', label })
  })

  it('reads a short Kiswahili line opening with a key phrase as a heading', () => {
    const sections = parseGuideText('Utangulizi.\n\nHitimisho\nPanda mapema.')
    expect(sections.map((section) => section.heading)).toEqual([null, 'Hitimisho'])
    expect(sections[1]?.id).toBe('hitimisho')
  })

  it('gives each section a unique anchor', () => {
    const ids = parseGuideText('1. Key Steps\na\n\n2. Key Steps\nb').map((section) => section.id)
    expect(ids).toEqual(['key-steps', 'key-steps-2'])
  })
})

describe('placeIllustrations', () => {
  it('spreads 3 images through 8 sections, never after the last', () => {
    expect(placeIllustrations(8, 3)).toEqual([1, 3, 5])
  })

  it('uses fewer slots when the text is short', () => {
    expect(placeIllustrations(3, 3)).toEqual([0, 1])
    expect(placeIllustrations(1, 3)).toEqual([])
  })
})
