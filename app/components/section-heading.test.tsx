// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { SectionHeading } from './section-heading'

describe('SectionHeading', () => {
  it('renders the home sections’ heading and lead by default', () => {
    const { container } = render(<SectionHeading id="recent" title="Recent articles" lead="The newest guides." />)
    expect(container.innerHTML).toBe(
      '<h2 id="recent" class="text-3xl font-bold text-stone-900 sm:text-4xl">Recent articles</h2>' +
        '<p class="mt-3 max-w-2xl text-lg text-stone-700">The newest guides.</p>',
    )
  })

  it('takes its level and classes from the section, and leaves out a missing lead', () => {
    render(<SectionHeading level={3} title="Keep learning" className="text-2xl font-bold" />)
    const heading = screen.getByRole('heading', { level: 3, name: 'Keep learning' })
    expect(heading).toHaveClass('text-2xl font-bold', { exact: true })
    expect(heading).not.toHaveAttribute('id')
    expect(heading.nextElementSibling).toBeNull()
  })
})
