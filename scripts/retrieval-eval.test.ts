import type { SectionHit } from '~/features/search/guide-retrieval.server'
import { TOPIC_SLUGS } from '~/content/schema'
import { heldOutQuestions, kiswahiliQuestions, retrievalQuestions } from '../tests/retrieval-questions'
import {
  evaluateOffTopic,
  evaluateRetrieval,
  formatEvaluation,
  guideRates,
  rateOf,
  runEvaluation,
  TOP_3_TARGET,
} from './retrieval-eval'

const hit = (slug: string): SectionHit => ({
  slug,
  title: slug,
  heading: null,
  anchor: null,
  text: '',
  excerpt: '',
  score: 1,
})

describe('evaluateRetrieval', () => {
  const questions = [
    { question: 'first', language: 'en', expected: 'soil-health' },
    { question: 'second', language: 'sw', expected: 'rice-farming' },
    { question: 'third', language: 'sw', expected: 'pest-control' },
  ] as const
  const answers: Record<string, string[]> = {
    first: ['soil-health', 'crop-production'],
    second: ['crop-production', 'crop-production', 'rice-farming'],
    third: ['crop-production', 'soil-health', 'rice-farming', 'pest-control'],
  }
  const report = evaluateRetrieval((question) => (answers[question] ?? []).map(hit), [...questions])

  it('counts the expected guide first (top 1) and among the first three (top 3), overall and in Kiswahili', () => {
    expect(report.top1).toEqual({ all: { hits: 1, total: 3 }, sw: { hits: 0, total: 2 } })
    expect(report.top3).toEqual({ all: { hits: 2, total: 3 }, sw: { hits: 1, total: 2 } })
    expect(report.misses.map((miss) => miss.question)).toEqual(['third'])
    expect(report.top1Misses.map((miss) => miss.question)).toEqual(['second'])
  })

  it('rates each guide on its own questions: English as looked up, Kiswahili on the Kiswahili index', () => {
    const kiswahili = evaluateRetrieval(
      (question) => (question === 'swali' ? [hit('rice-farming')] : [hit('soil-health')]),
      [
        { question: 'swali', language: 'sw', expected: 'rice-farming' },
        { question: 'jingine', language: 'sw', expected: 'rice-farming' },
      ],
    )
    const rates = guideRates({ combined: report, kiswahili })
    // The combined report's Kiswahili questions count on the Kiswahili index only.
    expect(rates.find((rate) => rate.slug === 'rice-farming')).toEqual({
      slug: 'rice-farming',
      en: { hits: 0, total: 0 },
      sw: { hits: 1, total: 2 },
    })
    expect(rates.find((rate) => rate.slug === 'soil-health')?.en).toEqual({ hits: 1, total: 1 })
    expect(rates.map((rate) => rate.slug)).toEqual([...TOPIC_SLUGS])
  })

  it('counts off-topic questions that found nothing', () => {
    const offTopic = evaluateOffTopic((question) => (question === 'joke' ? [hit('smart-farming')] : []), ['joke', 'hi'])
    expect(offTopic.rate).toEqual({ hits: 1, total: 2 })
    expect(offTopic.wrong).toEqual([{ question: 'joke', found: ['smart-farming'] }])
  })
})

describe("the assistant's retrieval on the evaluation set", () => {
  const { evaluation, text, isOnTarget } = runEvaluation()

  it('finds the expected guide in the top 3 for at least 90% of the questions, and in Kiswahili', () => {
    expect(evaluation.combined.top3.all.total).toBe(retrievalQuestions.length + heldOutQuestions.length)
    expect(rateOf(evaluation.combined.top3.all)).toBeGreaterThanOrEqual(TOP_3_TARGET)
    expect(rateOf(evaluation.combined.top3.sw)).toBeGreaterThanOrEqual(TOP_3_TARGET)
    expect(rateOf(evaluation.heldOut.top3.all)).toBeGreaterThanOrEqual(TOP_3_TARGET)
    expect(isOnTarget).toBe(true)
  })

  it('finds the expected Kiswahili guide in the top 3 for at least 90% of the Kiswahili questions', () => {
    expect(evaluation.kiswahili.top3.all.total).toBeGreaterThanOrEqual(kiswahiliQuestions.length + 10)
    expect(rateOf(evaluation.kiswahili.top3.all)).toBeGreaterThanOrEqual(TOP_3_TARGET)
  })

  it('finds nothing for most off-topic questions', () => {
    expect(rateOf(evaluation.offTopic.rate)).toBeGreaterThanOrEqual(0.8)
  })

  it('reports the rates and lists the misses', () => {
    expect(text).toContain('| all |')
    expect(text).toContain('Kiswahili')
    expect(text).toContain('Not in the top 3:')
    expect(formatEvaluation(evaluation)).toBe(text)
  })
})

describe('the Kiswahili questions for the Kiswahili index', () => {
  it('are at least 30, all in Kiswahili, at least three for each guide, none repeating another question', () => {
    expect(kiswahiliQuestions.length).toBeGreaterThanOrEqual(30)
    expect(kiswahiliQuestions.every((question) => question.language === 'sw')).toBe(true)
    for (const slug of TOPIC_SLUGS) {
      expect(kiswahiliQuestions.filter((question) => question.expected === slug).length, slug).toBeGreaterThanOrEqual(3)
    }
    const all = [...retrievalQuestions, ...heldOutQuestions, ...kiswahiliQuestions].map((q) => q.question.toLowerCase())
    expect(all.filter((question, index) => all.indexOf(question) !== index)).toEqual([])
  })
})
