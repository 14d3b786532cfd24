import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PageShapeError } from './page-html'
import { createFirstVisitStylesheet } from './first-visit-stylesheet'

/** A build/client folder with these stylesheets in assets/. */
function clientDirWith(stylesheets: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tujue-stylesheet-'))
  mkdirSync(path.join(dir, 'assets'))
  for (const [name, css] of Object.entries(stylesheets)) writeFileSync(path.join(dir, 'assets', name), css)
  return dir
}

const page = (head: string) =>
  `<html><head><title>Soil</title>${head}<script id="press-keeper">x</script></head><body>Soil</body></html>`

describe('createFirstVisitStylesheet', () => {
  const css = '.a{color:green}body{margin:0}'
  const stylesheet = createFirstVisitStylesheet(clientDirWith({ 'app-1a.css': css, 'other-9z.css': 'p{}' }))

  it("writes the linked stylesheet's rules into the page, and keeps its link disabled for hydration", () => {
    const html = stylesheet.inline(page('<link rel="stylesheet" href="/assets/app-1a.css"/>'), '/articles/soil-health')
    expect(html).toBe(
      page(
        `<style data-stylesheet="/assets/app-1a.css">${css}</style><link rel="stylesheet" href="/assets/app-1a.css" disabled=""/>`,
      ),
    )
  })

  it('stops on a page whose stylesheets it cannot write in: none, two, one the build lacks, or one that ends a <style>', () => {
    expect(() => stylesheet.inline(page(''), '/')).toThrow(PageShapeError)
    const two = '<link rel="stylesheet" href="/assets/app-1a.css"/><link rel="stylesheet" href="/assets/other-9z.css"/>'
    expect(() => stylesheet.inline(page(two), '/')).toThrow(/2 stylesheet links/)
    expect(() => stylesheet.inline(page('<link rel="stylesheet" href="/assets/gone-0.css"/>'), '/')).toThrow(
      /does not have/,
    )
    const breaking = createFirstVisitStylesheet(clientDirWith({ 'app-2b.css': 'a{}</style><script>' }))
    expect(() => breaking.inline(page('<link rel="stylesheet" href="/assets/app-2b.css"/>'), '/')).toThrow(
      /inside a <style>/,
    )
  })

  it("knows a browser keeps the stylesheet only when its cookie names one of this build's", () => {
    expect(stylesheet.isKept('a=1; stylesheet=app-1a.css')).toBe(true)
    expect(stylesheet.isKept('stylesheet=other-9z.css')).toBe(true)
    // A stylesheet of an earlier build, another cookie, or none.
    expect(stylesheet.isKept('stylesheet=app-0old.css')).toBe(false)
    expect(stylesheet.isKept('data-saver=on')).toBe(false)
    expect(stylesheet.isKept(undefined)).toBe(false)
  })
})
