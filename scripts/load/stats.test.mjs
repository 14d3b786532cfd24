import { describe, expect, it } from 'vitest'
import { median, percentile } from './stats.mjs'

describe('percentile', () => {
  it('takes the nearest rank, whatever the order', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index)
    expect(percentile(values, 0.5)).toBe(50)
    expect(percentile(values, 0.99)).toBe(99)
    expect(percentile(values, 1)).toBe(100)
    expect(percentile(values, 0)).toBe(1)
    expect(percentile([7], 0.99)).toBe(7)
    expect(percentile([], 0.99)).toBeNaN()
  })
})

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones, of the finite values', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([Number.NaN, 5, 1, 3])).toBe(3)
    expect(median([Number.NaN])).toBeNaN()
    expect(median([])).toBeNaN()
  })
})
