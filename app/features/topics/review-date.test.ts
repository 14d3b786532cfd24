import { formatReviewDate } from './review-date'

describe('formatReviewDate', () => {
  it('reads day, month name and year, whatever the time zone', () => {
    expect(formatReviewDate('2026-11-23')).toBe('23 November 2026')
    expect(formatReviewDate('2026-01-01')).toBe('1 January 2026')
  })
})
