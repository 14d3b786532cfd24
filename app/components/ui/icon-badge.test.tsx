// @vitest-environment jsdom
import { render } from '@testing-library/react'
import Clock from '~icons/lucide/clock'
import { IconBadge } from './icon-badge'

function renderBadge(element: React.ReactElement) {
  const { container } = render(element)
  const badge = container.firstElementChild as HTMLElement
  return { badge, icon: badge.querySelector('svg')! }
}

const classes = (element: Element) => element.getAttribute('class')!.split(' ').sort()

describe('IconBadge', () => {
  it('draws the icon centred on a disc of our brand colour, hidden from assistive technology', () => {
    const { badge, icon } = renderBadge(<IconBadge icon={Clock} />)
    expect(badge).toHaveAttribute('aria-hidden', 'true')
    expect(classes(badge)).toEqual(
      [
        'inline-flex',
        'shrink-0',
        'items-center',
        'justify-center',
        'size-12',
        'rounded-full',
        'bg-brand-100',
        'text-brand-800',
      ].sort(),
    )
    expect(classes(icon)).toEqual(['lucide', 'lucide-clock', 'size-6'])
  })

  it('pairs each size with its icon’s, and draws a tile in another tone', () => {
    const { badge, icon } = renderBadge(<IconBadge icon={Clock} size="xl" tone="solid" shape="tile" />)
    expect(classes(badge)).toEqual(expect.arrayContaining(['size-16', 'rounded-xl', 'bg-brand-700', 'text-white']))
    expect(classes(badge)).not.toContain('rounded-full')
    expect(classes(icon)).toContain('size-8')
    expect(classes(renderBadge(<IconBadge icon={Clock} size="sm" />).icon)).toContain('size-5')
  })

  it('takes its colours from the caller without a tone, and classes that set nothing it sets', () => {
    // A conflict would be a console.error, which fails the test.
    const { badge } = renderBadge(
      <IconBadge icon={Clock} tone={null} className="bg-sky-100 text-sky-800 max-sm:hidden" />,
    )
    expect(classes(badge)).toEqual(expect.arrayContaining(['bg-sky-100', 'text-sky-800', 'max-sm:hidden']))
    expect(classes(badge)).not.toContain('bg-brand-100')
  })
})
