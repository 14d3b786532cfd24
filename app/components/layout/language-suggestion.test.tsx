// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { LanguageSuggestion } from './language-suggestion'
import { LANGUAGE_OFFER_ID, WORKS_WITHOUT_APP_ATTRIBUTE } from '~/lib/hydration/contract'

describe('LanguageSuggestion', () => {
  it('is in the page, hidden, offering the same page in the other language', () => {
    const Stub = createRoutesStub([{ path: '/about-us', Component: LanguageSuggestion }])
    const { container } = render(<Stub initialEntries={['/about-us?q=maize']} />)
    const offer = container.querySelector(`#${LANGUAGE_OFFER_ID}`)!
    expect(offer).toHaveAttribute('hidden')
    expect(offer).toHaveAttribute('lang', 'sw')
    expect(screen.getByRole('link', { hidden: true })).toHaveAttribute('href', '/sw/about-us?q=maize')
    expect(screen.getByRole('link', { hidden: true })).toHaveAttribute('hreflang', 'sw')
    // Its dismiss button is the inline script's: the press keeper lets it through.
    expect(screen.getByRole('button', { hidden: true })).toHaveAttribute(WORKS_WITHOUT_APP_ATTRIBUTE)
  })
})
