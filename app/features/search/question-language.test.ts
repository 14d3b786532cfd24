import { heldOutQuestions, kiswahiliQuestions, retrievalQuestions } from '../../../tests/retrieval-questions'
import { looksKiswahili, questionLanguage } from './question-language'

describe('looksKiswahili', () => {
  it('knows every Kiswahili question of the evaluation set, and no English one', () => {
    const all = [...retrievalQuestions, ...heldOutQuestions, ...kiswahiliQuestions]
    const wrong = all.filter((entry) => looksKiswahili(entry.question) !== (entry.language === 'sw'))
    expect(wrong.map((entry) => entry.question)).toEqual([])
  })

  it('is not swayed by a Kiswahili farming word in an English question', () => {
    expect(looksKiswahili('How do I plant mahindi in Mwea?')).toBe(false)
    expect(looksKiswahili('ng’ombe wangu hakuli chakula')).toBe(true)
  })
})

describe('questionLanguage', () => {
  it('answers in Kiswahili on a Kiswahili page, and for a Kiswahili question anywhere', () => {
    expect(questionLanguage('How much DAP per acre?', 'sw')).toBe('sw')
    expect(questionLanguage('Nitumie mbolea kiasi gani kwa ekari?', 'en')).toBe('sw')
    expect(questionLanguage('How much DAP per acre?', 'en')).toBe('en')
  })
})
