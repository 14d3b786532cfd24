// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import { topicGuides } from '~/content/topics'
import { GuideBody } from './guide-body'

describe('GuideBody', () => {
  const guide = topicGuides.find((entry) => entry.slug === 'soil-health')!

  it('renders the sections as headings with anchors, and the 3 illustrations between them', () => {
    const { container } = render(<GuideBody body={guide.body} images={guide.images} headingLevel={3} />)
    const headings = screen.getAllByRole('heading', { level: 3 })
    expect(headings[0]).toHaveTextContent('1What is Soil Health?')
    expect(headings[0]).toHaveAttribute('id', 'what-is-soil-health')
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0)
    const figures = container.querySelectorAll('figure')
    expect(figures).toHaveLength(3)
    // Never after the last section: the call to action follows the text.
    expect(container.lastElementChild?.lastElementChild?.tagName).toBe('SECTION')
    expect(within(figures[0] as HTMLElement).getByRole('img')).toHaveAttribute('alt', guide.images[0]?.alt)
  })

  it('shows bold text, lists and tip badges rather than raw markup', () => {
    const { container } = render(<GuideBody body={guide.body} images={guide.images} />)
    expect(container.textContent).not.toContain('**')
    expect(container.querySelectorAll('strong').length).toBeGreaterThan(0)
    expect(container.querySelectorAll('aside').length).toBeGreaterThan(0)
    expect(screen.getAllByRole('list').length).toBeGreaterThan(0)
  })
})
