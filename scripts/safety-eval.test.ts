import { HIGH_RISK_QUESTIONS, ORDINARY_QUESTIONS } from '../tests/safety-questions'
import { DEV2_HIGH_RISK, DEV2_ORDINARY } from '../tests/safety-questions-dev2'
import { DEV3_HIGH_RISK, DEV3_ORDINARY } from '../tests/safety-questions-dev3'
import { DEV4_HIGH_RISK, DEV4_ORDINARY } from '../tests/safety-questions-dev4'
import { DEV5_HIGH_RISK, DEV5_ORDINARY } from '../tests/safety-questions-dev5'
import { DEV6_HIGH_RISK, DEV6_ORDINARY } from '../tests/safety-questions-dev6'
import { DEV7_HIGH_RISK, DEV7_ORDINARY } from '../tests/safety-questions-dev7'
import { DEV8_HIGH_RISK, DEV8_ORDINARY } from '../tests/safety-questions-dev8'
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
    { question: 'dose?', lang: 'en', kinds: ['vet-medicine'] },
    { question: 'dozi?', lang: 'sw', kinds: ['vet-medicine'] },
    { question: 'sumu?', lang: 'sw', kinds: ['people-exposed'] },
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
    expect(report.byKind).toEqual({
      'people-exposed': { en: { hits: 0, total: 0 }, sw: { hits: 0, total: 1 }, all: { hits: 0, total: 1 } },
      'vet-medicine': { en: { hits: 1, total: 1 }, sw: { hits: 1, total: 1 }, all: { hits: 2, total: 2 } },
    })
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
    const { development, heldOut, answers, timing, text, isOnTarget } = await runSafetyEvaluation()
    expect(development.map((set) => set.name)).toEqual([
      'development',
      'development 2',
      'development 3',
      'development 4',
      'development 5',
      'development 6',
      'development 7',
      'development 8',
    ])
    for (const { report } of development) {
      for (const lang of ['en', 'sw'] as const) {
        expect(rateOf(report.highRisk[lang])).toBeGreaterThanOrEqual(MIN_HIGH_RISK_FLAGGED)
        expect(rateOf(report.ordinary[lang])).toBeLessThanOrEqual(MAX_ORDINARY_FLAGGED)
      }
    }
    expect(development[1]!.report.highRisk.all.total).toBe(DEV2_HIGH_RISK.length)
    expect(Object.keys(development[1]!.report.byKind)).toHaveLength(12)
    expect(heldOut.map((set) => set.name)).toContain('held-out')
    expect(timing.questions).toBe(
      [
        HIGH_RISK_QUESTIONS,
        ORDINARY_QUESTIONS,
        DEV2_HIGH_RISK,
        DEV2_ORDINARY,
        DEV3_HIGH_RISK,
        DEV3_ORDINARY,
        DEV4_HIGH_RISK,
        DEV4_ORDINARY,
        DEV5_HIGH_RISK,
        DEV5_ORDINARY,
        DEV6_HIGH_RISK,
        DEV6_ORDINARY,
        DEV7_HIGH_RISK,
        DEV7_ORDINARY,
        DEV8_HIGH_RISK,
        DEV8_ORDINARY,
      ].flat().length,
    )
    expect(answers.flaggedWithNote.hits).toBe(answers.flaggedWithNote.total)
    expect(answers.flaggedWithNote.total).toBeGreaterThanOrEqual(
      HIGH_RISK_QUESTIONS.length +
        DEV2_HIGH_RISK.length +
        DEV3_HIGH_RISK.length +
        DEV4_HIGH_RISK.length +
        DEV5_HIGH_RISK.length +
        DEV6_HIGH_RISK.length +
        DEV7_HIGH_RISK.length +
        DEV8_HIGH_RISK.length,
    )
    expect(answers.payloadsWithRules.hits).toBe(answers.payloadsWithRules.total)
    expect(text).toContain('| development high-risk (target ≥ 95%) |')
    expect(text).toContain('| development 2 ordinary (target ≤ 5%) |')
    expect(text).toMatch(/\| people-exposed \| \d+\/\d+ \|/)
    expect(isOnTarget).toBe(true)
  }, 600_000)
})
