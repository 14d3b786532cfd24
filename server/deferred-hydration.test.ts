import { BOOTSTRAP, DEFERRED_HYDRATION_PATHS, deferHydration, withoutModulePreloads } from './deferred-hydration'

const page = `<html><head><link rel="modulepreload" href="/assets/entry.client-A1.js"/><link rel="modulepreload" href="/assets/root-B2.js"/><link rel="stylesheet" href="/assets/app-C3.css"/></head><body><h1>Soil Health</h1><script>window.__reactRouterContext = {}</script><script type="module" async="">import * as route0 from "/assets/root-B2.js"; import("/assets/entry.client-A1.js");</script></body></html>`

describe('deferHydration', () => {
  const html = deferHydration(page)

  it('keeps the page and its data, but loads no application script up front', () => {
    expect(html).toContain('<h1>Soil Health</h1>')
    expect(html).toContain('<script>window.__reactRouterContext = {}</script>')
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-C3.css"/>')
    expect(html).not.toContain('modulepreload')
    expect(html).not.toContain('<script type="module"')
  })

  it('keeps the application module, inert, for the bootstrap to start', () => {
    expect(html).toContain(
      '<script type="text/plain" id="deferred-app">import * as route0 from "/assets/root-B2.js"; import("/assets/entry.client-A1.js");</script>',
    )
    expect(html).toContain(`<script>${BOOTSTRAP}</script>`)
  })

  it('leaves a page without an application module as it is', () => {
    expect(deferHydration('<p>plain</p>')).toBe('<p>plain</p>')
  })
})

describe('DEFERRED_HYDRATION_PATHS', () => {
  it.each([
    ['/articles/soil-health', true],
    ['/videos/advanced-maize-production', true],
    ['/articles', false],
    ['/videos', false],
    ['/', false],
    ['/companies/pula-advisors', false],
  ])('%s → %s', (path, expected) => expect(DEFERRED_HYDRATION_PATHS.test(path)).toBe(expected))
})

describe('withoutModulePreloads', () => {
  it('drops the module preloads and keeps the stylesheet and the application module', () => {
    const html = withoutModulePreloads(page)
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-C3.css"/>')
    expect(html).toContain('<script type="module" async="">')
  })
})
