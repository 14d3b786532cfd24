import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as lucide from 'lucide-react'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import House from '~icons/lucide/house'
import type { IconComponent } from './icon'

/** Every lucide icon the app imports, by its lucide name. */
function iconsUsed(dir = 'app'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return iconsUsed(path)
    if (!/\.tsx?$/.test(entry.name)) return []
    return [...readFileSync(path, 'utf8').matchAll(/from '~icons\/lucide\/([\w-]+)'/g)].map((match) => match[1]!)
  })
}

const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase())

/** lucide-react's own markup, less the class names of the icon's aliases (lucide-home beside lucide-house). */
function lucideReactMarkup(name: string, props: Record<string, unknown>) {
  const component = (lucide as unknown as Record<string, ComponentType<Record<string, unknown>>>)[pascal(name)]
  if (!component) throw new Error(`lucide-react has no ${pascal(name)}`)
  return renderToStaticMarkup(createElement(component, props)).replace(
    /class="([^"]*)"/,
    (_, classes: string) =>
      `class="${classes
        .split(' ')
        .filter((token) => !token.startsWith('lucide-') || token === `lucide-${name}`)
        .join(' ')}"`,
  )
}

describe('lucide icons built at compile time', () => {
  const names = [...new Set(iconsUsed())].sort()

  it('finds the icons the app uses', () => {
    expect(names).toContain('house')
    expect(names.length).toBeGreaterThan(40)
  })

  it.each(names)('draws %s exactly as lucide-react does', async (name) => {
    const { default: icon } = (await import(`~icons/lucide/${name}`)) as { default: IconComponent }
    const props = { className: 'size-4 text-brand-700' }
    expect(renderToStaticMarkup(createElement(icon, props))).toBe(lucideReactMarkup(name, props))
  })

  it('hides a decorative icon from assistive technology, and not one given a name', () => {
    expect(renderToStaticMarkup(<House />)).toBe(lucideReactMarkup('house', {}))
    expect(renderToStaticMarkup(<House />)).toContain('aria-hidden="true"')
    const named = renderToStaticMarkup(<House aria-label="Home" />)
    expect(named).toBe(lucideReactMarkup('house', { 'aria-label': 'Home' }))
    expect(named).not.toContain('aria-hidden')
    expect(renderToStaticMarkup(<House role="img" />)).not.toContain('aria-hidden')
  })

  it('refuses a lucide alias, so the code names the icon lucide names', async () => {
    const { lucideIconData } = await import('../../../build-tools/lucide-icons')
    await expect(lucideIconData('home')).rejects.toThrow(/alias of lucide's House icon/)
    await expect(lucideIconData('no-such-icon')).rejects.toThrow(/no such icon/)
  })
})
