import { dateTextValue, localizeDateText } from './date-text'

describe('dateTextValue', () => {
  it('orders dates as the calendar does, across months and years', () => {
    const dates = ['March 30, 2025', 'April 2, 2025', 'December 31, 2024', 'April 10, 2025', 'January 1, 2025']
    expect([...dates].sort((a, b) => dateTextValue(a) - dateTextValue(b))).toEqual([
      'December 31, 2024',
      'January 1, 2025',
      'March 30, 2025',
      'April 2, 2025',
      'April 10, 2025',
    ])
  })
})

describe('localizeDateText', () => {
  it('keeps an English date as written', () => {
    expect(localizeDateText('April 8, 2025', 'en')).toBe('April 8, 2025')
  })

  it('writes a date the Kiswahili way, on the same day', () => {
    expect(localizeDateText('April 8, 2025', 'sw')).toBe('8 Aprili 2025')
    expect(localizeDateText('December 31, 2024', 'sw')).toBe('31 Desemba 2024')
    expect(localizeDateText('January 1, 2025', 'sw')).toBe('1 Januari 2025')
  })
})
