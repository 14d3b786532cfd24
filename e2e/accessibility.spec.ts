import AxeBuilder from '@axe-core/playwright'
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

for (const path of pages) {
  test(`${path} has no accessibility violations @both`, async ({ page }) => {
    // The home page is the longest: axe needs more than a minute over it on a busy 2-core machine.
    if (path === '/' || path === '/sw') test.setTimeout(150_000)
    await page.goto(path)
    const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // A Kiswahili twin has its English page's colours, whose test checks their contrast: the
    // slowest rule is run once per page design, the rest (names, roles, lang) in both languages.
    if (path.startsWith('/sw')) axe.disableRules(['color-contrast'])
    const results = await axe.analyze()
    expect(results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }))).toEqual([])
  })
}
