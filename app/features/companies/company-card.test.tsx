// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { companies } from '~/content/companies'
import { CompanyCard } from './company-card'

function renderCard(isAboveFold: boolean) {
  const Stub = createRoutesStub([
    { path: '/companies', Component: () => <CompanyCard company={companies[0]!} isAboveFold={isAboveFold} /> },
  ])
  render(<Stub initialEntries={['/companies']} />)
  // The cover is the card's first picture; the logo follows it.
  return screen.getByRole('article').querySelector('img')!
}

describe('CompanyCard', () => {
  it("fetches the first card's cover at once and ahead of the rest: the page's largest paint on a phone", () => {
    const cover = renderCard(true)
    expect(cover).toHaveAttribute('loading', 'eager')
    expect(cover).toHaveAttribute('fetchpriority', 'high')
  })

  it('leaves the other covers lazy, at no special priority', () => {
    const cover = renderCard(false)
    expect(cover).toHaveAttribute('loading', 'lazy')
    expect(cover).not.toHaveAttribute('fetchpriority')
  })
})
