import { telHref } from './tel-href'

describe('telHref', () => {
  it.each([
    ['0115037380', 'tel:0115037380'],
    ['+254 700 123 456', 'tel:+254700123456'],
    ['(+254) 700 090 999', 'tel:+254700090999'],
    ['+254-700-789-012', 'tel:+254700789012'],
  ])('%s → %s', (phone, href) => expect(telHref(phone)).toBe(href))
})
