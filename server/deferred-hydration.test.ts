import { assertPressKeeper, deferHydration, PageShapeError, withoutModulePreloads } from './deferred-hydration'

const page = `<html><head><script id="press-keeper">(()=>{})()</script><link rel="modulepreload" href="/assets/entry.client-A1.js"/><link rel="modulepreload" href="/assets/root-B2.js"/><link rel="stylesheet" href="/assets/app-C3.css"/></head><body><h1>Soil Health</h1><script>window.__reactRouterContext = {}</script><script type="module" async="">import * as route0 from "/assets/root-B2.js"; import("/assets/entry.client-A1.js");</script></body></html>`

describe('deferHydration', () => {
  const html = deferHydration(page, '/articles/soil-health')

  it('keeps the page and its data, but loads no application script up front', () => {
    expect(html).toContain('<h1>Soil Health</h1>')
    expect(html).toContain('<script>window.__reactRouterContext = {}</script>')
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-C3.css"/>')
    expect(html).not.toContain('modulepreload')
    expect(html).not.toContain('<script type="module"')
  })

  it('keeps the application module, inert, for the press keeper to start', () => {
    expect(html).toContain(
      '<script type="text/plain" id="deferred-app">import * as route0 from "/assets/root-B2.js"; import("/assets/entry.client-A1.js");</script>',
    )
  })

  it('refuses a page whose application module it cannot find, naming the page', () => {
    expect(() => deferHydration('<p>plain</p>', '/videos/x')).toThrow(PageShapeError)
    expect(() => deferHydration('<p>plain</p>', '/videos/x')).toThrow(/\/videos\/x/)
  })
})

describe('assertPressKeeper', () => {
  it('accepts a page with the press keeper and refuses one without', () => {
    expect(() => assertPressKeeper(page, '/')).not.toThrow()
    expect(() => assertPressKeeper('<html><head></head></html>', '/about-us')).toThrow(/\/about-us.*press keeper/)
  })
})

describe('withoutModulePreloads', () => {
  it('drops the module preloads and keeps the stylesheet and the application module', () => {
    const html = withoutModulePreloads(page)
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-C3.css"/>')
    expect(html).toContain('<script type="module" async="">')
  })
})
