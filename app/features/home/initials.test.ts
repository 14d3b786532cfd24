import { initials } from './initials'

describe('initials', () => {
  it.each([
    ['John Mwangi', 'JM'],
    ['Esther  Wanjiku Kamau', 'EK'],
    ['faith', 'F'],
    ['  ', ''],
  ])('%j → %j', (name, expected) => expect(initials(name)).toBe(expected))
})
