import { maskPhone, toE164 } from './phone-number'

describe('toE164', () => {
  it.each([
    ['+254712345678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['0712 345 678', '+254712345678'],
    ['0112-345-678', '+254112345678'],
    ['712345678', '+254712345678'],
    ['00256772123456', '+256772123456'],
    ['+255 (754) 123 456', '+255754123456'],
  ])('reads %s', (raw, expected) => {
    expect(toE164(raw)).toBe(expected)
  })

  it.each(['', 'hello', '+0712345678', '12345', '+1234567890123456', '07123'])('refuses %j', (raw) => {
    expect(toE164(raw)).toBeUndefined()
  })
})

describe('maskPhone', () => {
  it('keeps the country and network prefix and the last two digits', () => {
    expect(maskPhone('+254712345678')).toBe('+2547******78')
  })

  it('hides a short value whole', () => {
    expect(maskPhone('+12345')).toBe('******')
  })
})
