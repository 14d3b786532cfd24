import { companyTone } from './company-tone'
import { listCompanies } from './queries'

describe('companyTone', () => {
  it('gives each partner its own colours, the same every time', () => {
    const tones = listCompanies('en').map((company) => companyTone(company.id))
    expect(new Set(tones.map((tone) => tone.cover)).size).toBe(tones.length)
    expect(companyTone('pula-advisors')).toBe(companyTone('pula-advisors'))
  })
})
