import type { Page } from '@playwright/test'

/**
 * The mail app cannot open in a test browser: the consultation form's mailto link is recorded
 * in `window.__mailLink` instead.
 */
export async function captureMailLinks(page: Page) {
  await page.addInitScript(() => {
    const click = HTMLAnchorElement.prototype.click
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (!this.href.startsWith('mailto:')) return click.call(this)
      Reflect.set(window, '__mailLink', this.href)
    }
  })
}
