import { formatGuideDate } from './review-date'

describe('formatGuideDate', () => {
  it('reads day, month name and year in English, whatever the time zone', () => {
    expect(formatGuideDate('2026-11-23', 'en')).toBe('23 November 2026')
    expect(formatGuideDate('2026-01-01', 'en')).toBe('1 January 2026')
  })

  it('names the month in Kiswahili on Kiswahili pages', () => {
    expect(formatGuideDate('2026-11-23', 'sw')).toBe('23 Novemba 2026')
  })
})
