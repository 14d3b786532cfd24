// The second opinion beside the lexicon: a logistic regression over a question's words, word
// pairs, letter groups and the lexicon's cues, trained by scripts/train-safety-model.ts on the
// development question sets (npm run train:safety) and kept in risk-model.generated.json. Letter
// groups carry what no list holds: a brand's ending (-mycin, -col, -thrin), a Kiswahili stem with
// any prefix. Server-only: the weights stay off every page.
import model from './risk-model.generated.json'

/** Features are hashed into this many weights (a power of two). */
export const MODEL_DIMENSIONS = 1 << 15

/** FNV-1a: a fast, stable hash of a feature's name to its weight. */
function bucket(feature: string) {
  let hash = 0x811c9dc5
  for (let index = 0; index < feature.length; index += 1) {
    hash ^= feature.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) & (MODEL_DIMENSIONS - 1)
}

/**
 * The weight indices of a question's features: each word, each pair of words, the letter groups
 * of three to five inside each word (its ends marked), and each cue the lexicon found. A feature
 * found twice counts once.
 */
export function questionFeatures(normalised: string, cues: readonly string[]): number[] {
  const features = new Set<number>()
  const words = normalised.split(' ').filter(Boolean)
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!
    features.add(bucket(`w ${word}`))
    if (index > 0) features.add(bucket(`b ${words[index - 1]} ${word}`))
    const marked = `<${word}>`
    for (let size = 3; size <= 5; size += 1) {
      for (let start = 0; start + size <= marked.length; start += 1)
        features.add(bucket(`g ${marked.slice(start, start + size)}`))
    }
  }
  for (const cue of cues) features.add(bucket(`c ${cue}`))
  return [...features]
}

/** The logistic function. */
const sigmoid = (score: number) => 1 / (1 + Math.exp(-score))

/** A model's weights as the training script writes them. */
export interface RiskModelData {
  bias: number
  /** Flag when the probability is at least this. */
  threshold: number
  /** The weights as little-endian 16-bit integers in base 64, each times `scale`. */
  weights: string
  scale: number
}

export function decodeWeights(data: RiskModelData): Float32Array {
  const bytes = Buffer.from(data.weights, 'base64')
  const integers = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2)
  return Float32Array.from(integers, (value) => value * data.scale)
}

export function encodeWeights(weights: Float32Array): Pick<RiskModelData, 'weights' | 'scale'> {
  const largest = weights.reduce((most, value) => Math.max(most, Math.abs(value)), 0) || 1
  const scale = largest / 32767
  const integers = Int16Array.from(weights, (value) => Math.round(value / scale))
  return { weights: Buffer.from(integers.buffer).toString('base64'), scale }
}

/** The probability that a question is high-risk, from its features. */
export function scoreFeatures(weights: Float32Array, bias: number, features: readonly number[]) {
  let score = bias
  for (const feature of features) score += weights[feature]!
  return sigmoid(score)
}

/**
 * Cues of everyday questions that share a risky question's words (a price, a sprayer's size, a
 * routine vaccination, insemination, a person's funeral, watering, no chemical wanted): beside one of
 * them, only the lexicon may flag. The model reads topics; these say what the question asks.
 */
export const MODEL_VETO_CUES: ReadonlySet<string> = new Set([
  'person-death',
  'price',
  'capacity',
  'vaccine-schedule',
  'insemination',
  'watering',
  'without-chemicals',
])

/**
 * What a risky question is about: an animal, a person, a crop or food, a chemical or what holds
 * it. The model speaks only of questions with one of them and one cue more: off the farm (a
 * football match) its letter groups mean nothing, and a subject alone (a cow that calved) is too
 * little to go on.
 */
export const MODEL_SUBJECT_CUES: ReadonlySet<string> = new Set([
  'animal',
  'person',
  'crop',
  'produce',
  'grain-feed',
  'seed',
  'chemical',
  'generic-dawa',
  'pest',
  'sprayer',
  'spraying',
  'fertiliser',
  'container',
  'bees',
])

/** A model's verdict on a question: normalised, with the lexicon's cues. */
export function modelVerdict(weights: Float32Array, bias: number, threshold: number) {
  return (normalised: string, cues: readonly string[]) =>
    cues.length >= 2 &&
    cues.some((cue) => MODEL_SUBJECT_CUES.has(cue)) &&
    !cues.some((cue) => MODEL_VETO_CUES.has(cue)) &&
    scoreFeatures(weights, bias, questionFeatures(normalised, cues)) >= threshold
}

const data = model as RiskModelData

/** Whether the model takes a question (normalised, with the lexicon's cues) for a high-risk one. */
export const modelFlags = modelVerdict(decodeWeights(data), data.bias, data.threshold)
