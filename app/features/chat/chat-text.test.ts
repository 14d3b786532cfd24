import { closeOpenRuns, parseAnswer, parseInline } from './chat-text'

describe('parseInline', () => {
  it('finds bold, italic and code runs, and leaves the rest as text', () => {
    expect(parseInline('Use **certified seed**, *not* saved seed, and `DAP` at planting.')).toEqual([
      { type: 'text', text: 'Use ' },
      { type: 'bold', text: 'certified seed' },
      { type: 'text', text: ', ' },
      { type: 'italic', text: 'not' },
      { type: 'text', text: ' saved seed, and ' },
      { type: 'code', text: 'DAP' },
      { type: 'text', text: ' at planting.' },
    ])
  })

  it('leaves lone stars and underscores alone', () => {
    expect(parseInline('2 * 3 = 6, maize_yield and __init__ stay')).toEqual([
      { type: 'text', text: '2 * 3 = 6, maize_yield and __init__ stay' },
    ])
  })

  it('keeps markup around bold text as text', () => {
    expect(parseInline('<img onerror="window.__x = 1"> **Bold** <script>window.__x = 1</script>')).toEqual([
      { type: 'text', text: '<img onerror="window.__x = 1"> ' },
      { type: 'bold', text: 'Bold' },
      { type: 'text', text: ' <script>window.__x = 1</script>' },
    ])
  })
})

describe('parseAnswer', () => {
  it('splits paragraphs, headings, bullet and numbered lists', () => {
    const text = [
      '## Planting maize',
      'Plant at the start of the rains.',
      'Space rows 75 cm apart.',
      '',
      '* Test your soil',
      '*   Use **certified** seed',
      '',
      '1. Prepare the land',
      '2) Plant',
      '   two seeds per hole',
      'Good luck!',
    ].join('\n')
    expect(parseAnswer(text)).toEqual([
      { type: 'heading', content: [{ type: 'text', text: 'Planting maize' }] },
      {
        type: 'paragraph',
        lines: [
          [{ type: 'text', text: 'Plant at the start of the rains.' }],
          [{ type: 'text', text: 'Space rows 75 cm apart.' }],
        ],
      },
      {
        type: 'bullets',
        items: [
          [{ type: 'text', text: 'Test your soil' }],
          [
            { type: 'text', text: 'Use ' },
            { type: 'bold', text: 'certified' },
            { type: 'text', text: ' seed' },
          ],
        ],
      },
      {
        type: 'numbered',
        start: 1,
        items: [
          [{ type: 'text', text: 'Prepare the land' }],
          [
            { type: 'text', text: 'Plant' },
            { type: 'text', text: ' ' },
            { type: 'text', text: 'two seeds per hole' },
          ],
        ],
      },
      { type: 'paragraph', lines: [[{ type: 'text', text: 'Good luck!' }]] },
    ])
  })

  it('keeps markup as plain text', () => {
    expect(parseAnswer('<script>alert(1)</script>')).toEqual([
      { type: 'paragraph', lines: [[{ type: 'text', text: '<script>alert(1)</script>' }]] },
    ])
  })

  it('gives nothing for an empty answer', () => {
    expect(parseAnswer(' \n\n ')).toEqual([])
  })
})

describe('closeOpenRuns (an answer still being written)', () => {
  it('closes a bold run that is still open, so it shows in bold rather than with its stars', () => {
    expect(closeOpenRuns('For maize, **plant at the start')).toBe('For maize, **plant at the start**')
    expect(parseInline(closeOpenRuns('For maize, **plant at'))).toEqual([
      { type: 'text', text: 'For maize, ' },
      { type: 'bold', text: 'plant at' },
    ])
  })

  it('drops a bold marker that has only just opened', () => {
    expect(closeOpenRuns('**Done** and **')).toBe('**Done** and ')
  })

  it('closes an open code run, and leaves stars inside code alone', () => {
    expect(closeOpenRuns('Use `CAN **')).toBe('Use `CAN **`')
    expect(closeOpenRuns('**a** `**` b')).toBe('**a** `**` b')
  })

  it('leaves finished text as it is', () => {
    expect(closeOpenRuns('Plant **early**.\n\n* Test the soil')).toBe('Plant **early**.\n\n* Test the soil')
  })
})
