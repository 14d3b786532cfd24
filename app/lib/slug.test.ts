import { slugify } from './slug'

describe('slugify', () => {
  it('makes URL anchors of headings', () => {
    expect(slugify('What is Climate-Smart Agriculture?')).toBe('what-is-climate-smart-agriculture')
    expect(slugify('Real-World Example: Mwea')).toBe('real-world-example-mwea')
  })

  it('makes filter values of category names, whatever their case and spacing', () => {
    expect(slugify('Climate-Smart Agriculture')).toBe('climate-smart-agriculture')
    expect(slugify('  Pest & Disease  Control ')).toBe('pest-disease-control')
  })
})
