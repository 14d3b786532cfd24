import { CONSULTATION_ANCHOR } from './consultation-anchor'
import { reportMistakeHref } from './report-mistake-href'

describe('reportMistakeHref', () => {
  it('leads to the consultation form on /contact with the guide named', () => {
    expect(reportMistakeHref('crop-production')).toBe('/contact?guide=crop-production#consultation')
    expect(CONSULTATION_ANCHOR).toBe('consultation')
  })
})
