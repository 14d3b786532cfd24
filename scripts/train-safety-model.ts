// Trains the risk classifier's second opinion (app/lib/safety/risk-model.server.ts) on the
// development question sets and writes its weights to app/lib/safety/risk-model.generated.json;
// run by `npm run train:safety`. Before writing, it validates leaving one set out: for each
// development set, a model trained on all the others is measured on it, alone and beside the
// lexicon. Those are the figures to expect on questions nobody has seen.
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { normaliseQuestion, readLexiconRisk } from '~/lib/safety/classify'
import {
  encodeWeights,
  MODEL_DIMENSIONS,
  modelVerdict,
  questionFeatures,
  scoreFeatures,
  type RiskModelData,
} from '~/lib/safety/risk-model.server'
import type { SafetyQuestion } from '../tests/safety-questions'
import { DEVELOPMENT_SETS, type QuestionSet } from './safety-eval'

export const MODEL_FILE = fileURLToPath(new URL('../app/lib/safety/risk-model.generated.json', import.meta.url))

/** Flag at this probability or above: high, so that the model adds few false alarms to the lexicon's. */
export const THRESHOLD = 0.8

export interface Example {
  features: number[]
  label: 0 | 1
}

export interface TrainOptions {
  epochs: number
  learningRate: number
  /** L2 penalty on the weights a question touches, per step. */
  l2: number
}

export const TRAIN_OPTIONS: TrainOptions = { epochs: 20, learningRate: 0.1, l2: 1e-4 }

/** A fixed order of the examples for each epoch (a seeded shuffle), so that training twice gives the same weights. */
function shuffled<T>(items: T[], seed: number): T[] {
  const order = [...items]
  let state = seed
  for (let index = order.length - 1; index > 0; index -= 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    const other = state % (index + 1)
    ;[order[index], order[other]] = [order[other]!, order[index]!]
  }
  return order
}

/** Logistic regression by stochastic gradient descent, each class weighted by its share, the learning rate decaying by epoch. */
export function trainLogistic(examples: Example[], options: TrainOptions = TRAIN_OPTIONS) {
  const weights = new Float32Array(MODEL_DIMENSIONS)
  let bias = 0
  const positives = examples.filter((example) => example.label === 1).length
  const classWeight = [
    examples.length / (2 * Math.max(1, examples.length - positives)),
    examples.length / (2 * Math.max(1, positives)),
  ]
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    const rate = options.learningRate / (1 + epoch)
    for (const { features, label } of shuffled(examples, epoch + 1)) {
      const error = (label - scoreFeatures(weights, bias, features)) * classWeight[label]!
      for (const feature of features)
        weights[feature] = weights[feature]! + rate * (error - options.l2 * weights[feature]!)
      bias += rate * error
    }
  }
  return { weights, bias }
}

/** The lexicon's reading of a question: its normalised text, kinds and cues. */
const lexiconOf = (question: string) => {
  const text = normaliseQuestion(question)
  return { text, ...readLexiconRisk(text) }
}

const featuresOf = (question: string) => {
  const { text, cues } = lexiconOf(question)
  return questionFeatures(text, cues)
}

const examplesOf = (set: QuestionSet): Example[] => [
  ...set.highRisk.map(({ question }) => ({ features: featuresOf(question), label: 1 as const })),
  ...set.ordinary.map(({ question }) => ({ features: featuresOf(question), label: 0 as const })),
]

export interface FoldFigures {
  name: string
  /** Flagged by the model alone, and by the lexicon or the model: [English, Kiswahili] hits and totals. */
  model: { highRisk: Counts; ordinary: Counts }
  either: { highRisk: Counts; ordinary: Counts }
  lexicon: { highRisk: Counts; ordinary: Counts }
}
type Counts = { en: [number, number]; sw: [number, number] }

function count(questions: SafetyQuestion[], flags: (question: string) => boolean): Counts {
  const of = (lang: 'en' | 'sw') => {
    const list = questions.filter((entry) => entry.lang === lang)
    return [list.filter((entry) => flags(entry.question)).length, list.length] as [number, number]
  }
  return { en: of('en'), sw: of('sw') }
}

/** For each development set: a model trained on the others, measured on it. */
export function leaveOneSetOut(sets: QuestionSet[] = DEVELOPMENT_SETS, threshold = THRESHOLD): FoldFigures[] {
  const examples = sets.map(examplesOf)
  return sets.map((set, left) => {
    const { weights, bias } = trainLogistic(examples.filter((_, index) => index !== left).flat())
    const verdict = modelVerdict(weights, bias, threshold)
    const model = (question: string) => {
      const { text, cues } = lexiconOf(question)
      return verdict(text, cues)
    }
    const lexicon = (question: string) => lexiconOf(question).kinds.length > 0
    const either = (question: string) => lexicon(question) || model(question)
    const figures = (flags: (question: string) => boolean) => ({
      highRisk: count(set.highRisk, flags),
      ordinary: count(set.ordinary, flags),
    })
    return { name: set.name, model: figures(model), either: figures(either), lexicon: figures(lexicon) }
  })
}

export function formatFolds(folds: FoldFigures[]) {
  const pair = ({ en, sw }: Counts) => `${en[0]}/${en[1]}, ${sw[0]}/${sw[1]}`
  return [
    '| set left out | model high-risk (en, sw) | model ordinary | lexicon or model high-risk | lexicon or model ordinary |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...folds.map(
      ({ name, model, either }) =>
        `| ${name} | ${pair(model.highRisk)} | ${pair(model.ordinary)} | ${pair(either.highRisk)} | ${pair(either.ordinary)} |`,
    ),
  ].join('\n')
}

/** The model trained on every development set, as the weights file holds it. */
export function trainOnSets(sets: QuestionSet[] = DEVELOPMENT_SETS): RiskModelData {
  const { weights, bias } = trainLogistic(sets.flatMap(examplesOf))
  return { bias, threshold: THRESHOLD, ...encodeWeights(weights) }
}

/** Validates, trains on every development set, and writes the weights. */
export async function trainAndWrite() {
  const folds = leaveOneSetOut()
  await writeFile(MODEL_FILE, `${JSON.stringify(trainOnSets(), null, 2)}\n`)
  return { folds, text: formatFolds(folds) }
}
