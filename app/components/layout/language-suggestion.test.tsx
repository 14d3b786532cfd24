// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { LanguageSuggestion, preferredOtherLanguage } from './language-suggestion'
import { countedStorage } from '../../../tests/counted-storage'
import { untilPageIsLive } from '../../../tests/page-live'

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

describe('LanguageSuggestion', () => {
  beforeAll(untilPageIsLive)

  const { storage, stored, getItem } = countedStorage()
  beforeEach(() => {
    stored.clear()
    getItem.mockClear()
    vi.stubGlobal('localStorage', storage)
  })
  afterEach(() => vi.unstubAllGlobals())

  function renderOnEnglishPage(browserLanguages: string[]) {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages)
    const Stub = createRoutesStub([{ path: '/about-us', Component: LanguageSuggestion }])
    return render(<Stub initialEntries={['/about-us']} />)
  }

  it('offers the page in the browser’s first language', () => {
    renderOnEnglishPage(['sw-KE', 'en'])
    expect(screen.getByRole('link')).toHaveAttribute('href', '/sw/about-us')
  })

  it('reads no storage when the browser’s first language is the page’s: most readers', () => {
    const { container } = renderOnEnglishPage(['en-KE', 'sw'])
    expect(container).toBeEmptyDOMElement()
    expect(getItem).not.toHaveBeenCalled()
  })

  it('stays away once the reader has chosen a language', () => {
    stored.set('tujue-ukulima:language-chosen', '1')
    const { container } = renderOnEnglishPage(['sw-KE'])
    expect(container).toBeEmptyDOMElement()
    expect(getItem).toHaveBeenCalled()
  })
})
