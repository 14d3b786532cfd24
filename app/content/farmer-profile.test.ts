import { COUNTIES, findCounty } from './farmer-profile'

describe('the farmer profile lists', () => {
  it('holds the 47 counties, each once', () => {
    expect(COUNTIES).toHaveLength(47)
    expect(new Set(COUNTIES).size).toBe(47)
  })

  it.each([
    ['Kirinyaga', 'Kirinyaga'],
    ['kirinyaga county', 'Kirinyaga'],
    ['Kaunti ya Kirinyaga', 'Kirinyaga'],
    ['muranga', "Murang'a"],
    ['Taita Taveta', 'Taita/Taveta'],
    ['elgeyo marakwet', 'Elgeyo/Marakwet'],
    ['NAIROBI', 'Nairobi City'],
    ['homabay', 'Homa Bay'],
    ['kiri', 'Kirinyaga'],
  ])('finds %j as %s', (typed, county) => {
    expect(findCounty(typed)).toBe(county)
  })

  it.each(['', 'ki', 'kis', 'Atlantis', 'ma'])('finds no county for %j', (typed) => {
    expect(findCounty(typed)).toBeUndefined()
  })
})
