// The evaluation of the assistant's retrieval, run by `npm run eval:retrieval`
// and checked by retrieval-eval.test.ts: for each question of tests/retrieval-questions.ts,
// is the guide a human expert would cite the first section found (top 1), or among the
// three sections the assistant reads (top 3)? And do off-topic questions find nothing?
import { createGuideRetrievals, type SectionHit } from '~/features/search/guide-retrieval.server'
import { questionLanguage } from '~/features/search/question-language'
import { listGuideSections } from '~/features/topics/queries'
import { TOPIC_SLUGS } from '~/content/schema'
import {
  heldOutQuestions,
  kiswahiliQuestions,
  offTopicQuestions,
  retrievalQuestions,
  type RetrievalQuestion,
} from '../tests/retrieval-questions'

export const TOP_3_TARGET = 0.9

export interface Rate {
  hits: number
  total: number
}

export interface Found extends RetrievalQuestion {
  /** The guides of the sections found, best first. */
  found: string[]
}

export interface RetrievalReport {
  top1: { all: Rate; sw: Rate }
  top3: { all: Rate; sw: Rate }
  /** Questions whose guide is not the first found (those not in the top 3 are `misses`). */
  top1Misses: Found[]
  misses: Found[]
  /** Every question with what was found, for the rates of each guide. */
  results: Found[]
}

export type FindSections = (question: string) => SectionHit[]

export function evaluateRetrieval(findSections: FindSections, questions: RetrievalQuestion[]): RetrievalReport {
  const results: Found[] = questions.map((entry) => ({
    ...entry,
    found: findSections(entry.question).map((hit) => hit.slug),
  }))
  const isTop1 = (entry: Found) => entry.found[0] === entry.expected
  const isTop3 = (entry: Found) => entry.found.slice(0, 3).includes(entry.expected)
  const rate = (list: Found[], test: (entry: Found) => boolean): Rate => ({
    hits: list.filter(test).length,
    total: list.length,
  })
  const swahili = results.filter((entry) => entry.language === 'sw')
  return {
    top1: { all: rate(results, isTop1), sw: rate(swahili, isTop1) },
    top3: { all: rate(results, isTop3), sw: rate(swahili, isTop3) },
    top1Misses: results.filter((entry) => !isTop1(entry) && isTop3(entry)),
    misses: results.filter((entry) => !isTop3(entry)),
    results,
  }
}

/** Top-3 rates of each guide's own questions: English ones as the assistant looks them up, Kiswahili ones on the Kiswahili index. */
export function guideRates({ combined, kiswahili }: Pick<Evaluation, 'combined' | 'kiswahili'>) {
  const top3 = (entries: Found[]): Rate => ({
    hits: entries.filter((entry) => entry.found.slice(0, 3).includes(entry.expected)).length,
    total: entries.length,
  })
  return TOPIC_SLUGS.map((slug) => ({
    slug,
    en: top3(combined.results.filter((entry) => entry.expected === slug && entry.language === 'en')),
    sw: top3(kiswahili.results.filter((entry) => entry.expected === slug)),
  }))
}

/** Off-topic questions for which nothing was found, as it should be, and those that found something. */
export function evaluateOffTopic(findSections: FindSections, questions: string[]) {
  const results = questions.map((question) => ({ question, found: findSections(question).map((hit) => hit.slug) }))
  const wrong = results.filter((entry) => entry.found.length > 0)
  return { rate: { hits: questions.length - wrong.length, total: questions.length }, wrong }
}

export const rateOf = ({ hits, total }: Rate) => (total === 0 ? 0 : hits / total)

const percent = (rate: Rate) => `${(rateOf(rate) * 100).toFixed(1)}% (${rate.hits}/${rate.total})`

