// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { faq } from '~/content/faq'
import { FaqAccordion } from './faq-accordion'

// Closed answers stay in the page, hidden by CSS (which jsdom does not apply): count the open ones.
const openAnswers = () => screen.queryAllByRole('region').filter((region) => region.dataset.state === 'open')

describe('FaqAccordion', () => {
  it('shows the 5 questions as headed buttons, all closed', () => {
    render(<FaqAccordion items={faq} />)
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual(faq.map((item) => item.question))
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5)
  })

  it('opens one answer at a time, and closes it again', async () => {
    const user = userEvent.setup()
    render(<FaqAccordion items={faq} />)
    const [first, second] = screen.getAllByRole('button')
    await user.click(first!)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: faq[0]!.question })).toHaveTextContent(faq[0]!.answer)

    await user.click(second!)
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(second).toHaveAttribute('aria-expanded', 'true')
    expect(openAnswers()).toHaveLength(1)

    await user.click(second!)
    expect(second).toHaveAttribute('aria-expanded', 'false')
    expect(openAnswers()).toHaveLength(0)
  })

  it('keeps the answers in the page while closed, for search engines', () => {
    const { container } = render(<FaqAccordion items={faq} />)
    for (const item of faq) expect(container).toHaveTextContent(item.answer)
  })
})
