// The server's half of the first-visit stylesheet (app/lib/stylesheet/first-visit.ts, decision 14):
// a browser that has not said it keeps this build's stylesheet gets each page with the
// stylesheet written into it; one whose cookie names the file gets the page as rendered, linking it.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { readCookie } from '~/lib/cookies'
import { INLINE_STYLESHEET_ATTRIBUTE, STYLESHEET_COOKIE, stylesheetName } from '~/lib/stylesheet/first-visit'
import { PageShapeError } from './page-html'

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g

export interface FirstVisitStylesheet {
  /**
   * The page with its stylesheet inside it: a <style> with the file's rules, then the page's own
   * <link>, disabled, which a browser does not fetch. React hydrates that <link> as it rendered
   * it; the <style> is an extra element in <head>, which hydration passes over.
   */
  inline(html: string, path: string): string
  /** Whether the request's cookie names a stylesheet this build links: the browser keeps it. */
  isKept(cookieHeader: string | undefined): boolean
}

/** Reads the build's stylesheets (build/client/assets/*.css) once, when the server starts. */
export function createFirstVisitStylesheet(clientDir: string): FirstVisitStylesheet {
  const assetsDir = path.join(clientDir, 'assets')
  const rules = new Map(
    readdirSync(assetsDir)
      .filter((name) => name.endsWith('.css'))
      .map((name) => [`/assets/${name}`, readFileSync(path.join(assetsDir, name), 'utf8')]),
  )
  function rulesOf(href: string, pagePath: string) {
    const css = rules.get(href)
    if (css === undefined) throw new PageShapeError(`${pagePath}: links ${href}, which the build does not have.`)
    if (/<\/style/i.test(css)) throw new PageShapeError(`${pagePath}: ${href} cannot be written inside a <style>.`)
    return css
  }
  return {
    inline(html, pagePath) {
      const links = [...html.matchAll(STYLESHEET_LINK)]
      if (links.length !== 1) {
        const found = links.map(([, href]) => href).join(', ') || 'none'
        throw new PageShapeError(
          `${pagePath}: ${links.length} stylesheet links (${found}), where a page has one: app/root.tsx links ` +
            "app.css, which a first visit's page carries inside it. A route or component that imports a " +
            'stylesheet of its own breaks that rule (docs/decisions/0014-first-visit-stylesheet.md): put its ' +
            'rules in app/styles/app.css instead.',
        )
      }
      const [link, href] = links[0] as unknown as [string, string]
      const css = rulesOf(href, pagePath)
      return html.replace(
        link,
        () =>
          `<style ${INLINE_STYLESHEET_ATTRIBUTE}="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`,
      )
    },
    isKept(cookieHeader) {
      const kept = readCookie(cookieHeader, STYLESHEET_COOKIE)
      return kept !== null && [...rules.keys()].some((href) => stylesheetName(href) === kept)
    },
  }
}
