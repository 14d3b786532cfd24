// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { defaultProvider } from '~/content/provider'
import { SiteFooter } from './site-footer'

function renderFooter(provider = defaultProvider, year = 2031) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <SiteFooter provider={provider} year={year} /> }])
  render(<Stub initialEntries={['/']} />)
  return screen.getByRole('contentinfo')
}

describe('SiteFooter', () => {
  it('shows the provider it is given, so an environment override reaches the page', () => {
    const footer = renderFooter({
      ...defaultProvider,
      hubName: 'Hub Test',
      phone: '0700 111 222',
      email: 'help@hub.test',
      streetAddress: '1 Test Road, Nakuru',
    })
    expect(within(footer).getByRole('link', { name: /0700 111 222/ })).toHaveAttribute('href', 'tel:0700111222')
    expect(within(footer).getByRole('link', { name: /help@hub\.test/ })).toHaveAttribute('href', 'mailto:help@hub.test')
    expect(footer).toHaveTextContent('1 Test Road, Nakuru')
    expect(footer).toHaveTextContent('© 2031 Hub Test. All rights reserved.')
  })

  it('lists the six topics of the spec in order', () => {
    const footer = renderFooter()
    const topics = within(footer).getByRole('heading', { name: 'Topics' }).nextElementSibling as HTMLElement
    expect(
      within(topics)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/articles/pest-control',
      '/articles/smart-farming',
      '/articles/drone-spraying',
      '/articles/climate-smart-agriculture',
      '/articles/soil-health',
      '/articles/rice-farming',
    ])
  })
})
