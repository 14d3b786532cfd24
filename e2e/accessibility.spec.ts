import { axe, type AxeResults, WCAG_TAGS } from './axe'
import { expect, specRoutes, test } from './fixtures'

// Zero axe violations (WCAG 2.2 A and AA rules) on every route, in both languages, on a
// desktop and a phone.
const englishPages = [
  ...specRoutes.map((route) => route.path),
  '/videos/advanced-maize-production',
  '/how-we-check',
  '/no-such-page',
]

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
  'summary-name',
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

const twin = (path: string) => (path === '/' ? '/sw' : `/sw${path}`)

// One test per page and its Kiswahili twin: the second visit reuses the first one's browser
// page, which a separate test would create again (seconds each on a busy 2-core machine). Each
// language is a step of its own, and a soft check, so a failure names the page and the other
// language is still checked and reported.
for (const path of englishPages) {
  test(`${path} and ${twin(path)} have no accessibility violations @both`, async ({ page }) => {
    // Two pages and two checks; the home page is the longest, axe needs many seconds over it on
    // a busy 2-core machine.
    test.setTimeout(path === '/' ? 150_000 : 90_000)
    await test.step(path, async () => {
      await page.goto(path)
      expect.soft(violations(await axe(page).withTags(WCAG_TAGS).analyze()), path).toEqual([])
    })
    // A Kiswahili twin has its English page's markup and colours, which the English step checks
    // with every rule; in Kiswahili, axe checks what the language changes: names, labels, text
    // alternatives, titles and the page's language (CI's time limit counts every second). The
    // desktop run checks every twin so. A phone gets the same pages, whose only controls shown
    // there and not on a desktop are the header's (the Menu button, the short language switch),
    // the same on every page: the phone's run checks them in Kiswahili once, on /sw.
    if (test.info().project.name === 'mobile' && path !== '/') return
    await test.step(twin(path), async () => {
      await page.goto(twin(path))
      expect.soft(violations(await axe(page).withRules(LANGUAGE_RULES).analyze()), twin(path)).toEqual([])
    })
  })
}

test('the check finds a violation when a page has one', async ({ page }) => {
  await page.goto('/about-us')
  // An image without a text alternative and a button without a name, as a careless change would add.
  await page.evaluate(() => {
    document.querySelector('main')?.insertAdjacentHTML('afterbegin', '<img src="/favicon.ico"><button></button>')
  })
  const english = violations(await axe(page).withTags(WCAG_TAGS).analyze()).map(({ id }) => id)
  expect(english).toEqual(expect.arrayContaining(['image-alt', 'button-name']))
  const kiswahili = violations(await axe(page).withRules(LANGUAGE_RULES).analyze()).map(({ id }) => id)
  expect(kiswahili).toEqual(expect.arrayContaining(['image-alt', 'button-name']))
})

/** What axe found, with the elements, so a failure says where to look. */
function violations(results: AxeResults) {
  return results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }))
}
