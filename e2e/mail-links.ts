import type { Page } from '@playwright/test'
import { z } from 'zod'

/**
 * The mail app cannot open in a test browser: the mail links the consultation form opens are
 * recorded instead, for `mailLinks`. With `fail`, opening one throws, as with no mail app.
 */
export async function captureMailLinks(page: Page, { fail = false } = {}) {
  await page.addInitScript((shouldFail) => {
    const links: string[] = []
    Reflect.set(window, '__mailLinks', links)
    const click = HTMLAnchorElement.prototype.click
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (!this.href.startsWith('mailto:')) return click.call(this)
      if (shouldFail) throw new Error('No mail app')
      links.push(this.href)
    }
  }, fail)
}

/** The mail links opened since the page loaded, in order. */
export async function mailLinks(page: Page) {
  return z.array(z.string()).parse(await page.evaluate(() => Reflect.get(window, '__mailLinks')))
}
