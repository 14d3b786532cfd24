import { isNairobiDaytime, nextNairobiDaytime, startOfNairobiDay } from './nairobi-time'

describe("the channels' Nairobi clock", () => {
  it('starts the day at midnight in Nairobi, 21:00 UTC the day before', () => {
    expect(startOfNairobiDay(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-11-26T21:00:00.000Z')
    expect(startOfNairobiDay(new Date('2026-11-27T21:30:00Z')).toISOString()).toBe('2026-11-27T21:00:00.000Z')
  })

  it.each([
    ['2026-11-27T04:59:59Z', false],
    ['2026-11-27T05:00:00Z', true],
    ['2026-11-27T16:59:59Z', true],
    ['2026-11-27T17:00:00Z', false],
  ])('tells whether %s is daytime (8:00–20:00 in Nairobi): %s', (time, expected) => {
    expect(isNairobiDaytime(new Date(time))).toBe(expected)
  })

  it.each([
    ['2026-11-27T10:00:00Z', '2026-11-27T10:00:00.000Z'],
    ['2026-11-27T02:00:00Z', '2026-11-27T05:00:00.000Z'],
    ['2026-11-27T18:00:00Z', '2026-11-28T05:00:00.000Z'],
    ['2026-11-27T22:00:00Z', '2026-11-28T05:00:00.000Z'],
  ])('moves a message we start at %s to %s', (time, expected) => {
    expect(nextNairobiDaytime(new Date(time)).toISOString()).toBe(expected)
  })
})
