import { expertMessages } from '~/i18n/expert'
import { ageInMinutes, formatAge, isLate } from './waiting-time'

describe('a question’s age', () => {
  const now = new Date('2026-11-24T12:00:00.000Z')

  it('counts whole minutes since it was asked', () => {
    expect(ageInMinutes('2026-11-24T11:15:30.000Z', now)).toBe(44)
    expect(ageInMinutes('2026-11-24T12:00:05.000Z', now)).toBe(0)
  })

  it('reads as minutes, hours, then days and hours, in either language', () => {
    const { en, sw } = expertMessages
    expect(formatAge(45, en.age)).toBe('45 min')
    expect(formatAge(5 * 60 + 59, en.age)).toBe('5 h')
    expect(formatAge(47 * 60, en.age)).toBe('47 h')
    expect(formatAge(74 * 60, en.age)).toBe('3 d 2 h')
    expect(formatAge(74 * 60, sw.age)).toBe('siku 3 na saa 2')
  })

  it('is late past the promised 48 hours, unless answered', () => {
    expect(isLate('received', 48 * 60)).toBe(false)
    expect(isLate('received', 48 * 60 + 1)).toBe(true)
    expect(isLate('answering', 72 * 60)).toBe(true)
    expect(isLate('answered', 72 * 60)).toBe(false)
  })
})
