import { axe, WCAG_TAGS } from './axe'
import { expect, specRoutes, test } from './fixtures'

// Zero axe violations (WCAG 2.2 A and AA rules) on every route, in both languages, on a
// desktop and a phone.
const englishPages = [
  ...specRoutes.map((route) => route.path),
  '/videos/advanced-maize-production',
  '/how-we-check',
  '/no-such-page',
]
const pages = [...englishPages, ...englishPages.map((path) => (path === '/' ? '/sw' : `/sw${path}`))]

/** The axe rules whose outcome a page's language can change. */
const LANGUAGE_RULES = [
  'html-has-lang',
  'html-lang-valid',
  'valid-lang',
  'document-title',
  'link-name',
  'button-name',
  'input-button-name',
  'label',
  'select-name',
  'image-alt',
  'role-img-alt',
  'svg-img-alt',
  'frame-title',
  'aria-command-name',
  'aria-dialog-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'aria-progressbar-name',
  'aria-meter-name',
  'aria-tooltip-name',
  'empty-heading',
  'landmark-unique',
]

for (const path of pages) {
  test(`${path} has no accessibility violations @both`, async ({ page }) => {
    // The home page is the longest: axe needs more than a minute over it on a busy 2-core machine.
    if (path === '/' || path === '/sw') test.setTimeout(150_000)
    await page.goto(path)
    // A Kiswahili twin has its English page's markup and colours, which the English test checks
    // with every rule; in Kiswahili, axe checks what the language changes: names, labels, text
    // alternatives, titles and the page's language (CI's time limit counts every second).
    const checker = path.startsWith('/sw') ? axe(page).withRules(LANGUAGE_RULES) : axe(page).withTags(WCAG_TAGS)
    const results = await checker.analyze()
    expect(results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }))).toEqual([])
  })
}
