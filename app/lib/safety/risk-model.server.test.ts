import { readLexiconRisk, normaliseQuestion, readRisk } from './classify'
import {
  decodeWeights,
  encodeWeights,
  MODEL_DIMENSIONS,
  MODEL_SUBJECT_CUES,
  MODEL_VETO_CUES,
  modelVerdict,
  questionFeatures,
} from './risk-model.server'

describe('questionFeatures', () => {
  it('gives a question the same features each time, and names its cues', () => {
    const features = questionFeatures('how many ml of enrocin', ['dose'])
    expect(questionFeatures('how many ml of enrocin', ['dose'])).toEqual(features)
    expect(features).not.toEqual(questionFeatures('how many ml of enrocin', []))
    expect(features.every((index) => index >= 0 && index < MODEL_DIMENSIONS)).toBe(true)
  })
  it('lets two brands that end alike share letter groups: what carries a name no list holds', () => {
    const shared = (a: string, b: string) => {
      const other = new Set(questionFeatures(b, []))
      return questionFeatures(a, []).filter((index) => other.has(index)).length
    }
    expect(shared('enrocin', 'tylocin')).toBeGreaterThanOrEqual(3)
    expect(shared('enrocin', 'sorghum')).toBeLessThanOrEqual(1)
  })
})

describe('the weights file', () => {
  it('keeps weights to 16 bits each without losing more than one step', () => {
    const weights = Float32Array.from([0.5, -2, 0, 1.25])
    const encoded = encodeWeights(weights)
    const decoded = decodeWeights({ bias: 0, threshold: 0.5, ...encoded })
    decoded.forEach((value, index) => expect(Math.abs(value - weights[index]!)).toBeLessThanOrEqual(encoded.scale))
  })
})

describe('modelVerdict', () => {
  const everything = new Float32Array(MODEL_DIMENSIONS).fill(1)
  const flags = modelVerdict(everything, 0, 0.8)
  it('flags at or above its threshold', () => {
    expect(flags('any question', ['animal', 'dose'])).toBe(true)
    expect(modelVerdict(new Float32Array(MODEL_DIMENSIONS).fill(-1), 0, 0.8)('any question', ['animal', 'dose'])).toBe(
      false,
    )
  })
  it('speaks only of a question about an animal, a person, a crop, food or a chemical, and one cue more', () => {
    expect(flags('who won the football match last night', ['sudden', 'dose'])).toBe(false)
    for (const cue of MODEL_SUBJECT_CUES) expect(flags('any question', [cue, 'dose'])).toBe(true)
    expect(flags('my cow calved twins', ['animal'])).toBe(false)
  })
  it('leaves to the lexicon a question that asks a price, a size, a routine vaccination or the like', () => {
    for (const cue of MODEL_VETO_CUES) expect(flags('any question', ['animal', cue])).toBe(false)
  })
})

describe('the trained model beside the lexicon', () => {
  // Written for this test, in none of the question sets: what no cue of the lexicon describes.
  const unseen = [
    'the calf licked the wall we painted with lead paint',
    'the dog ate the bait we put for the moles',
    'the boy swallowed the coated maize grain',
    'ndama amekunywa maji ya kuosha bomba',
  ]
  it.each(unseen)('flags what the lexicon alone misses, with a kind that fits: %s', (question) => {
    expect(readLexiconRisk(normaliseQuestion(question)).kinds).toEqual([])
    const reading = readRisk(question)
    expect(reading.byModel).toBe(true)
    expect(reading.kinds).toHaveLength(1)
  })
  it('gives a person’s question a person’s kind, an animal’s an animal’s', () => {
    expect(readRisk('the boy swallowed the coated maize grain').kinds).toEqual(['people-exposed'])
    expect(readRisk('the dog ate the bait we put for the moles').kinds).toEqual(['feed-poisoning'])
  })
  it('never removes a kind the lexicon found, nor adds one beside it', () => {
    const reading = readRisk('How many ml of ivermectin for my goat?')
    expect(reading.byModel).toBe(false)
    expect(reading.kinds).toEqual(readLexiconRisk(normaliseQuestion('How many ml of ivermectin for my goat?')).kinds)
  })
})
