import { preferredOtherLanguage } from './language-choice'

describe('preferredOtherLanguage', () => {
  it('offers Kiswahili on an English page when the browser puts Kiswahili first', () => {
    expect(preferredOtherLanguage('en', ['sw-KE', 'en-US'])).toBe('sw')
    expect(preferredOtherLanguage('en', ['sw'])).toBe('sw')
  })

  it('offers nothing when the browser puts the page’s language, or one we do not have, first', () => {
    expect(preferredOtherLanguage('en', ['en-US', 'sw-KE'])).toBeNull()
    expect(preferredOtherLanguage('sw', ['sw-TZ'])).toBeNull()
    expect(preferredOtherLanguage('en', ['fr-FR', 'sw'])).toBeNull()
    expect(preferredOtherLanguage('en', [])).toBeNull()
  })

  it('offers English on a Kiswahili page when the browser puts English first', () => {
    expect(preferredOtherLanguage('sw', ['en-GB'])).toBe('en')
  })
})
