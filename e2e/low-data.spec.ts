import type { Page, Request } from '@playwright/test'
import { expect, test } from './fixtures'
import { clientAddress } from './helpers'

// The assistant and the consultation form with no connection, and
// the data saver (the footer switch, or the browser's `Save-Data: on`). Photos come from our
// own origin (/photos/…, which the server fetches from tests/fake-photos.mjs): each one a page
// asks for is counted.

const OFFLINE_LINE = "You're offline. Your question is kept here and will be sent when the connection is back."
const WAITING = 'Waiting for a connection'
/** The fake Gemini's answer ends with these words (tests/fake-gemini.mjs NORMAL_CHUNKS). */
const LAST_WORDS = 'Ask again if you need more help.'
/** A YouTube still, as our server serves it. */
const STILL = /^\/photos\/i\.ytimg\.com\/vi\//

test.beforeEach(async ({ page }, testInfo) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress(testInfo, 17) })
})

/** Every photo address asked for, in order. */
function countPhotos(page: Page) {
  const requested: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/photos/')) requested.push(request.url())
  })
  return requested
}

test.describe('the assistant with no connection', () => {
  test('says so in one line, keeps the questions, and sends them spaced when the connection is back', async ({
    page,
    context,
  }) => {
    const sent: Request[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/chat')) sent.push(request)
    })
    // When the page calls fetch for each question, on its own clock: the spacing is the page's
    // (Chromium may hold the first request a moment as the connection comes back).
    await page.addInitScript(() => {
      const calls: number[] = []
      Object.assign(window, { chatCalls: calls })
      const original = window.fetch
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input)
        if (url.endsWith('/api/chat') && navigator.onLine) calls.push(performance.now())
        return original(input, init)
      }
    })
    await page.goto('/ask-expert')
    const log = page.getByRole('log', { name: 'Conversation with the agricultural expert' })
    const input = page.getByRole('textbox', { name: 'Your farming question' })
    // The chat's script comes as an island once the page is live: the connection drops
    // after that. Before it, the box is the server's disabled one and nothing can be typed or lost.
    await expect(input).toBeEnabled()

    await context.setOffline(true)
    await input.fill('When should I top-dress my maize?')
    await input.press('Enter')
    await input.fill('How deep do I plant beans?')
    await input.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_LINE })).toBeVisible()
    await expect(log.getByRole('listitem').filter({ hasText: 'How deep do I plant beans?' })).toContainText(WAITING)
    await expect(log.getByText(WAITING)).toHaveCount(2)
    // Not the spec's connection error: that stays for a server that answers with an error.
    await expect(page.getByText('Connection Issue')).toHaveCount(0)
    await expect(log.getByText(/having trouble connecting/)).toHaveCount(0)
    expect(sent).toEqual([])

    await context.setOffline(false)
    await expect(log.getByText(LAST_WORDS)).toHaveCount(2)
    await expect(log.getByText(WAITING)).toHaveCount(0)
    await expect(page.getByText(OFFLINE_LINE)).toHaveCount(0)
    expect(sent).toHaveLength(2)
    const [first, second] = await page.evaluate(() => (window as unknown as { chatCalls: number[] }).chatCalls)
    expect(second! - first!).toBeGreaterThanOrEqual(1000)
  })

  test('says so in Kiswahili on a Kiswahili page', async ({ page, context }) => {
    await page.goto('/sw/ask-expert')
    const input = page.getByRole('textbox', { name: 'Swali lako la kilimo', exact: true })
    await expect(input).toBeEnabled()
    await context.setOffline(true)
    await input.fill('Nipande mahindi lini?')
    await input.press('Enter')
    await expect(
      page.getByText('Huna mtandao. Swali lako limehifadhiwa hapa na litatumwa mtandao ukirudi.'),
    ).toBeVisible()
    await expect(page.getByText('Linasubiri mtandao')).toBeVisible()
    await context.setOffline(false)
    await expect(page.getByText('Linasubiri mtandao')).toHaveCount(0)
  })
})

test('the consultation form with no connection says so, keeps the words, and sends them when back online', async ({
  page,
  context,
}) => {
  // The mail app cannot open in a test browser (as in consultation.spec.ts).
  await page.addInitScript(() => {
    const click = HTMLAnchorElement.prototype.click
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (!this.href.startsWith('mailto:')) click.call(this)
    }
  })
  await page.goto('/ask-expert')
  await page.getByLabel('Full name').fill('Wanjiru Kamau')
  await page.getByLabel('Email address').fill('wanjiru@example.co.ke')
  await page.getByLabel('Topic').selectOption({ label: 'Rice Farming' })
  await page.getByLabel('Your question').fill(`When do I drain my paddy before harvest? (${Date.now()})`)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Send Request' }).click()

  const notice = page.getByRole('alert').filter({ hasText: 'Your request is not saved yet' })
  await expect(notice).toContainText('We could not reach our server.')
  await expect(notice).not.toContainText('We could not save your request just now.')
  await expect(page.getByLabel('Full name')).toHaveValue('Wanjiru Kamau')

  await context.setOffline(false)
  await expect(page.getByTestId('consultation-reference')).toHaveText(/^TU-/)
  await expect(notice).toBeHidden()
})