export interface Evaluation {
  /** The same questions on an index without the table of farmers' words, to show what it adds. */
  withoutFarmWords: RetrievalReport
  tuning: RetrievalReport
  heldOut: RetrievalReport
  combined: RetrievalReport
  /** Kiswahili questions on the Kiswahili guides' index, where the assistant looks them up. */
  kiswahili: RetrievalReport
  offTopic: ReturnType<typeof evaluateOffTopic>
}

export function formatEvaluation({ withoutFarmWords, tuning, heldOut, combined, kiswahili, offTopic }: Evaluation) {
  const rows = (name: string, report: RetrievalReport) => [
    `| ${name} | ${percent(report.top1.all)} | ${percent(report.top3.all)} |`,
    `| ${name}, Kiswahili | ${percent(report.top1.sw)} | ${percent(report.top3.sw)} |`,
  ]
  const lines = [
    'Each question is looked up as the assistant does: in the index of its language.',
    '',
    '| questions | top 1 | top 3 |',
    '| --- | ---: | ---: |',
    ...rows('evaluation set', tuning),
    ...rows('held out', heldOut),
    ...rows('all', combined),
    ...rows("all, without farmers' words", withoutFarmWords),
    `| Kiswahili questions, Kiswahili index | ${percent(kiswahili.top1.all)} | ${percent(kiswahili.top3.all)} |`,
    '',
    `Off-topic questions given no guide: ${percent(offTopic.rate)}`,
    '',
    'Each guide, its own questions in the top 3:',
    '',
    '| guide | English | Kiswahili (Kiswahili index) |',
    '| --- | ---: | ---: |',
    ...guideRates({ combined, kiswahili }).map(({ slug, en, sw }) => `| ${slug} | ${percent(en)} | ${percent(sw)} |`),
  ]
  const describe = (entry: Found) =>
    `- [${entry.language}] ${entry.question} — expected ${entry.expected}, found ${entry.found.join(', ') || 'nothing'}`
  const misses = [...combined.misses, ...kiswahili.misses]
  lines.push('', 'Not in the top 3:', ...(misses.length > 0 ? misses.map(describe) : ['- none']))
  lines.push('', 'In the top 3 but not first:', ...combined.top1Misses.map(describe))
  if (offTopic.wrong.length > 0) {
    lines.push('', 'Off-topic questions that found a guide:')
    for (const entry of offTopic.wrong) lines.push(`- ${entry.question} — found ${entry.found.join(', ')}`)
  }
  return lines.join('\n')
}

/** The evaluation of the assistant's real index. */
export function runEvaluation() {
  const sections = { en: listGuideSections('en'), sw: listGuideSections('sw') }
  const indexes = createGuideRetrievals(sections)
  const plainIndexes = createGuideRetrievals(sections, { farmWords: [] })
  // As routes/api.chat.ts does from an English page: a Kiswahili question goes to the Kiswahili guides.
  const findSections: FindSections = (question) => indexes[questionLanguage(question, 'en')].findSections(question)
  const allQuestions = [...retrievalQuestions, ...heldOutQuestions]
  const evaluation: Evaluation = {
    withoutFarmWords: evaluateRetrieval(
      (question) => plainIndexes[questionLanguage(question, 'en')].findSections(question),
      allQuestions,
    ),
    tuning: evaluateRetrieval(findSections, retrievalQuestions),
    heldOut: evaluateRetrieval(findSections, heldOutQuestions),
    combined: evaluateRetrieval(findSections, allQuestions),
    kiswahili: evaluateRetrieval(
      (question) => indexes.sw.findSections(question),
      [...allQuestions.filter((entry) => entry.language === 'sw'), ...kiswahiliQuestions],
    ),
    offTopic: evaluateOffTopic(findSections, offTopicQuestions),
  }
  return {
    evaluation,
    text: formatEvaluation(evaluation),
    isOnTarget:
      rateOf(evaluation.combined.top3.all) >= TOP_3_TARGET && rateOf(evaluation.kiswahili.top3.all) >= TOP_3_TARGET,
  }
}
