import type { Locator, Page } from '@playwright/test'
import { expect } from '../fixtures'

// What the home page's specs share: reaching a section whose script loads near the screen, and
// closing a dialog the ways a farmer can.

/** Scrolls a lazily hydrated section into view and waits until its script runs. */
export async function reach(page: Page, island: string) {
  const section = page.locator(`[data-island="${island}"]`)
  await section.scrollIntoViewIfNeeded()
  await expect(section).toHaveAttribute('data-ready', '')
  return section
}

/** Closes an open dialog in one of the three ways a farmer can, and checks where focus went. */
export async function closeDialog(page: Page, dialog: Locator, way: 'button' | 'overlay' | 'escape', opener: Locator) {
  if (way === 'button') await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  if (way === 'escape') await page.keyboard.press('Escape')
  // The corner of the screen is overlay on every size: the dialogs are centred with a margin.
  if (way === 'overlay') await page.mouse.click(4, page.viewportSize()!.height - 4)
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
}

export const CLOSE_WAYS = ['button', 'overlay', 'escape'] as const
