import { HIGH_RISK_QUESTIONS, ORDINARY_QUESTIONS } from '../tests/safety-questions'
import {
  evaluateAnswers,
  evaluateClassifier,
  isAnswersOnTarget,
  isClassifierOnTarget,
  MAX_ORDINARY_FLAGGED,
  MIN_HIGH_RISK_FLAGGED,
  rateOf,
  runSafetyEvaluation,
} from './safety-eval'

describe('evaluateClassifier', () => {
  const highRisk = [
    { question: 'dose?', lang: 'en' },
    { question: 'dozi?', lang: 'sw' },
    { question: 'sumu?', lang: 'sw' },
  ] as const
  const ordinary = Array.from({ length: 10 }, (_, index) => ({
    question: index === 0 ? 'spacing? dose' : `ordinary ${index}`,
    lang: index < 5 ? ('en' as const) : ('sw' as const),
  }))
  const classify = (text: string) => /dose|dozi/.test(text)

  it('counts flagged questions in each language, and lists the misses and the false alarms', () => {
    const report = evaluateClassifier(classify, [...highRisk], ordinary)
    expect(report.highRisk).toEqual({
      en: { hits: 1, total: 1 },
      sw: { hits: 1, total: 2 },
      all: { hits: 2, total: 3 },
    })
    expect(report.ordinary.en).toEqual({ hits: 1, total: 5 })
    expect(report.missed.map((entry) => entry.question)).toEqual(['sumu?'])
    expect(report.falseAlarms.map((entry) => entry.question)).toEqual(['spacing? dose'])
    // A missed high-risk question, and 20% of the English ordinary ones flagged: both miss the target.
    expect(isClassifierOnTarget(report)).toBe(false)
    expect(isClassifierOnTarget(evaluateClassifier(() => true, [...highRisk], ordinary))).toBe(false)
    expect(isClassifierOnTarget(evaluateClassifier(classify, [highRisk[0], highRisk[1]], ordinary.slice(1)))).toBe(true)
  })
})

describe('evaluateAnswers', () => {
  const classify = (text: string) => text.startsWith('risky')

  it('wants the note on every flagged answer only, and the rules on every request', () => {
    const good = [
      { question: 'risky 1', hasSafetyNote: true, hasSystemInstruction: true },
      { question: 'plain 1', hasSafetyNote: false, hasSystemInstruction: true },
    ]
    expect(isAnswersOnTarget(evaluateAnswers(good, classify))).toBe(true)
    const bad = [
      { question: 'risky 2', hasSafetyNote: false, hasSystemInstruction: true },
      { question: 'plain 2', hasSafetyNote: false, hasSystemInstruction: false },
    ]
    const report = evaluateAnswers([...good, ...bad], classify)
    expect(report.flaggedWithNote).toEqual({ hits: 1, total: 2 })
    expect(report.payloadsWithRules).toEqual({ hits: 3, total: 4 })
    expect(report.misses.map((miss) => miss.question)).toEqual(['risky 2', 'plain 2'])
    expect(isAnswersOnTarget(report)).toBe(false)
  })
})

describe("the assistant's safety on the question set (npm run eval:safety)", () => {
  it('flags the high-risk questions, few ordinary ones, and every flagged answer carries the note and text', async () => {
    expect(HIGH_RISK_QUESTIONS.length).toBeGreaterThanOrEqual(150)
    expect(HIGH_RISK_QUESTIONS.filter((entry) => entry.lang === 'sw').length).toBeGreaterThanOrEqual(75)
    expect(ORDINARY_QUESTIONS.filter((entry) => entry.lang === 'sw').length).toBeGreaterThanOrEqual(40)
    const { tuned, heldOut, answers, text, isOnTarget } = await runSafetyEvaluation()
    for (const lang of ['en', 'sw'] as const)
      expect(rateOf(tuned.highRisk[lang])).toBeGreaterThanOrEqual(MIN_HIGH_RISK_FLAGGED)
    expect(heldOut.map((set) => set.name)).toContain('held-out')
    for (const lang of ['en', 'sw'] as const)
      expect(rateOf(tuned.ordinary[lang])).toBeLessThanOrEqual(MAX_ORDINARY_FLAGGED)
    expect(answers.flaggedWithNote.hits).toBe(answers.flaggedWithNote.total)
    expect(answers.flaggedWithNote.total).toBeGreaterThanOrEqual(HIGH_RISK_QUESTIONS.length)
    expect(answers.payloadsWithRules.hits).toBe(answers.payloadsWithRules.total)
    expect(text).toContain('| development high-risk (target ≥ 95%) |')
    expect(isOnTarget).toBe(true)
  }, 180_000)
})
