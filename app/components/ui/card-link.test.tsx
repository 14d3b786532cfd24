// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CardLink, LinkCard } from './card-link'

describe('LinkCard and CardLink', () => {
  it('make the card the box of its link’s target, the link stretched over it, the focus shown on the card', () => {
    render(
      <LinkCard as="li" className="rounded-xl p-4">
        <h3>
          <CardLink>
            <a href="/articles/soil-health" className="hover:underline">
              Soil Health
            </a>
          </CardLink>
        </h3>
        <p>How to keep soil alive.</p>
      </LinkCard>,
    )
    const link = screen.getByRole('link', { name: 'Soil Health' })
    const card = link.closest('li')!
    expect(card.className.split(' ')).toEqual(
      expect.arrayContaining(['relative', 'focus-within:ring-2', 'focus-within:ring-brand-700', 'rounded-xl', 'p-4']),
    )
    expect(link).toHaveAttribute('href', '/articles/soil-health')
    expect(link.className.split(' ')).toEqual([
      'hover:underline',
      'after:absolute',
      'after:inset-0',
      'focus-visible:outline-none',
    ])
    // The link stays where it was written: in the heading, not around the card.
    expect(link.parentElement?.tagName).toBe('H3')
  })

  it('is an article unless told otherwise, and keeps a button’s own handler', async () => {
    const onWatch = vi.fn()
    const { container } = render(
      <LinkCard>
        <CardLink>
          <button type="button" onClick={onWatch}>
            Watch
          </button>
        </CardLink>
      </LinkCard>,
    )
    expect(container.firstElementChild?.tagName).toBe('ARTICLE')
    await userEvent.click(screen.getByRole('button', { name: 'Watch' }))
    expect(onWatch).toHaveBeenCalledOnce()
  })
})
