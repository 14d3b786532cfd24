import model from '~/lib/safety/risk-model.generated.json'
import { decodeWeights, MODEL_DIMENSIONS, scoreFeatures } from '~/lib/safety/risk-model.server'
import { leaveOneSetOut, THRESHOLD, trainLogistic, trainOnSets } from './train-safety-model'

describe('trainLogistic', () => {
  it('learns which features mark the risky examples', () => {
    const examples = [
      { features: [1, 2], label: 1 as const },
      { features: [1, 3], label: 1 as const },
      { features: [4, 2], label: 0 as const },
      { features: [4, 3], label: 0 as const },
    ]
    const { weights, bias } = trainLogistic(Array.from({ length: 20 }, () => examples).flat())
    expect(weights).toHaveLength(MODEL_DIMENSIONS)
    expect(scoreFeatures(weights, bias, [1, 5])).toBeGreaterThan(0.8)
    expect(scoreFeatures(weights, bias, [4, 5])).toBeLessThan(0.2)
  })
})

describe('leaveOneSetOut', () => {
  it('measures each set with a model that never saw it', () => {
    const sets = ['a', 'b'].map((name) => ({
      name,
      highRisk: [{ question: `how many ml of ${name}mycin for a goat`, lang: 'en' as const }],
      ordinary: [{ question: `how many goats per acre of ${name}`, lang: 'sw' as const }],
    }))
    const folds = leaveOneSetOut(sets)
    expect(folds.map((fold) => fold.name)).toEqual(['a', 'b'])
    expect(folds[0]!.model.highRisk).toEqual({ en: [expect.any(Number), 1], sw: [0, 0] })
    expect(folds[0]!.either.highRisk.en[0]).toBeGreaterThanOrEqual(folds[0]!.lexicon.highRisk.en[0])
  })
})

describe('the weights file', () => {
  it('is what npm run train:safety writes from the current question sets and lexicon', () => {
    const fresh = trainOnSets()
    expect(model.threshold).toBe(THRESHOLD)
    expect(model.bias).toBeCloseTo(fresh.bias, 3)
    const kept = decodeWeights(model)
    const trained = decodeWeights(fresh)
    const drift = kept.reduce((most, value, index) => Math.max(most, Math.abs(value - trained[index]!)), 0)
    expect(drift, 'run npm run train:safety after changing a question set or the lexicon').toBeLessThanOrEqual(
      2 * model.scale,
    )
  })
})