test.describe('data saver', () => {
  test('the footer switch turns it on and off, remembered across a reload; the promo video never loads', async ({
    page,
  }) => {
    const photos = countPhotos(page)
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    // Off: on a fast connection the promotional video is attached once its section is in view.
    const promo = page.locator('[data-island="promo-video"]')
    await promo.scrollIntoViewIfNeeded()
    await expect(promo).toHaveAttribute('data-ready', '')
    await expect(promo.locator('video')).toHaveCount(1)

    await footer.getByRole('button', { name: 'Turn on data saver' }).click()
    await expect(footer.getByRole('button', { name: 'Turn off data saver' })).toBeVisible()
    await expect(footer.getByText(/^About \d+(\.\d)? (KB|MB) saved on this page$/)).toBeVisible()
    photos.length = 0

    // The whole page scrolled through: nothing below the fold loads, and no video.
    await promo.scrollIntoViewIfNeeded()
    await expect(promo).toHaveAttribute('data-ready', '')
    await expect(promo.getByRole('button', { name: /the video/ })).toHaveCount(0)
    await expect(page.locator('video')).toHaveCount(0)
    await footer.scrollIntoViewIfNeeded()
    // On `/` the one photo behind "Show photo" is the hero's next slide, drawn when autoplay starts.
    const tapToLoad = page.locator('details.data-saver-photo')
    await expect(tapToLoad).not.toHaveCount(0)
    const hidden = await tapToLoad
      .locator('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))
    expect(photos.filter((url) => hidden.includes(url))).toEqual([])

    const errors: string[] = []
    page.on('console', (message) => {
      // Videos from other hosts fail here by design; anything else (a hydration mismatch) may not.
      if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text())
    })
    await page.reload()
    await expect(footer.getByRole('button', { name: 'Turn off data saver' })).toBeVisible()
    await footer.scrollIntoViewIfNeeded()
    await expect(footer.getByText(/saved on this page/)).toBeVisible()
    expect(errors).toEqual([])
    await footer.getByRole('button', { name: 'Turn off data saver' }).click()
    await expect(footer.getByRole('button', { name: 'Turn on data saver' })).toBeVisible()
    await expect(page.locator('details.data-saver-photo')).toHaveCount(0)
    await expect(footer.getByText(/saved on this page/)).toHaveCount(0)
  })

  test.describe('from the browser (Save-Data: on)', () => {
    test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } })

    test('a guide runs no script: a photo below the fold loads only when tapped', async ({ page }) => {
      const photos = countPhotos(page)
      await page.goto('/articles/soil-health')
      const summary = page.locator('details.data-saver-photo summary').first()
      await expect(summary).toHaveText(/^Show photo \(\d+ KB\)$/)
      // The address the browser asks for (absolute), where the markup has our origin's path.
      const src = await page
        .locator('details.data-saver-photo img')
        .first()
        .evaluate((image) => (image as HTMLImageElement).src)
      expect(new URL(src).pathname).toMatch(/^\/photos\//)
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      await expect(page.getByText(/^About \d+(\.\d)? (KB|MB) saved on this page$/)).toBeVisible()
      expect(photos).not.toContain(src)

      await summary.scrollIntoViewIfNeeded()
      await summary.click()
      await expect.poll(() => photos).toContain(src)
      // Still no application script: tapping a photo is not a control that needs one.
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false)
    })

    test("video stills are YouTube's smallest", async ({ page }) => {
      const photos = countPhotos(page)
      await page.goto('/videos')
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      const isStill = (url: string) => STILL.test(new URL(url).pathname)
      await expect.poll(() => photos.filter(isStill).length).toBeGreaterThan(0)
      const stills = photos.filter(isStill)
      expect(stills.every((url) => url.endsWith('/default.jpg'))).toBe(true)
      await expect(page.getByText(/^About \d+(\.\d)? (KB|MB) saved on this page$/)).toBeVisible()
    })

    test('in Kiswahili', async ({ page }) => {
      await page.goto('/sw')
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByRole('button', { name: 'Zima kiokoa data' })).toBeVisible()
      await expect(footer.getByText(/^Takriban \d+([.,]\d)? (KB|MB) zimeokolewa kwenye ukurasa huu$/)).toBeVisible()
      await expect(page.locator('details.data-saver-photo summary').first()).toHaveText(/^Onyesha picha \(\d+ KB\)$/)
    })

    test('the server keeps the lean page apart from the whole one (Vary)', async ({ request }) => {
      const lean = await request.get('/articles/soil-health')
      expect(lean.headers()['vary']).toMatch(/Save-Data.*Cookie|Cookie.*Save-Data/)
      expect(await lean.text()).toContain('data-saver-photo')
      const whole = await request.get('/articles/soil-health', { headers: { 'Save-Data': 'off' } })
      expect(await whole.text()).not.toContain('data-saver-photo')
    })
  })
})
