// @vitest-environment jsdom
import { render } from '@testing-library/react'
import ArrowRight from '~icons/lucide/arrow-right'
import Mail from '~icons/lucide/mail'
import type { ReactElement } from 'react'
import { Button, ButtonLink, buttonVariants } from './button'

/** The one element rendered, with no wrapper around it. */
function renderOnly(element: ReactElement) {
  const { container } = render(element)
  expect(container.children).toHaveLength(1)
  return container.firstElementChild as HTMLElement
}

/** What a reader of the page meets inside the link, in order. */
function contents(element: HTMLElement) {
  return [...element.childNodes].map((node) =>
    node instanceof SVGElement
      ? `icon ${node.getAttribute('class')} hidden=${node.getAttribute('aria-hidden')}`
      : node.textContent,
  )
}

describe('ButtonLink', () => {
  it('renders the link itself, styled as the button, with the icon before its text', () => {
    const link = renderOnly(
      <ButtonLink size="lg" variant="outline" icon={Mail}>
        <a href="/contact">Contact us</a>
      </ButtonLink>,
    )
    expect(link.tagName).toBe('A')
    expect(link).toHaveAttribute('href', '/contact')
    expect(link).toHaveAttribute('data-slot', 'button')
    expect(link.className).toBe(buttonVariants({ size: 'lg', variant: 'outline' }))
    expect(contents(link)).toEqual(['icon lucide lucide-mail hidden=true', 'Contact us'])
  })

  it("puts a trailing icon after all the link's own children, and adds the caller's classes", () => {
    const link = renderOnly(
      <ButtonLink className="mt-10" trailingIcon={ArrowRight}>
        <a href="/videos">
          View all
          <span className="sr-only"> videos</span>
        </a>
      </ButtonLink>,
    )
    expect(link.className).toBe(`${buttonVariants()} mt-10`)
    expect(contents(link)).toEqual(['View all', ' videos', 'icon lucide lucide-arrow-right hidden=true'])
  })

  it('leaves a link with no icon as it is, but for the look', () => {
    const link = renderOnly(
      <ButtonLink>
        <a href="/">Home</a>
      </ButtonLink>,
    )
    expect([...link.attributes].map(({ name, value }) => [name, value])).toEqual([
      ['href', '/'],
      ['data-slot', 'button'],
      ['class', buttonVariants()],
    ])
    expect(link.innerHTML).toBe('Home')
  })

  it("keeps the link's own classes after the button's", () => {
    const link = renderOnly(
      <ButtonLink size="sm">
        <a href="/" className="underline">
          Home
        </a>
      </ButtonLink>,
    )
    expect(link.className).toBe(`${buttonVariants({ size: 'sm' })} underline`)
  })
})

describe('Button', () => {
  it('is a button with the look of its variant', () => {
    const button = renderOnly(<Button variant="ghost">Save</Button>)
    expect(button.tagName).toBe('BUTTON')
    expect(button).toHaveAttribute('data-slot', 'button')
    expect(button.className).toBe(buttonVariants({ variant: 'ghost' }))
  })
})
