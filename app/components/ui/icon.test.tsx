// @vitest-environment jsdom
import { icons as lucide } from '@iconify-json/lucide'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createRef } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { render } from '@testing-library/react'
import House from '~icons/lucide/house'
import type { IconComponent } from './icon'

/** Every lucide icon the app imports, by its name. */
function iconsUsed(dir = 'app'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return iconsUsed(path)
    if (!/\.tsx?$/.test(entry.name)) return []
    return [...readFileSync(path, 'utf8').matchAll(/from '~icons\/lucide\/([\w-]+)'/g)].map((match) => match[1]!)
  })
}

const PAINT = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'fill-rule', 'clip-rule']

/** Each shape of a drawing with its geometry and the paint it ends up with (its own, or inherited). */
function shapesOf(markup: string) {
  const svg = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement
  return [...svg.querySelectorAll('path, circle, rect, ellipse, line, polyline, polygon')].map((shape) => {
    const own = Object.fromEntries([...shape.attributes].map(({ name, value }) => [name, value]))
    const paint = PAINT.map((name) => [name, shape.closest(`[${name}]`)?.getAttribute(name) ?? null])
    return { tag: shape.tagName, ...own, ...Object.fromEntries(paint) }
  })
}

/** The icon as the Iconify lucide set draws it (its body on lucide's 24×24 viewBox). */
const iconifyMarkup = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${lucide.icons[name]!.body}</svg>`

describe('lucide icons compiled from the Iconify set', () => {
  const names = [...new Set(iconsUsed())].sort()

  it('finds the icons the app uses', () => {
    expect(names).toContain('house')
    expect(names.length).toBeGreaterThan(40)
  })

  it('imports each by its lucide name in the set, not an alias', () => {
    expect(names.filter((name) => !lucide.icons[name])).toEqual([])
  })

  it.each(names)('draws %s as lucide does, with the set’s shapes', async (name) => {
    const { default: Icon } = (await import(`~icons/lucide/${name}`)) as { default: IconComponent }
    const markup = renderToStaticMarkup(<Icon className="size-4 text-brand-700" />)
    expect(markup.slice(0, markup.indexOf('>') + 1)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" ' +
        'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" ' +
        `class="lucide lucide-${name} size-4 text-brand-700" aria-hidden="true">`,
    )
    expect(shapesOf(markup)).toEqual(shapesOf(iconifyMarkup(name)))
  })

  it('hides a decorative icon from assistive technology, and not one given a name', () => {
    expect(renderToStaticMarkup(<House />)).toContain('class="lucide lucide-house" aria-hidden="true"')
    for (const named of [<House aria-label="Home" />, <House role="img" />, <House title="Home" />]) {
      expect(renderToStaticMarkup(named)).not.toContain('aria-hidden')
    }
    expect(renderToStaticMarkup(<House title="Home" />)).toContain('<title>Home</title>')
  })

  it('passes a ref to the <svg>', () => {
    const ref = createRef<SVGSVGElement>()
    render(<House ref={ref} />)
    expect(ref.current?.tagName).toBe('svg')
  })
})
