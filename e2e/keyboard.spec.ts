import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { captureMailLinks, mailLinks } from './mail-links'

// Keyboard-only journeys: a farmer without a mouse or touch screen gets through
// every form, the accordion and the dialogs with Tab, the arrow keys, Enter and Escape.

async function tabTo(page: Page, name: string | RegExp) {
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      const label = element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null
      return element?.getAttribute('aria-label') ?? label ?? element?.textContent ?? ''
    })
    if (typeof name === 'string' ? focused.trim().startsWith(name) : name.test(focused)) return
  }
  throw new Error(`Tab never reached ${String(name)}`)
}

test('the consultation form, by keyboard alone', async ({ page }) => {
  await captureMailLinks(page)
  await page.goto('/contact')
  await tabTo(page, 'Full name')
  await page.keyboard.type('Wanjiru Kamau')
  await page.keyboard.press('Tab')
  await page.keyboard.type('wanjiru@example.co.ke')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: /Send me an SMS/ })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Topic')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Aphids are on my kale in Kiambu, what can I do?')
  await tabTo(page, 'Send Request')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Email Client Opened')).toBeVisible()
  expect(await mailLinks(page)).toEqual([expect.stringMatching(/^mailto:skyfield\.kenya@gmail\.com\?/)])
})

test('the company contact form, by keyboard alone', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = (url) => {
      Reflect.set(window, '__opened', String(url))
      return { opener: null } as Window
    }
  })
  await page.goto('/companies/smachs-foundation')
  await tabTo(page, 'Your Name')
  await page.keyboard.type('Otieno Were')
  await page.keyboard.press('Tab')
  await page.keyboard.type('otieno@example.co.ke')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Training for our youth group')
  await page.keyboard.press('Tab')
  await page.keyboard.type('We would like to learn about your farming programmes.')
  await tabTo(page, 'Send Message')
  await page.keyboard.press('Enter')
  const opened = new URL(String(await page.evaluate(() => Reflect.get(window, '__opened'))))
  expect(opened.origin).toBe('https://mail.google.com')
  expect(opened.searchParams.get('su')).toBe('Training for our youth group')
})

test('the FAQ accordion, by keyboard alone: one answer open at a time', async ({ page }) => {
  await page.goto('/ask-expert')
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
  const questions = faq.getByRole('button')
  await questions.first().focus()
  await page.keyboard.press('Enter')
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(questions.nth(1)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true')
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Enter')
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false')
})

test('a dialog keeps focus inside while open and gives it back on Escape', async ({ page }) => {
  await page.goto('/')
  const learnMore = page.getByRole('button', { name: 'Learn more about Soil Health' })
  await learnMore.focus()
  // The section below the hero becomes interactive as it nears the screen (lib/hydration/island.tsx).
  await expect(page.locator('[data-island="featured-topics"]')).toHaveAttribute('data-ready', '')
  await learnMore.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Soil Health' })
  await expect(dialog).toBeVisible()
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(learnMore).toBeFocused()
})
