import { nameInitials } from './name-initials'

describe('nameInitials', () => {
  it.each([
    ['Levy Nguti Mutongu', 'LM'],
    ['Swabir M. Bwana', 'SB'],
    ['Victoria Wambui', 'VW'],
    ['Pula Advisors', 'PA'],
    ['SMACHS Foundation', 'SF'],
    ['Skyfield Aerotech', 'SA'],
    ['  evans   mutegi ', 'EM'],
    ['Ōmar Ñuñez', 'ŌÑ'],
    ['Madonna', 'M'],
    ['Esther  Wanjiku Kamau', 'EK'],
    ['faith', 'F'],
    ['  ', ''],
  ])('%j → %s', (name, initials) => expect(nameInitials(name)).toBe(initials))

  it('gives an empty string for a name with no letters', () => {
    expect(nameInitials('  - ')).toBe('')
  })
})
