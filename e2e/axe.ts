import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** What a check returns. */
export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

/** The WCAG 2.2 A and AA rules, for the checks that leave out axe's best practices. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe over the page, as fast as it can check it; chain `include`, `withTags`… as on AxeBuilder.
 *
 * - Run in the page itself (`axe.run`, the builder's "legacy mode"): the default runs each frame
 *   apart and merges the results in a second, new page, which doubled the time of every check on
 *   these 2-core machines. What it adds is cross-origin frames, and ours are only YouTube's
 *   players, which cannot load here and whose pages are not ours to check.
 * - Only violations are gathered: the tests assert on nothing else, and axe otherwise builds and
 *   sends back every node that passed. Violations are reported in full, as before.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode().options({
    resultTypes: ['violations'],
    // Experimental in axe, on in Lighthouse: a control's name holds the words it shows (WCAG
    // 2.5.3), so a farmer using voice control can say what they see.
    rules: { 'label-content-name-mismatch': { enabled: true } },
  })
}

/** No violation of axe's default rules on the whole page. */
export async function expectNoAxeViolations(page: Page) {
  expect((await axe(page).analyze()).violations).toEqual([])
}
