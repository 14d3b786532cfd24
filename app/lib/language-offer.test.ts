// @vitest-environment jsdom
import { offerReadersLanguage } from './language-offer'
import { LANGUAGE_OFFER_ID, PAGE_IDLE } from './hydration/contract'
import { hasChosenLanguage, rememberLanguageChoice } from '~/i18n/language-choice'
import { countedStorage } from '../../tests/counted-storage'

describe('offerReadersLanguage', () => {
  const { storage, stored, getItem } = countedStorage()

  beforeAll(() => offerReadersLanguage(window))

  beforeEach(() => {
    stored.clear()
    getItem.mockClear()
    vi.stubGlobal('localStorage', storage)
    // An English page: its top bar's switch, and the offer as the server writes it.
    document.documentElement.lang = 'en'
    document.body.innerHTML = `
      <nav><a href="/sw/about-us" hreflang="sw">Kiswahili</a><a href="/articles">Articles</a></nav>
      <aside id="${LANGUAGE_OFFER_ID}" hidden lang="sw">
        <a href="/sw/about-us" hreflang="sw">Soma kwa Kiswahili</a><button type="button">Funga</button>
      </aside>`
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  const offer = () => document.getElementById(LANGUAGE_OFFER_ID)!

  /** The page turns idle, in a browser that puts these languages first. */
  function idle(browserLanguages: string[]) {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages)
    offerReadersLanguage(window)
    window.dispatchEvent(new Event(PAGE_IDLE))
  }

  it('shows the offer once the page is idle, to a reader whose browser puts the other language first', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw-KE', 'en'])
    offerReadersLanguage(window)
    expect(offer().hidden).toBe(true)
    window.dispatchEvent(new Event(PAGE_IDLE))
    expect(offer().hidden).toBe(false)
  })

  it('offers English on a Kiswahili page to an English browser', () => {
    document.documentElement.lang = 'sw'
    idle(['en-GB'])
    expect(offer().hidden).toBe(false)
  })

  it('reads no storage when the browser’s first language is the page’s: most readers', () => {
    idle(['en-KE', 'sw'])
    expect(offer().hidden).toBe(true)
    expect(getItem).not.toHaveBeenCalled()
  })

  it('stays hidden once the reader has chosen a language', () => {
    rememberLanguageChoice()
    idle(['sw'])
    expect(offer().hidden).toBe(true)
  })

  it.each([
    ['its dismiss button', `#${LANGUAGE_OFFER_ID} button`, true],
    ['its own link', `#${LANGUAGE_OFFER_ID} a`, true],
    ['the top bar’s language switch', 'nav a[hreflang]', true],
    ['any other link', 'a[href="/articles"]', false],
  ])('a press on %s hides it and remembers the choice: %s', (_, selector, isChoice) => {
    idle(['sw'])
    const control = document.querySelector<HTMLElement>(selector)!
    // The test stays on its page: the press is still heard, as on a real link before it is followed.
    control.addEventListener('click', (event) => event.preventDefault())
    control.click()
    expect(offer().hidden).toBe(isChoice)
    expect(hasChosenLanguage()).toBe(isChoice)
  })
})
