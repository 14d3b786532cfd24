// @vitest-environment jsdom
import { render } from '@testing-library/react'
import ArrowRight from '~icons/lucide/arrow-right'
import Mail from '~icons/lucide/mail'
import type { ReactElement } from 'react'
import { Button, ButtonLink } from './button'

/** The HTML that `<Button asChild>` around a hand-written link gives: ButtonLink must give the same. */
function renderHtml(element: ReactElement) {
  return render(element).container.innerHTML
}

describe('ButtonLink', () => {
  it('renders the link itself, styled as the button, with the icon before its text', () => {
    const html = renderHtml(
      <ButtonLink size="lg" variant="outline" icon={Mail}>
        <a href="/contact">Contact us</a>
      </ButtonLink>,
    )
    expect(html).toBe(
      renderHtml(
        <Button asChild size="lg" variant="outline">
          <a href="/contact">
            <Mail aria-hidden="true" />
            Contact us
          </a>
        </Button>,
      ),
    )
    expect(html).toMatch(/^<a [^>]*href="\/contact"[^>]*><svg[^>]*aria-hidden="true"/)
  })

  it('puts a trailing icon after the text, and renders a plain link with none', () => {
    expect(
      renderHtml(
        <ButtonLink className="mt-10" trailingIcon={ArrowRight}>
          <a href="/videos">View all</a>
        </ButtonLink>,
      ),
    ).toBe(
      renderHtml(
        <Button asChild className="mt-10">
          <a href="/videos">
            View all
            <ArrowRight aria-hidden="true" />
          </a>
        </Button>,
      ),
    )
    expect(
      renderHtml(
        <ButtonLink>
          <a href="/">Home</a>
        </ButtonLink>,
      ),
    ).toMatch(/^<a [^>]*href="\/"[^>]*>Home<\/a>$/)
  })
})
