import { swNumber } from './sw-number'

describe('swNumber', () => {
  it('writes every whole number under 1,000 as Intl does for sw-KE', () => {
    const intl = new Intl.NumberFormat('sw-KE')
    for (let value = -999; value < 1000; value++) expect(swNumber(value)).toBe(intl.format(value))
  })

  it('groups thousands and writes fractions through Intl', () => {
    expect(swNumber(1234567)).toBe(new Intl.NumberFormat('sw-KE').format(1234567))
    expect(swNumber(4.5)).toBe(new Intl.NumberFormat('sw-KE').format(4.5))
    expect(swNumber(1234567)).toBe('1,234,567')
  })
})
