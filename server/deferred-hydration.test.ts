import { assertPressKeeper, deferHydration } from './deferred-hydration'
import { PageShapeError } from './page-html'

const page = `<html><head><script id="press-keeper">(()=>{})()</script><link rel="modulepreload" href="/assets/entry.client-A1.js"/><link rel="modulepreload" href="/assets/root-B2.js"/><link rel="stylesheet" href="/assets/app-C3.css"/></head><body><h1>Soil Health</h1><script>window.__reactRouterContext = {}</script><script type="module" async="">import * as route0 from "/assets/root-B2.js"; import("/assets/entry.client-A1.js");</script></body></html>`

describe('deferHydration', () => {
  const html = deferHydration(page, '/articles/soil-health', 'on-interaction')

  it('keeps the page and its data, but loads no application script up front', () => {
    expect(html).toContain('<h1>Soil Health</h1>')
    expect(html).toContain('<script>window.__reactRouterContext = {}</script>')
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-C3.css"/>')
    expect(html).not.toContain('modulepreload')
    expect(html).not.toContain('<script type="module"')
  })

  it('keeps the application module, inert, for the press keeper to start at the first press', () => {
    expect(html).toContain(
      '<script type="text/plain" id="deferred-app">import * as route0 from "/assets/root-B2.js"; import("/assets/entry.client-A1.js");</script>',
    )
  })

  it("marks an 'on-load' page's module for the press keeper to start once the page has loaded", () => {
    const onLoad = deferHydration(page, '/', 'on-load')
    expect(onLoad).toContain(
      '<script type="text/plain" id="deferred-app" data-start-after-load="">import * as route0 from "/assets/root-B2.js"; import("/assets/entry.client-A1.js");</script>',
    )
    expect(onLoad).not.toContain('modulepreload')
    expect(onLoad).not.toContain('<script type="module"')
  })

  it('refuses a page whose application module it cannot find, naming the page', () => {
    expect(() => deferHydration('<p>plain</p>', '/videos/x', 'on-interaction')).toThrow(PageShapeError)
    expect(() => deferHydration('<p>plain</p>', '/videos/x', 'on-load')).toThrow(/\/videos\/x/)
  })
})

describe('assertPressKeeper', () => {
  it('accepts a page with the press keeper and refuses one without', () => {
    expect(() => assertPressKeeper(page, '/')).not.toThrow()
    expect(() => assertPressKeeper('<html><head></head></html>', '/about-us')).toThrow(/\/about-us.*press keeper/)
  })
})
