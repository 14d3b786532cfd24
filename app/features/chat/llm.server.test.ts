import { buildGeminiRequest, EXPERT_INSTRUCTION, readAnswerText } from './llm.server'

describe('readAnswerText', () => {
  const withText = (text: unknown) => ({ candidates: [{ content: { parts: [{ text }, { text: 'second part' }] } }] })

  it('reads the first candidate’s first part', () => {
    expect(readAnswerText(withText('Plant early.'))).toBe('Plant early.')
  })

  it.each([
    ['no candidates', { promptFeedback: { blockReason: 'SAFETY' } }],
    ['an empty candidate list', { candidates: [] }],
    ['a candidate without content', { candidates: [{ finishReason: 'SAFETY' }] }],
    ['no parts', { candidates: [{ content: { parts: [] } }] }],
    ['an empty text', withText('')],
    ['a blank text', withText('  \n ')],
    ['a text that is not a string', withText(42)],
    ['an answer that is not an object', 'hello'],
    ['null', null],
  ])('gives null for %s', (_name, data) => {
    expect(readAnswerText(data)).toBeNull()
  })
})

describe('buildGeminiRequest', () => {
  it('puts the instruction before the question in one user part', () => {
    const request = buildGeminiRequest('Maize?')
    expect(request.contents).toHaveLength(1)
    expect(request.contents[0]?.parts).toEqual([{ text: `${EXPERT_INSTRUCTION}\n\nQuestion: Maize?` }])
  })
})
