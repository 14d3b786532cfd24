import { pickRandom } from './random-selection'

const pool = ['a', 'b', 'c', 'd', 'e', 'f', 'g']

/** A random source that returns the given values in turn. */
const sequence = (...values: number[]) => {
  let call = 0
  return () => values[call++ % values.length] ?? 0
}

describe('pickRandom', () => {
  it('draws the requested number of different items from the pool', () => {
    for (let run = 0; run < 200; run++) {
      const picked = pickRandom(pool, 4)
      expect(picked).toHaveLength(4)
      expect(new Set(picked).size).toBe(4)
      for (const item of picked) expect(pool).toContain(item)
    }
  })

  it('follows the random source it is given', () => {
    expect(pickRandom(pool, 4, sequence(0))).toEqual(['a', 'b', 'c', 'd'])
    expect(pickRandom(pool, 4, sequence(0.999))).toEqual(['g', 'f', 'e', 'd'])
    // 0.5 of 7 → index 3 ('d'); then 0.5 of the remaining 6 → index 3 ('e') …
    expect(pickRandom(pool, 4, sequence(0.5))).toEqual(['d', 'e', 'c', 'f'])
  })

  it('can draw every item of the pool in every position', () => {
    const seen = new Set<string>()
    for (let run = 0; run < 500; run++) pickRandom(pool, 4).forEach((item, index) => seen.add(`${index}${item}`))
    expect(seen.size).toBe(4 * pool.length)
  })

  it('never changes the pool and gives the whole pool when asked for more', () => {
    const frozen = Object.freeze([...pool])
    expect(pickRandom(frozen, 10, sequence(0))).toEqual(pool)
    expect(frozen).toEqual(pool)
  })

  it('stays in range when the source returns its upper bound', () => {
    expect(pickRandom(pool, 1, () => 1)).toEqual(['g'])
  })
})
